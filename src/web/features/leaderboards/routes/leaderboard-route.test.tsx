import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "#generated/api";
import { LeaderboardRoute } from "@/web/features/leaderboards/routes/leaderboard-route";
import { LeaderboardsRoute } from "@/web/features/leaderboards/routes/leaderboards-route";
import { fakeApi, json, problem } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];
type Entry = Schemas["LeaderboardRanks"]["items"][number];

afterEach(() => setSignedIn(false));

const DAY = 86_400_000;
const BOARD_ID = "33333333-3333-4333-8333-000000000001";
const BOARD: Schemas["Leaderboard"] = {
  id: BOARD_ID,
  title: "Kleos Season Sprint",
  kind: "GAMER",
  entityRefId: null,
  scoreSource: "KPOINTS_EARNED",
  status: "LIVE",
  seasonStartsAt: new Date(Date.now() - 7 * DAY).toISOString(),
  seasonEndsAt: new Date(Date.now() + 23 * DAY).toISOString(),
  completedAt: null,
  prizeTiers: [{ fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 }],
  participantCount: 45,
  ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
};

const entry = (rank: number, name: string, score: number, isMe = false): Entry => ({
  rank,
  participantId: `p-${name}`,
  name,
  score,
  prize: rank === 1 ? { currency: "KCASH", amount: 500_000 } : null,
  isMe,
  clanLogo: null,
});

const FIRST_PAGE = [
  entry(1, "ace", 900),
  entry(2, "bolt", 700),
  entry(2, "cyan", 700),
  entry(4, "dune", 500),
];

const boardApi = (signedIn: boolean) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    [`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}`]: (request) => {
      const offset = Number(request.query.get("pageOffset"));
      return json(200, {
        leaderboard: BOARD,
        items: offset === 0 ? FIRST_PAGE : [entry(21, "zed", 10)],
        page: { pageOffset: offset, pageLimit: 20, total: 45 },
        me: null,
      });
    },
    [`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}/me`]: signedIn
      ? json(200, {
          leaderboardId: BOARD_ID,
          participantId: "p-me",
          rank: 30,
          score: 5,
          clanLogo: null,
          above: [entry(29, "above-me", 6)],
          below: [entry(31, "below-me", 4)],
        })
      : problem(401, "Unauthorized"),
  });

const renderBoard = (fetch: typeof globalThis.fetch, signedIn: boolean) =>
  renderWithSession(
    <Routes>
      <Route path="/leaderboards/:leaderboardId" element={<LeaderboardRoute />} />
    </Routes>,
    { fetch, route: `/leaderboards/${BOARD_ID}`, signedIn },
  );

describe("LeaderboardRoute", () => {
  it("shows a guest the board: countdown, tie rule, podium with shared ranks, paging and a sign-in prompt", async () => {
    const fake = boardApi(false);
    renderBoard(fake.fetch, false);
    expect(await screen.findByRole("heading", { level: 1, name: "Kleos Season Sprint" })).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Ends in" })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("Equal scores share a rank (1, 2, 2, 4)");
    const podium = screen.getByRole("region", { name: "Top three" });
    expect(
      within(podium)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.slice(0, 2)),
    ).toEqual(["#2", "#1", "#2"]);
    expect(screen.getByRole("heading", { name: "Where do you stand?" })).toBeTruthy();
    expect(fake.to(`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}/me`)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: /next/i }));
    expect(await screen.findByText("zed")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Top three" })).toBeNull();
    const pages = fake.to(`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}`);
    expect(pages.at(-1)?.query.get("pageOffset")).toBe("20");
  });

  it("pins a signed-in gamer's own row with the gamers just above and below", async () => {
    const fake = boardApi(true);
    renderBoard(fake.fetch, true);
    const pinned = await screen.findByRole("status", { name: "Your standing" });
    expect(pinned.textContent).toContain("Your rank: #30");
    expect(pinned.textContent).toContain("Score: 5");
    const around = screen.getByRole("table", { name: "Around you" });
    const rows = within(around).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["29", "30", "31"]);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader").textContent).toContain("You");
  });

  it("says a board that does not exist does not, with the way back", async () => {
    const fake = fakeApi({
      [`GET /api/platform-centralized-leaderboard/leaderboards/${BOARD_ID}`]: problem(
        404,
        "LeaderboardNotFound",
      ),
    });
    renderBoard(fake.fetch, false);
    expect(await screen.findByRole("heading", { name: "This leaderboard does not exist" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All leaderboards" })).toBeTruthy();
  });
});

describe("LeaderboardsRoute", () => {
  it("lists the live boards first and the past ones under their tab", async () => {
    const fake = fakeApi({
      "GET /api/platform-centralized-leaderboard/leaderboards/by-status": (request) => {
        const statuses = request.query.getAll("status");
        const items = statuses.includes("LIVE") ? [BOARD] : [];
        return json(200, { items, page: { pageOffset: 0, pageLimit: 12, total: items.length } });
      },
    });
    renderWithSession(
      <Routes>
        <Route path="/leaderboards" element={<LeaderboardsRoute />} />
      </Routes>,
      { fetch: fake.fetch, route: "/leaderboards", signedIn: false },
    );
    const card = await screen.findByRole("article", { name: "Kleos Season Sprint" });
    expect(within(card).getByRole("link").getAttribute("href")).toBe(`/leaderboards/${BOARD_ID}`);
    expect(within(card).getByText("45 participants")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText("No leaderboard here yet")).toBeTruthy();
    const calls = fake.to("GET /api/platform-centralized-leaderboard/leaderboards/by-status");
    expect(calls.at(-1)?.query.getAll("status")).toEqual(["CONCLUDED", "COMPLETED"]);
  });
});
