import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "#generated/api";
import { GameRoute } from "@/web/app/routes/game";
import {
  fakeApi,
  GAME,
  ok,
  page as campaignPage,
  renderWithSession,
  setSignedIn,
  summary as campaign,
  type RecordedRequest,
} from "@/web/features/campaigns/testing/campaigns-test-kit";
import {
  inHours,
  page as tournamentPage,
  summary as tournament,
} from "@/web/features/tournaments/testing/tournaments-test-kit";

type Schemas = components["schemas"];

afterEach(() => setSignedIn(false));

const DARK_THRONE: Schemas["Game"] = {
  id: GAME.id,
  slug: GAME.slug,
  name: GAME.name,
  tagline: "Claim the throne in a dark-fantasy action RPG",
  description: "Raid the throne room.",
  developer: "Throne Forge",
  genres: ["RPG"],
  platforms: ["PC"],
  networks: ["Polygon"],
  loginMethods: ["IN_GAME_USER_ID"],
  images: { cover: "/c.svg", icon: "/i.svg", banner: "/b.svg" },
  featured: true,
  websiteUrl: null,
  releasedOn: null,
};

const LIVE_QUEST = campaign({
  id: "11111111-1111-4111-8111-0000000000a1",
  kind: "quest",
  slug: "dark-throne-trials",
  title: "Dark Throne: the trials",
});
const LIVE_DROP = campaign({ id: "11111111-1111-4111-8111-0000000000a2", title: "Throne drop" });
const LIVE_CUP = tournament({
  title: "Throne Cup",
  status: "LIVE",
  startsAt: inHours(-1),
  endsAt: inHours(3),
  registrationOpen: false,
});

const questTab = (
  items: readonly Schemas["CampaignSummary"][],
  counts = { live: items.length, upcoming: 0, ended: 0 },
) => ok({ tab: "live", counts, ...campaignPage(items, 8) });

const render = (answers: {
  quests: ReturnType<typeof questTab>;
  campaigns: readonly Schemas["CampaignSummary"][];
  tournaments: readonly Schemas["TournamentSummary"][];
}) => {
  const fake = fakeApi({
    "GET /api/game/dark-throne": ok(DARK_THRONE),
    "GET /api/quest/v2/questlist": answers.quests,
    "GET /api/campaigns/by-state": ok(campaignPage(answers.campaigns, 8)),
    "GET /api/tournaments": ok(tournamentPage(answers.tournaments)),
  });
  renderWithSession(
    <Routes>
      <Route path="/games/:gameId" element={<GameRoute />} />
    </Routes>,
    { fetch: fake.fetch, route: "/games/dark-throne", signedIn: false },
  );
  return fake;
};

const query = (requests: readonly RecordedRequest[]) =>
  Object.fromEntries(requests[0]?.query.entries() ?? []);

describe("a game's page", () => {
  it("lists the game's live quests, campaigns and tournaments, and leads on to all of them", async () => {
    const fake = render({ quests: questTab([LIVE_QUEST]), campaigns: [LIVE_DROP], tournaments: [LIVE_CUP] });

    const quests = await screen.findByRole("region", { name: "Live quests and campaigns" });
    const quest = within(quests).getByRole("article", { name: "Dark Throne: the trials" });
    expect(within(quest).getByRole("link", { name: "Dark Throne: the trials" }).getAttribute("href")).toBe(
      "/gamer/k-quest/dark-throne-trials",
    );
    expect(within(quests).getByRole("article", { name: "Throne drop" })).toBeTruthy();
    expect(within(quests).getByRole("link", { name: "All Dark Throne quests" }).getAttribute("href")).toBe(
      "/k-quest/dark-throne",
    );
    expect(within(quests).getByRole("link", { name: "All K-Drop campaigns" }).getAttribute("href")).toBe(
      "/gamer/k-drop",
    );

    const tournaments = screen.getByRole("region", { name: "Live tournaments" });
    const cup = within(tournaments).getByRole("article", { name: "Throne Cup" });
    expect(within(cup).getByRole("link", { name: "Throne Cup" }).getAttribute("href")).toBe(
      `/tournaments/${LIVE_CUP.id}`,
    );
    expect(
      within(tournaments).getByRole("link", { name: "All Dark Throne tournaments" }).getAttribute("href"),
    ).toBe(`/tournaments?game=${GAME.id}`);

    // Only this game's live ones are asked for.
    expect(query(fake.to("GET /api/quest/v2/questlist"))).toMatchObject({
      tab: "live",
      gameId: String(GAME.id),
    });
    expect(query(fake.to("GET /api/campaigns/by-state"))).toMatchObject({
      kind: "campaign",
      tab: "live",
      gameId: String(GAME.id),
    });
    expect(query(fake.to("GET /api/tournaments"))).toMatchObject({ status: "LIVE", gameId: String(GAME.id) });
  });

  it("says which list has nothing live, and still leads to the game's quests", async () => {
    render({
      quests: questTab([], { live: 0, upcoming: 1, ended: 1 }),
      campaigns: [],
      tournaments: [LIVE_CUP],
    });
    const quests = await screen.findByRole("region", { name: "Live quests and campaigns" });
    expect(within(quests).getByText("No quest or campaign of Dark Throne is live right now.")).toBeTruthy();
    expect(within(quests).getByRole("link", { name: "All Dark Throne quests" }).getAttribute("href")).toBe(
      "/k-quest/dark-throne",
    );
    expect(screen.getByRole("article", { name: "Throne Cup" })).toBeTruthy();
  });

  it("says clearly when nothing of the game is live, and points to every quest, campaign and tournament", async () => {
    render({ quests: questTab([], { live: 0, upcoming: 0, ended: 0 }), campaigns: [], tournaments: [] });
    const nothing = await screen.findByRole("heading", {
      level: 2,
      name: "Nothing live in Dark Throne right now",
    });
    const state = within(nothing.parentElement as HTMLElement);
    expect(state.getByRole("link", { name: "All quests" }).getAttribute("href")).toBe("/k-quest");
    expect(state.getByRole("link", { name: "All K-Drop campaigns" }).getAttribute("href")).toBe(
      "/gamer/k-drop",
    );
    expect(state.getByRole("link", { name: "All tournaments" }).getAttribute("href")).toBe("/tournaments");
    expect(screen.queryByRole("region", { name: "Live tournaments" })).toBeNull();
  });
});
