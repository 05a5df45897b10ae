/**
 * The Klash arena and the promotion overlay as the site calls them, through the features' own request functions
 * and the real API client, against Pact's mock server: the arena's games, the arena redirect through the
 * handoff, the waitlist sign-up, and the overlay status. What the page branches on (status, provider, reason) is
 * a closed vocabulary; ids, names and instants are matched by kind.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { klashRequests } from "@/web/features/klash/api/klash-api";
import { overlayRequests } from "@/web/features/promotion/api/overlay-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
  slug,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const EXAMPLE_GAME_ID = 6;
const EXAMPLE_COMING_ID = 4;

const arenaGameShape = {
  gameId: integer(6),
  slug: slug("desert-drop"),
  name: string("Desert Drop"),
  tagline: string("Drop in, loot fast, last one standing"),
  images: {
    cover: string("/media/games/desert-drop-cover.svg"),
    icon: string("/media/games/desert-drop-icon.svg"),
  },
  provider: regex("^GAMERJI$", "GAMERJI"),
  providerGameId: string("gj-desert-drop"),
  status: regex("^(LIVE|COMING_SOON)$", "LIVE"),
  arenaUsername: null,
  onWaitlist: boolean(false),
};

describe("klash", () => {
  it("lists the arena's games for a guest", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a guest's request for the arena's games")
      .withRequest("GET", "/api/klash/games", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(arenaGameShape) }))
      .executeTest(async (mockServer) => {
        const { items } = await klashRequests.listArenaGames(createApiClient({ baseUrl: mockServer.url }));
        expect(items[0]).toMatchObject({ provider: "GAMERJI", arenaUsername: null, onWaitlist: false });
      });
  });

  it("gets an arena link with the Kleos game id and a handoff code for a gamer with an arena username", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithArenaUsername)
      .uponReceiving("a gamer's request for the arena link of a live game")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/klash/games/${gameId}/redirect-url",
          `/api/klash/games/${EXAMPLE_GAME_ID}/redirect-url`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          redirectUrl: regex(
            "^https?://[^?#]+\\?(?=.*\\bcode=[A-Za-z0-9_-]{43}\\b)(?=.*\\bKleosGameID=\\d+\\b).*$",
            "http://127.0.0.1:3000/dev/klash-arena?code=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde&KleosGameID=6",
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const { redirectUrl } = await klashRequests.getArenaRedirectUrl(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_GAME_ID,
        );
        expect(new URL(redirectUrl).searchParams.get("KleosGameID")).toBe(String(EXAMPLE_GAME_ID));
      });
  });

  it("signs a gamer up for a coming game's waitlist", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithArenaUsername)
      .uponReceiving("a gamer's first waitlist sign-up for a coming arena game")
      .withRequest(
        "POST",
        fromProviderState(
          "/api/klash/games/${comingGameId}/waitlist",
          `/api/klash/games/${EXAMPLE_COMING_ID}/waitlist`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          gameId: integer(EXAMPLE_COMING_ID),
          joinedAt: instant("2026-11-27T10:00:00.000Z"),
          alreadyJoined: false,
        }),
      )
      .executeTest(async (mockServer) => {
        const entry = await klashRequests.joinArenaWaitlist(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_COMING_ID,
        );
        expect(entry.alreadyJoined).toBe(false);
      });
  });

  const arenaMetadataShape = {
    gameId: integer(EXAMPLE_GAME_ID),
    slug: slug("desert-drop"),
    name: string("Desert Drop"),
    provider: regex("^GAMERJI$", "GAMERJI"),
    providerGameId: string("gj-desert-drop"),
    status: regex("^(LIVE|COMING_SOON)$", "LIVE"),
  };

  it("gets a game's arena metadata by its Kleos game id", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithArenaUsername)
      .uponReceiving("a request for the GAMERJI metadata of a Kleos game")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/game/games-metadata/${gameId}/GAMERJI",
          `/api/game/games-metadata/${EXAMPLE_GAME_ID}/GAMERJI`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) => response.jsonBody(arenaMetadataShape))
      .executeTest(async (mockServer) => {
        const metadata = await klashRequests.getGameArenaMetadata(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_GAME_ID,
        );
        expect(metadata).toMatchObject({ slug: "desert-drop", provider: "GAMERJI", status: "LIVE" });
      });
  });

  it("finds the Kleos game behind the arena's own game id", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game behind the GAMERJI id gj-desert-drop")
      .withRequest("GET", "/api/game/games-metadata/by-provider-game-id/gj-desert-drop", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...arenaMetadataShape, providerGameId: "gj-desert-drop" }),
      )
      .executeTest(async (mockServer) => {
        const metadata = await klashRequests.getGameMetadataByProviderGameId(
          createApiClient({ baseUrl: mockServer.url }),
          "gj-desert-drop",
        );
        expect(metadata).toMatchObject({ slug: "desert-drop", providerGameId: "gj-desert-drop" });
      });
  });

  it("is told with an ArenaGameNotFound problem for an arena id no game has", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the game behind the GAMERJI id gj-no-such-game")
      .withRequest("GET", "/api/game/games-metadata/by-provider-game-id/gj-no-such-game", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "ArenaGameNotFound", "Arena game not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await klashRequests
          .getGameMetadataByProviderGameId(createApiClient({ baseUrl: mockServer.url }), "gj-no-such-game")
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 404, problem: { code: "ArenaGameNotFound" } });
      });
  });

  it("asks whether to show the promotion overlay", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer's request for the promotion overlay's status, with nothing scheduled")
      .withRequest("GET", "/api/overlay/overlay-status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          show: false,
          showAt: null,
          reason: regex("^(NOT_SCHEDULED|HAS_CLAN|SCHEDULED)$", "NOT_SCHEDULED"),
        }),
      )
      .executeTest(async (mockServer) => {
        const status = await overlayRequests.getOverlayStatus(createApiClient({ baseUrl: mockServer.url }));
        expect(status.show).toBe(false);
      });
  });
});
