import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "#generated/api";
import { ClanBoardStanding } from "@/web/features/leaderboards/components/clan-board-standing";
import { PartnerClanBoard } from "@/web/features/leaderboards/components/partner-clan-board";
import { PogLeaderboardRoute } from "@/web/features/leaderboards/routes/pog-leaderboard-route";
import { fakeApi, json, problem, type Routes } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];
type Entry = Schemas["LeaderboardRanks"]["items"][number];

afterEach(() => setSignedIn(false));

const DAY = 86_400_000;
const BASE = "/api/platform-centralized-leaderboard/leaderboards";
const board = (id: string, title: string, kind: Schemas["LeaderboardKind"]): Schemas["Leaderboard"] => ({
  id,
  title,
  kind,
  entityRefId: kind === "PARTNER_CLAN" ? "dark-throne" : null,
  scoreSource: "KPOINTS_EARNED",
  status: "LIVE",
  seasonStartsAt: new Date(Date.now() - 7 * DAY).toISOString(),
  seasonEndsAt: new Date(Date.now() + 23 * DAY).toISOString(),
  completedAt: null,
  prizeTiers: [{ fromRank: 1, toRank: 3, currency: "KCASH", amount: 300_000 }],
  participantCount: 3,
  ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
});
const CLAN_BOARD = board("33333333-3333-4333-8333-000000000002", "Global Clans Cup", "CLAN");
const CHIEF_BOARD = board("33333333-3333-4333-8333-000000000003", "Chiefs' Crown", "CLAN_CHIEF");
const PARTNER_BOARD = board("33333333-3333-4333-8333-000000000004", "Dark Throne Clan Clash", "PARTNER_CLAN");

const entry = (rank: number, name: string, score: number, clanLogo: Entry["clanLogo"] = null): Entry => ({
  rank,
  participantId: `p-${name}`,
  name,
  score,
  prize: rank <= 3 ? { currency: "KCASH", amount: 300_000 } : null,
  isMe: false,
  clanLogo,
});

const list = (...boards: Schemas["Leaderboard"][]) =>
  json(200, { items: boards, page: { pageOffset: 0, pageLimit: 1, total: boards.length } });
const ranks = (leaderboard: Schemas["Leaderboard"], items: Entry[]) =>
  json(200, { leaderboard, items, page: { pageOffset: 0, pageLimit: 20, total: items.length }, me: null });

const api = (routes: Routes) => fakeApi({ "GET /api/users/me/profile": json(200, userProfile()), ...routes });

describe("PogLeaderboardRoute", () => {
  it("shows the clan season from the clan boards, and the chiefs' season under Clan Chiefs", async () => {
    const fake = api({
      [`GET ${BASE}/clan`]: list(CLAN_BOARD),
      [`GET ${BASE}/clan-chief`]: list(CHIEF_BOARD),
      [`GET ${BASE}/${CLAN_BOARD.id}`]: ranks(CLAN_BOARD, [entry(1, "Mumbai Titans", 120)]),
      [`GET ${BASE}/${CHIEF_BOARD.id}`]: ranks(CHIEF_BOARD, [entry(1, "ArjunPlays", 120, "dragon")]),
    });
    renderWithSession(<PogLeaderboardRoute />, {
      fetch: fake.fetch,
      route: "/pog/leaderboard",
      signedIn: false,
    });
    expect(await screen.findByRole("heading", { name: "Global Clans Cup" })).toBeTruthy();
    expect(fake.to(`GET ${BASE}/clan`)[0]?.query.get("pageLimit")).toBe("1");

    fireEvent.click(screen.getByRole("tab", { name: "Clan Chiefs" }));
    expect(await screen.findByRole("heading", { name: "Chiefs' Crown" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Ranks" });
    expect(within(table).getByRole("rowheader").textContent).toContain("ArjunPlays");
    // A chief's row wears the emblem of the clan they lead.
    expect(within(table).getByRole("img", { name: "Emblem: Dragon" })).toBeTruthy();
  });

  it("says when no partner clan season is running", async () => {
    const fake = api({ [`GET ${BASE}/partner-clan`]: list() });
    renderWithSession(<PogLeaderboardRoute />, {
      fetch: fake.fetch,
      route: "/pog/leaderboard?tab=partners",
      signedIn: false,
    });
    expect(await screen.findByText("No partner clan season is running")).toBeTruthy();
    expect(fake.to(`GET ${BASE}/partner-clan`)).toHaveLength(1);
  });
});

describe("ClanBoardStanding", () => {
  const standingRoute = `GET ${BASE}/${CLAN_BOARD.id}/participants/12`;

  it("shows a clan's rank on the clan season, with the clans around it", async () => {
    const fake = api({
      [`GET ${BASE}/clan`]: list(CLAN_BOARD),
      [standingRoute]: json(200, {
        leaderboardId: CLAN_BOARD.id,
        participantId: "12",
        rank: 2,
        score: 1_200,
        clanLogo: "dragon",
        above: [entry(1, "Delhi Dynamos", 1_500, "lion")],
        below: [entry(3, "Rio Raptors", 900, "wolf")],
      }),
    });
    renderWithSession(<ClanBoardStanding clanId={12} clanName="Mumbai Titans" />, { fetch: fake.fetch });
    expect(await screen.findByText("#2 on Global Clans Cup, with 1,200 points")).toBeTruthy();
    const around = screen.getByRole("table", { name: "Clans around Mumbai Titans" });
    const headers = within(around).getAllByRole("rowheader");
    expect(headers.map((cell) => cell.textContent)).toEqual([
      "Delhi Dynamos",
      "Mumbai Titans",
      "Rio Raptors",
    ]);
    // Each clan wears its emblem, the clan itself the one its standing names.
    expect(headers.map((cell) => within(cell).getByRole("img").getAttribute("src"))).toEqual([
      "/api/platform-clans/images/emblem/lion.png",
      "/api/platform-clans/images/emblem/dragon.png",
      "/api/platform-clans/images/emblem/wolf.png",
    ]);
    expect(screen.getByRole("link", { name: "See the clan leaderboard" })).toBeTruthy();
  });

  it("says a clan without a score is not on the board yet", async () => {
    const fake = api({
      [`GET ${BASE}/clan`]: list(CLAN_BOARD),
      [standingRoute]: json(200, {
        leaderboardId: CLAN_BOARD.id,
        participantId: "12",
        rank: null,
        score: 0,
        clanLogo: null,
        above: [],
        below: [],
      }),
    });
    renderWithSession(<ClanBoardStanding clanId={12} clanName="Mumbai Titans" />, { fetch: fake.fetch });
    expect(await screen.findByText(/^Not on Global Clans Cup yet/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows nothing when no clan season exists", async () => {
    const fake = api({ [`GET ${BASE}/clan`]: list() });
    const { container } = renderWithSession(<ClanBoardStanding clanId={12} clanName="Mumbai Titans" />, {
      fetch: fake.fetch,
    });
    // The heading shows while the season is asked for, and goes once the answer says there is none.
    expect(screen.getByRole("heading", { name: "Clan leaderboard" })).toBeTruthy();
    await expect.poll(() => container.querySelector("section")).toBeNull();
    expect(fake.to(`GET ${BASE}/clan`)).toHaveLength(1);
    expect(fake.requests.some((request) => request.path.includes("/participants/"))).toBe(false);
  });
});

describe("PartnerClanBoard", () => {
  const entityRoute = `GET ${BASE}/entity_ref_id/dark-throne/leaderboard_type/PARTNER_CLAN`;

  it("shows the top clans of the board a partner sponsors, with the way to the whole board", async () => {
    const fake = api({
      [entityRoute]: ranks(PARTNER_BOARD, [
        entry(1, "Mumbai Titans", 40, "dragon"),
        entry(2, "Samba Strikers", 30, "star"),
      ]),
    });
    renderWithSession(<PartnerClanBoard entityRefId="dark-throne" />, { fetch: fake.fetch, signedIn: false });
    expect(await screen.findByRole("heading", { name: "Dark Throne Clan Clash" })).toBeTruthy();
    const names = within(screen.getByRole("table", { name: "Dark Throne Clan Clash" }))
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(names).toEqual(["Mumbai Titans", "Samba Strikers"]);
    expect(screen.getByRole("img", { name: "Emblem: Star" }).getAttribute("src")).toBe(
      "/api/platform-clans/images/emblem/star.png",
    );
    expect(screen.getByRole("link", { name: "See the whole leaderboard" }).getAttribute("href")).toBe(
      `/leaderboards/${PARTNER_BOARD.id}`,
    );
    expect(fake.to(entityRoute)[0]?.query.get("pageLimit")).toBe("10");
  });

  it("shows nothing when the partner sponsors no clan board", async () => {
    const fake = api({ [entityRoute]: problem(404, "LeaderboardNotFound") });
    const { container } = renderWithSession(<PartnerClanBoard entityRefId="dark-throne" />, {
      fetch: fake.fetch,
      signedIn: false,
    });
    // The placeholder shows while the board is asked for, and goes once the answer says there is none.
    expect(container.querySelector("[aria-hidden='true']")).not.toBeNull();
    await expect.poll(() => container.querySelector("[aria-hidden='true']")).toBeNull();
    expect(fake.to(entityRoute)).toHaveLength(1);
    expect(container.textContent).toBe("");
  });
});
