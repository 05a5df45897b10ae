import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GameQuestsRoute } from "@/web/features/campaigns/routes/game-quests-route";
import { KQuestRoute } from "@/web/features/campaigns/routes/k-quest-route";
import {
  fakeApi,
  GAME,
  inDays,
  inHours,
  ok,
  problem,
  renderWithSession,
  setSignedIn,
  summary,
  type RecordedRequest,
} from "@/web/features/campaigns/testing/campaigns-test-kit";

afterEach(() => setSignedIn(false));

const OTHER_GAME = {
  id: 9,
  name: "Bullieverse",
  slug: "bullieverse",
  iconImage: "/media/games/bullieverse-icon.svg",
};

const LIVE_QUEST = summary({ kind: "quest", slug: "throne-raid", title: "Throne raid" });
const UPCOMING_QUEST = summary({
  id: "11111111-1111-4111-8111-000000000009",
  kind: "quest",
  slug: "bull-run",
  title: "Bull run",
  game: OTHER_GAME,
  status: "PUBLISHED",
  startsAt: inHours(3),
  endsAt: inDays(3),
});
const ENDED_QUEST = summary({
  id: "11111111-1111-4111-8111-000000000010",
  kind: "quest",
  slug: "old-raid",
  title: "Old raid",
  status: "ENDED",
  startsAt: inDays(-9),
  endsAt: inDays(-2),
});

const TAB_OF = { LIVE: "live", PUBLISHED: "upcoming", ENDED: "ended" } as const;

/** The tab list: every quest of the tab and, with `gameId`, of that game only. */
const questApi = (extra: Record<string, ReturnType<typeof ok>> = {}) =>
  fakeApi({
    "GET /api/quest/gamelist": ok({
      items: [
        { game: GAME, questCount: 2, liveQuestCount: 1 },
        { game: OTHER_GAME, questCount: 1, liveQuestCount: 0 },
      ],
    }),
    "GET /api/quest/v2/questlist": (request: RecordedRequest) => {
      const gameId = request.query.get("gameId");
      const mine = [LIVE_QUEST, UPCOMING_QUEST, ENDED_QUEST].filter(
        (quest) => gameId === null || String(quest.game?.id) === gameId,
      );
      const tab = request.query.get("tab") ?? "live";
      const count = (name: string) =>
        mine.filter((quest) => TAB_OF[quest.status as keyof typeof TAB_OF] === name);
      const items = count(tab);
      return ok({
        tab,
        counts: {
          live: count("live").length,
          upcoming: count("upcoming").length,
          ended: count("ended").length,
        },
        items,
        page: { pageOffset: 0, pageLimit: Number(request.query.get("pageLimit")), total: items.length },
      });
    },
    ...extra,
  });

const render = (fetch: typeof globalThis.fetch, route: string) =>
  renderWithSession(
    <Routes>
      <Route path="/k-quest" element={<KQuestRoute />} />
      <Route path="/k-quest/:gameSlug" element={<GameQuestsRoute />} />
    </Routes>,
    { fetch, route, signedIn: false },
  );

describe("KQuestRoute", () => {
  it("lists live quests by tab and links each to its quest page", async () => {
    const fake = questApi();
    render(fake.fetch, "/k-quest");
    const card = await screen.findByRole("article", { name: "Throne raid" });
    expect(within(card).getByRole("link", { name: "Throne raid" }).getAttribute("href")).toBe(
      "/gamer/k-quest/throne-raid",
    );
    const asked = fake.to("GET /api/quest/v2/questlist")[0];
    expect(asked?.query.get("tab")).toBe("live");
    expect(asked?.query.has("gameId")).toBe(false);

    fireEvent.click(screen.getByRole("tab", { name: "Ended" }));
    expect(await screen.findByRole("article", { name: "Old raid" })).toBeTruthy();
    expect(fake.to("GET /api/quest/v2/questlist").at(-1)?.query.get("tab")).toBe("ended");
  });

  it("filters by game and links the games' own quest pages", async () => {
    const fake = questApi();
    render(fake.fetch, "/k-quest?tab=upcoming");
    expect(await screen.findByRole("article", { name: "Bull run" })).toBeTruthy();
    const pages = within(screen.getByRole("navigation", { name: "Games with quests" }));
    expect(pages.getByRole("link", { name: "Bullieverse quests" }).getAttribute("href")).toBe(
      "/k-quest/bullieverse",
    );

    fireEvent.change(screen.getByRole("combobox", { name: "Game" }), { target: { value: String(GAME.id) } });
    expect(await screen.findByText("Nothing announced yet")).toBeTruthy();
    expect(fake.to("GET /api/quest/v2/questlist").at(-1)?.query.get("gameId")).toBe(String(GAME.id));
  });
});

describe("GameQuestsRoute", () => {
  it("shows the game's header and its quests", async () => {
    const fake = questApi({
      "GET /api/quest/questlist": ok({
        game: GAME,
        items: [LIVE_QUEST],
        page: { pageOffset: 0, pageLimit: 20, total: 1 },
      }),
    });
    render(fake.fetch, "/k-quest/dark-throne");
    expect(await screen.findByRole("heading", { level: 1, name: "Dark Throne quests" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Throne raid" })).toBeTruthy();
    expect(fake.to("GET /api/quest/questlist")[0]?.query.get("game")).toBe("dark-throne");
    await waitFor(() =>
      expect(
        fake
          .to("GET /api/quest/v2/questlist")
          .every((request) => request.query.get("gameId") === String(GAME.id)),
      ).toBe(true),
    );
  });

  it("is not found for an unknown game", async () => {
    const fake = questApi({ "GET /api/quest/questlist": problem(404, "GameNotFound") });
    render(fake.fetch, "/k-quest/no-such-game");
    expect(await screen.findByRole("heading", { level: 1, name: "No quests for this game" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All quests" }).getAttribute("href")).toBe("/k-quest");
  });

  it("is not found for a game without quests", async () => {
    const empty = { id: 12, name: "Colexion", slug: "colexion", iconImage: "/media/games/colexion-icon.svg" };
    const fake = questApi({
      "GET /api/quest/questlist": ok({
        game: empty,
        items: [],
        page: { pageOffset: 0, pageLimit: 20, total: 0 },
      }),
    });
    render(fake.fetch, "/k-quest/colexion");
    expect(await screen.findByRole("heading", { level: 1, name: "No quests for this game" })).toBeTruthy();
  });
});
