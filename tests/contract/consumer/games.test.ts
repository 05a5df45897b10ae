/**
 * The game catalogue as the site calls it: the real request functions of the games feature, through the real
 * API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { gameRequests } from "@/web/features/games/api/games-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  createKleosWebPact,
  gamePageShape,
  gameShape,
  genre,
  platform,
  network,
  slug,
  problemShape,
} from "./kleos-web-pact";

const { eachLike, integer } = MatchersV3;

const pact = createKleosWebPact();

describe("the game catalogue", () => {
  it("lists the first page of games", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the first page of games")
      .withRequest("GET", "/api/game", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(gamePageShape(20)))
      .executeTest(async (mockServer) => {
        const page = await gameRequests.listGames(createApiClient({ baseUrl: mockServer.url }), {
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 26 });
        expect(page.items).toHaveLength(1);
        expect(page.items[0]).toMatchObject({ slug: "dark-throne", name: "Dark Throne", genres: ["RPG"] });
      });
  });

  it("lists the featured games of the home page", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the featured games")
      .withRequest("GET", "/api/game", (request) =>
        request.headers(SITE_HEADERS).query({ featured: "true", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(gamePageShape(8)))
      .executeTest(async (mockServer) => {
        const page = await gameRequests.listGames(createApiClient({ baseUrl: mockServer.url }), {
          featured: true,
          pageLimit: 8,
        });
        expect(page.page.pageLimit).toBe(8);
        expect(page.items[0]?.featured).toBe(true);
      });
  });

  it("lists games filtered by genres and a platform, each value a repeated query parameter", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for RPG or MOBA games that run on Android")
      .withRequest("GET", "/api/game", (request) =>
        request.headers(SITE_HEADERS).query({
          pageOffset: "0",
          pageLimit: "20",
          genre: ["RPG", "MOBA"],
          platform: ["Android"],
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(gamePageShape(20)))
      .executeTest(async (mockServer) => {
        const page = await gameRequests.listGames(createApiClient({ baseUrl: mockServer.url }), {
          pageOffset: 0,
          pageLimit: 20,
          genre: ["RPG", "MOBA"],
          platform: ["Android"],
        });
        expect(page.items[0]).toMatchObject({ genres: ["RPG"], platforms: ["Android"] });
      });
  });

  it("lists games matching a search", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for games matching the search dark")
      .withRequest("GET", "/api/game", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "20", search: "dark" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(gamePageShape(20)))
      .executeTest(async (mockServer) => {
        const page = await gameRequests.listGames(createApiClient({ baseUrl: mockServer.url }), {
          pageOffset: 0,
          pageLimit: 20,
          search: "dark",
        });
        expect(page.items[0]?.name).toBe("Dark Throne");
      });
  });

  it("gets a game by its slug", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game dark-throne")
      .withRequest("GET", "/api/game/dark-throne", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(gameShape))
      .executeTest(async (mockServer) => {
        const game = await gameRequests.getGame(
          createApiClient({ baseUrl: mockServer.url }),
          "dark-throne",
          "en",
        );
        expect(game).toMatchObject({
          slug: "dark-throne",
          name: "Dark Throne",
          websiteUrl: "https://darkthrone.gg",
          releasedOn: "2023-06-09",
          loginMethods: ["IN_GAME_USER_ID"],
        });
        expect(Object.keys(game.images).sort()).toEqual(["banner", "cover", "icon"]);
      });
  });

  const darkThroneInHindi = {
    name: "डार्क थ्रोन",
    tagline: "डार्क-फ़ैंटेसी एक्शन RPG में सिंहासन पर कब्ज़ा करो",
    description:
      "दोस्तों के साथ शापित कालकोठरियों में लड़ते हुए आगे बढ़ो, बॉस से मिले सामान से हथियार गढ़ो और अपने गिल्ड को डार्क थ्रोन सीज़न लैडर में सबसे ऊपर ले जाओ।",
  };

  it("gets a game's name, tagline and description in the display language an admin wrote them in", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game dark-throne in Hindi")
      .withRequest("GET", "/api/game/dark-throne", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "hi" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...gameShape, ...darkThroneInHindi }))
      .executeTest(async (mockServer) => {
        const game = await gameRequests.getGame(
          createApiClient({ baseUrl: mockServer.url }),
          "dark-throne",
          "hi",
        );
        expect(game).toMatchObject({ slug: "dark-throne", ...darkThroneInHindi });
      });
  });

  it("gets each of a game's texts in the reader's base language, else in English", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game dark-throne in Brazilian Portuguese")
      .withRequest("GET", "/api/game/dark-throne", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "pt-BR" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...gameShape,
          // Admins wrote a Portuguese tagline and description, and no Portuguese name.
          name: "Dark Throne",
          tagline: "Conquiste o trono em um RPG de ação de fantasia sombria",
          description:
            "Enfrente masmorras amaldiçoadas com os amigos, forje equipamentos com os espólios dos chefes e leve sua guilda ao topo do ranking da temporada de Dark Throne.",
        }),
      )
      .executeTest(async (mockServer) => {
        const game = await gameRequests.getGame(
          createApiClient({ baseUrl: mockServer.url }),
          "dark-throne",
          "pt-BR",
        );
        expect(game.name).toBe("Dark Throne");
        expect(game.description).toMatch(/^Enfrente masmorras/);
      });
  });

  it("is told with a GameNotFound problem when a game does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.noSuchGame)
      .uponReceiving("a request for the game no-such-game")
      .withRequest("GET", "/api/game/no-such-game", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "GameNotFound", "Game not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await gameRequests
          .getGame(createApiClient({ baseUrl: mockServer.url }), "no-such-game", "en")
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "GameNotFound", status: 404 } });
      });
  });

  it("gets the filter options with their game counts", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the catalogue's filter options")
      .withRequest("GET", "/api/game/filter", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          genres: eachLike({ id: integer(2), name: genre("RPG"), slug: slug("rpg"), gameCount: integer(4) }),
          platforms: eachLike({ name: platform("Android"), gameCount: integer(12) }),
          networks: eachLike({ name: network("Polygon"), gameCount: integer(7) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const filters = await gameRequests.getGameFilters(createApiClient({ baseUrl: mockServer.url }));
        expect(filters.genres[0]).toEqual({ id: 2, name: "RPG", slug: "rpg", gameCount: 4 });
        expect(filters.platforms[0]).toEqual({ name: "Android", gameCount: 12 });
        expect(filters.networks[0]).toEqual({ name: "Polygon", gameCount: 7 });
      });
  });

  it("lists every genre with how many games have it", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game genres")
      .withRequest("GET", "/api/game-genre", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({ id: integer(1), name: genre("RPG"), slug: slug("rpg"), gameCount: integer(3) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const genres = await gameRequests.listGameGenres(createApiClient({ baseUrl: mockServer.url }));
        expect(genres.items[0]).toMatchObject({ name: "RPG", slug: "rpg" });
      });
  });

  it("lists every platform with how many games run on it", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game platforms")
      .withRequest("GET", "/api/game-platform", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ items: eachLike({ name: platform("Android"), gameCount: integer(12) }) }),
      )
      .executeTest(async (mockServer) => {
        const platforms = await gameRequests.listGamePlatforms(createApiClient({ baseUrl: mockServer.url }));
        expect(platforms.items[0]?.name).toBe("Android");
      });
  });

  it("lists every network with how many games use it", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game networks")
      .withRequest("GET", "/api/game-network", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ items: eachLike({ name: network("Polygon"), gameCount: integer(4) }) }),
      )
      .executeTest(async (mockServer) => {
        const networks = await gameRequests.listGameNetworks(createApiClient({ baseUrl: mockServer.url }));
        expect(networks.items[0]?.name).toBe("Polygon");
      });
  });
});
