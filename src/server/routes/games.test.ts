import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_GENRES, GAME_NETWORKS, GAME_PLATFORMS } from "@/domain/games/game-catalogue";
import { buildApp } from "@/server/build-app";
import type { Db } from "@/server/db/client";
import { gamesTable } from "@/server/db/schema/games";
import { DEMO_GAMES, type DemoGame } from "@/server/db/seed/demo-catalogue";
import type { OperationId, SuccessBody } from "@/server/http/operations";
import { contractEnum, contractResponse } from "@/server/testing/contract";
import { expectProblem, validationFields } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let seeded: TestApp;

beforeAll(async () => {
  seeded = await createTestApp();
});

afterAll(async () => {
  await seeded.app.close();
});

/** GETs `url`, expects a 200 that conforms to the contract, and returns the typed body. */
const getOk = async <K extends OperationId>(
  operationId: K,
  url: string,
  testApp: TestApp = seeded,
): Promise<SuccessBody<K>> => {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json\b/);
  expect(contractResponse(operationId, 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<K>>();
};

const listSlugs = async (query: string, testApp: TestApp = seeded): Promise<string[]> =>
  (await getOk("listGames", `/api/game?pageLimit=50&${query}`, testApp)).items.map((game) => game.slug);

const slugsOf = (games: readonly DemoGame[]): string[] => games.map((game) => game.slug);
const demoWhere = (keep: (game: DemoGame) => boolean): string[] => slugsOf(DEMO_GAMES.filter(keep));
/** The default order: featured first, then the catalogue's position (the seed's order). */
const FEATURED_ORDER = [...demoWhere((game) => game.featured), ...demoWhere((game) => !game.featured)];
const sorted = (slugs: readonly string[]): string[] => [...slugs].sort();

const demoMatching = (term: string): string[] =>
  demoWhere((game) =>
    [game.name, game.tagline, game.developer].some((text) => text.toLowerCase().includes(term.toLowerCase())),
  );

const insertGame = async (db: Db, slug: string, name: string): Promise<void> => {
  await db.insert(gamesTable).values({
    slug,
    name,
    tagline: `${name} tagline`,
    description: `${name} description`,
    developer: "Test Studio",
    genres: ["Puzzle"],
    platforms: ["Browser"],
    networks: ["Off-chain"],
    coverImage: `/media/${slug}.svg`,
    bannerImage: `/media/${slug}.svg`,
    iconImage: `/media/${slug}.svg`,
    position: 100,
  });
};

describe("listGames", () => {
  it("answers the first page in featured order, with the default page size and the total", async () => {
    const body = await getOk("listGames", "/api/game");
    expect(body.page).toEqual({ pageOffset: 0, pageLimit: 20, total: DEMO_GAMES.length });
    expect(body.items.map((game) => game.slug)).toEqual(FEATURED_ORDER.slice(0, 20));
  });

  it("pages through the whole catalogue with pageOffset and pageLimit", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < DEMO_GAMES.length; offset += 7) {
      const body = await getOk("listGames", `/api/game?pageOffset=${offset}&pageLimit=7`);
      expect(body.page).toEqual({ pageOffset: offset, pageLimit: 7, total: DEMO_GAMES.length });
      expect(body.items.length).toBe(Math.min(7, DEMO_GAMES.length - offset));
      seen.push(...body.items.map((game) => game.slug));
    }
    expect(seen).toEqual(FEATURED_ORDER);
  });

  it("answers an empty page past the end, still with the total", async () => {
    const body = await getOk("listGames", "/api/game?pageOffset=1000&pageLimit=5");
    expect(body).toEqual({ items: [], page: { pageOffset: 1000, pageLimit: 5, total: DEMO_GAMES.length } });
  });

  it("filters by one genre", async () => {
    const expected = demoWhere((game) => game.genres.includes("Sports"));
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(await listSlugs("genre=Sports"))).toEqual(sorted(expected));
  });

  it("combines values of one kind with OR", async () => {
    const rpg = demoWhere((game) => game.genres.includes("RPG"));
    const moba = demoWhere((game) => game.genres.includes("MOBA"));
    const either = demoWhere((game) => game.genres.includes("RPG") || game.genres.includes("MOBA"));
    expect(either.length).toBeGreaterThan(Math.max(rpg.length, moba.length));
    expect(sorted(await listSlugs("genre=RPG&genre=MOBA"))).toEqual(sorted(either));

    const iosOrMac = demoWhere((game) => game.platforms.includes("iOS") || game.platforms.includes("Mac"));
    expect(sorted(await listSlugs("platform=iOS&platform=Mac"))).toEqual(sorted(iosOrMac));
  });

  it("combines kinds with AND", async () => {
    const expected = demoWhere(
      (game) =>
        (game.genres.includes("RPG") || game.genres.includes("Action")) && game.platforms.includes("Android"),
    );
    const android = demoWhere((game) => game.platforms.includes("Android"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(android.length);
    const body = await getOk("listGames", "/api/game?genre=RPG&genre=Action&platform=Android&pageLimit=50");
    expect(sorted(body.items.map((game) => game.slug))).toEqual(sorted(expected));
    expect(body.page.total).toBe(expected.length);

    const polygonInBrowser = demoWhere(
      (game) => game.networks.includes("Polygon") && game.platforms.includes("Browser"),
    );
    expect(polygonInBrowser.length).toBeGreaterThan(0);
    expect(sorted(await listSlugs("network=Polygon&platform=Browser"))).toEqual(sorted(polygonInBrowser));
  });

  it("filters by network", async () => {
    const expected = demoWhere((game) => game.networks.includes("Off-chain"));
    expect(sorted(await listSlugs("network=Off-chain"))).toEqual(sorted(expected));
  });

  it("filters featured and other games", async () => {
    expect(await listSlugs("featured=true")).toEqual(demoWhere((game) => game.featured));
    expect(await listSlugs("featured=false")).toEqual(demoWhere((game) => !game.featured));
  });

  it("searches name, tagline and developer, ignoring case and surrounding spaces", async () => {
    expect(await listSlugs("search=DARK%20tHrOnE")).toEqual(["dark-throne"]);
    expect(await listSlugs("search=%20%20throne%20forge%20")).toEqual(["dark-throne"]);
    for (const term of ["STUDIOS", "arena", "Legends"]) {
      const expected = demoMatching(term);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(sorted(await listSlugs(`search=${encodeURIComponent(term)}`)), term).toEqual(sorted(expected));
    }
  });

  it("does not search descriptions", async () => {
    const term = "dungeons";
    expect(DEMO_GAMES.some((game) => game.description.includes(term))).toBe(true);
    expect(demoMatching(term)).toEqual([]);
    expect(await listSlugs(`search=${term}`)).toEqual([]);
  });

  it("sorts by name and by newest release", async () => {
    const byName = [...DEMO_GAMES].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(await listSlugs("sort=name")).toEqual(slugsOf(byName));
    const byRelease = [...DEMO_GAMES].sort((a, b) => (b.releasedOn ?? "").localeCompare(a.releasedOn ?? ""));
    expect(await listSlugs("sort=newest")).toEqual(slugsOf(byRelease));
    expect(await listSlugs("sort=featured")).toEqual(FEATURED_ORDER);
  });

  it.each([
    ["pageLimit=abc", "query:pageLimit"],
    ["pageLimit=0", "query:pageLimit"],
    ["pageLimit=51", "query:pageLimit"],
    ["pageOffset=-1", "query:pageOffset"],
    ["genre=NotAGenre", "query:genre.0"],
    ["genre=RPG&genre=rpg", "query:genre.1"],
    ["platform=Xbox", "query:platform.0"],
    ["network=Bitcoin", "query:network.0"],
    ["sort=random", "query:sort"],
    ["featured=maybe", "query:featured"],
    ["search=", "query:search"],
    [`search=${"a".repeat(61)}`, "query:search"],
  ])("rejects %s with a 400 naming the field", async (query, field) => {
    const response = await seeded.app.inject({ url: `/api/game?${query}` });
    expect(validationFields(response)).toEqual([field]);
    expect(contractResponse("listGames", 400).validate(response.json())).toEqual([]);
  });

  it("names every bad field at once", async () => {
    const response = await seeded.app.inject({ url: "/api/game?pageLimit=0&sort=random&platform=Xbox" });
    expect(sorted(validationFields(response))).toEqual(["query:pageLimit", "query:platform.0", "query:sort"]);
  });
});

describe("listGames search with LIKE wildcards", () => {
  /**
   * Three more games in the seeded database while these tests run, removed after them. The app serving them is
   * one of its own on that database: its catalogue cache has kept no answer from before they came, and the
   * seeded app's keeps none with them.
   */
  let withWildcards: TestApp;
  const WILDCARD_SLUGS = ["hundred-percent", "snake-case-saga", "back-slash"];

  beforeAll(async () => {
    withWildcards = await buildApp({ config: seeded.config, database: seeded.database });
    await insertGame(withWildcards.database.db, "hundred-percent", "100% Pure Chaos");
    await insertGame(withWildcards.database.db, "snake-case-saga", "Snake_Case Saga");
    await insertGame(withWildcards.database.db, "back-slash", "Back\\Slash Brawl");
  });

  afterAll(async () => {
    await withWildcards.app.close();
    await seeded.database.db.delete(gamesTable).where(inArray(gamesTable.slug, WILDCARD_SLUGS));
  });

  it("treats % and _ and \\ as the characters themselves", async () => {
    expect(await listSlugs(`search=${encodeURIComponent("%")}`, withWildcards)).toEqual(["hundred-percent"]);
    expect(await listSlugs(`search=${encodeURIComponent("0% p")}`, withWildcards)).toEqual([
      "hundred-percent",
    ]);
    expect(await listSlugs("search=_", withWildcards)).toEqual(["snake-case-saga"]);
    expect(await listSlugs("search=e_c", withWildcards)).toEqual(["snake-case-saga"]);
    expect(await listSlugs(`search=${encodeURIComponent("\\")}`, withWildcards)).toEqual(["back-slash"]);
  });

  it("still finds ordinary text around them", async () => {
    expect(await listSlugs("search=pure%20chaos", withWildcards)).toEqual(["hundred-percent"]);
    const expected = [...demoMatching("saga"), "snake-case-saga"];
    expect(sorted(await listSlugs("search=SAGA", withWildcards))).toEqual(sorted(expected));
  });
});

describe("getGame", () => {
  const darkThrone = DEMO_GAMES.find((game) => game.slug === "dark-throne");

  it("answers a game by slug with everything its page shows", async () => {
    expect(darkThrone).toBeDefined();
    const game = await getOk("getGame", "/api/game/dark-throne");
    expect(game).toMatchObject({
      slug: "dark-throne",
      name: darkThrone?.name,
      tagline: darkThrone?.tagline,
      description: darkThrone?.description,
      developer: darkThrone?.developer,
      genres: darkThrone?.genres,
      platforms: darkThrone?.platforms,
      networks: darkThrone?.networks,
      loginMethods: darkThrone?.loginMethods,
      websiteUrl: darkThrone?.websiteUrl,
      releasedOn: darkThrone?.releasedOn,
      featured: darkThrone?.featured,
      images: {
        cover: "/media/games/dark-throne-cover.svg",
        banner: "/media/games/dark-throne-banner.svg",
        icon: "/media/games/dark-throne-icon.svg",
      },
    });
  });

  it("answers the same game by numeric id", async () => {
    const bySlug = await getOk("getGame", "/api/game/colexion");
    const byId = await getOk("getGame", `/api/game/${bySlug.id}`);
    expect(byId).toEqual(bySlug);
  });

  it.each(["no-such-game", "999999", "2147483648"])("answers 404 GameNotFound for %s", async (key) => {
    const response = await seeded.app.inject({ url: `/api/game/${key}` });
    const problem = expectProblem(response, 404, "GameNotFound");
    expect(problem["gameId"]).toBe(key);
    expect(problem.instance).toBe(`/api/game/${key}`);
    expect(contractResponse("getGame", 404).validate(problem)).toEqual([]);
  });

  it("rejects a key that is neither an id nor a slug with a 400 naming the path field", async () => {
    const response = await seeded.app.inject({ url: "/api/game/Not_A_Slug" });
    expect(validationFields(response)).toEqual(["path:id"]);
    expect(contractResponse("getGame", 400).validate(response.json())).toEqual([]);
  });
});

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe("listGameGenres", () => {
  it("lists the 35 genres of the domain and of the contract, in order", async () => {
    const { items } = await getOk("listGameGenres", "/api/game-genre");
    const names = items.map((genre) => genre.name);
    expect(names).toHaveLength(35);
    expect(names).toEqual([...GAME_GENRES]);
    expect(names).toEqual(contractEnum("GameGenre"));
    expect(new Set(items.map((genre) => genre.id)).size).toBe(35);
    expect(new Set(items.map((genre) => genre.slug)).size).toBe(35);
    expect(items.find((genre) => genre.name === "Battle Royale")?.slug).toBe("battle-royale");
    expect(items.find((genre) => genre.name === "Play-to-Earn")?.slug).toBe("play-to-earn");
  });

  it("counts the games of each genre", async () => {
    const { items } = await getOk("listGameGenres", "/api/game-genre");
    const expected = countBy(DEMO_GAMES.flatMap((game) => game.genres));
    for (const genre of items) expect(genre.gameCount, genre.name).toBe(expected.get(genre.name) ?? 0);
  });
});

describe("listGamePlatforms and listGameNetworks", () => {
  it("lists every platform of the domain and of the contract, with counts that add up", async () => {
    const { items } = await getOk("listGamePlatforms", "/api/game-platform");
    expect(items.map((platform) => platform.name)).toEqual([...GAME_PLATFORMS]);
    expect(items.map((platform) => platform.name)).toEqual(contractEnum("GamePlatform"));
    const expected = countBy(DEMO_GAMES.flatMap((game) => game.platforms));
    for (const platform of items)
      expect(platform.gameCount, platform.name).toBe(expected.get(platform.name) ?? 0);
    const total = items.reduce((sum, platform) => sum + platform.gameCount, 0);
    expect(total).toBe(DEMO_GAMES.reduce((sum, game) => sum + game.platforms.length, 0));
  });

  it("counts match what filtering by each platform lists", async () => {
    const { items } = await getOk("listGamePlatforms", "/api/game-platform");
    for (const platform of items) {
      const page = await getOk("listGames", `/api/game?platform=${platform.name}&pageLimit=1`);
      expect(page.page.total, platform.name).toBe(platform.gameCount);
    }
  });

  it("lists every network of the domain and of the contract, with counts that add up", async () => {
    const { items } = await getOk("listGameNetworks", "/api/game-network");
    expect(items.map((network) => network.name)).toEqual([...GAME_NETWORKS]);
    expect(items.map((network) => network.name)).toEqual(contractEnum("GameNetwork"));
    const expected = countBy(DEMO_GAMES.flatMap((game) => game.networks));
    for (const network of items)
      expect(network.gameCount, network.name).toBe(expected.get(network.name) ?? 0);
    const total = items.reduce((sum, network) => sum + network.gameCount, 0);
    expect(total).toBe(DEMO_GAMES.reduce((sum, game) => sum + game.networks.length, 0));
  });
});

describe("getGameFilters", () => {
  it("answers the genre, platform and network lists together", async () => {
    const filters = await getOk("getGameFilters", "/api/game/filter");
    expect(filters).toEqual({
      genres: (await getOk("listGameGenres", "/api/game-genre")).items,
      platforms: (await getOk("listGamePlatforms", "/api/game-platform")).items,
      networks: (await getOk("listGameNetworks", "/api/game-network")).items,
    });
    expect(filters.genres.find((genre) => genre.name === "Sports")?.gameCount).toBe(
      DEMO_GAMES.filter((game) => game.genres.includes("Sports")).length,
    );
  });
});

describe("an empty catalogue", () => {
  let empty: TestApp;

  beforeAll(async () => {
    empty = await createTestApp({ seedDemoData: false });
  });

  afterAll(async () => {
    await empty.app.close();
  });

  it("lists no games but still every genre, platform and network, each with no games", async () => {
    expect(await getOk("listGames", "/api/game", empty)).toEqual({
      items: [],
      page: { pageOffset: 0, pageLimit: 20, total: 0 },
    });
    const filters = await getOk("getGameFilters", "/api/game/filter", empty);
    expect(filters.genres.map((genre) => genre.name)).toEqual([...GAME_GENRES]);
    expect(filters.platforms.map((platform) => platform.name)).toEqual([...GAME_PLATFORMS]);
    expect(filters.networks.map((network) => network.name)).toEqual([...GAME_NETWORKS]);
    const counts = [...filters.genres, ...filters.platforms, ...filters.networks].map(
      (entry) => entry.gameCount,
    );
    expect(new Set(counts)).toEqual(new Set([0]));
  });

  it("answers 404 for a seeded slug", async () => {
    expectProblem(await empty.app.inject({ url: "/api/game/dark-throne" }), 404, "GameNotFound");
  });
});
