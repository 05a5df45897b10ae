/**
 * Tournaments as the site calls them: the Upcoming tab's list through the tournaments feature's own request
 * function, the real API client, against Pact's mock server. What the page branches on is fixed as a closed
 * vocabulary (status, format, currency); ids, instants, names and numbers are matched by kind.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { tournamentRequests } from "@/web/features/tournaments/api/tournaments-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  slug,
  uuid,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

/** An upcoming tournament as a card shows it (TournamentSummary). */
const upcomingTournamentShape = {
  id: uuid("22222222-2222-4222-8222-000000000001"),
  slug: slug("kabaddi-kings-open-cup"),
  title: string("Kabaddi Kings Open Cup"),
  game: {
    id: integer(4),
    name: string("Kabaddi Kings"),
    slug: slug("kabaddi-kings"),
    iconImage: string("/media/games/kabaddi-kings-icon.svg"),
  },
  format: regex("^(SOLO|DUO|SQUAD)$", "SOLO"),
  status: regex("^PUBLISHED$", "PUBLISHED"),
  registrationOpensAt: instant("2026-03-01T10:00:00.000Z"),
  registrationClosesAt: instant("2026-03-06T10:00:00.000Z"),
  startsAt: instant("2026-03-07T10:00:00.000Z"),
  endsAt: instant("2026-03-07T14:00:00.000Z"),
  registrationOpen: boolean(true),
  capacity: integer(64),
  registeredCount: integer(0),
  prizePool: eachLike({
    currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KCASH"),
    amount: integer(850_000),
    decimals: integer(2),
  }),
};

describe("tournaments", () => {
  it("lists the upcoming tournaments of the Upcoming tab", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoTournaments)
      .uponReceiving("a request for the first page of upcoming tournaments")
      .withRequest("GET", "/api/tournaments", (request) =>
        request.headers(SITE_HEADERS).query({ status: "PUBLISHED", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(upcomingTournamentShape),
          page: { pageOffset: integer(0), pageLimit: integer(20), total: integer(3) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await tournamentRequests.listTournaments(createApiClient({ baseUrl: mockServer.url }), {
          statuses: ["PUBLISHED"],
          gameId: undefined,
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 3 });
        expect(page.items[0]).toMatchObject({
          status: "PUBLISHED",
          registrationOpen: true,
          game: { slug: "kabaddi-kings" },
          prizePool: [{ currency: "KCASH", amount: 850_000, decimals: 2 }],
        });
      });
  });
});

const EXAMPLE_TOURNAMENT_ID = "22222222-2222-4222-8222-000000000009";
const EXAMPLE_USER_ID = "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10";
const UNKNOWN_TOURNAMENT_ID = "00000000-0000-4000-8000-000000000000";

/** The path of the tournament the provider state made. */
const tournamentPath = (rest = "") =>
  fromProviderState(
    `/api/tournaments/\${tournamentId}${rest}`,
    `/api/tournaments/${EXAMPLE_TOURNAMENT_ID}${rest}`,
  );
const resultsPath = fromProviderState(
  "/api/admin/tournaments/${tournamentId}/results",
  `/api/admin/tournaments/${EXAMPLE_TOURNAMENT_ID}/results`,
);

const currencyAmount = {
  currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KCASH"),
  amount: integer(10_000),
  decimals: integer(2),
};

const inGameIdShape = {
  loginMethod: regex(
    "^(USER_NAME|IN_GAME_EMAIL|IN_GAME_WALLET|IN_GAME_USER_ID|BROWSER_EXTENSION_WALLET|SOLANA_WALLET|STEAM_ID)$",
    "IN_GAME_USER_ID",
  ),
  value: string("NightOwl77"),
};

const seatShape = (registered: boolean, registeredCount: number, inGameId: unknown) => ({
  tournamentId: uuid(EXAMPLE_TOURNAMENT_ID),
  registered,
  registeredCount: integer(registeredCount),
  capacity: integer(8),
  inGameId,
});

const failureOf = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

const client = (url: string) => createApiClient({ baseUrl: url });

describe("a tournament's page", () => {
  it("reads the detail of a tournament open for registration", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerAndOpenTournament)
      .uponReceiving("a request for the detail of a tournament open for registration")
      .withRequest("GET", tournamentPath(), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...upcomingTournamentShape,
          id: uuid(EXAMPLE_TOURNAMENT_ID),
          registrationOpen: true,
          capacity: integer(8),
          description: string("A tournament made by a test"),
          prizes: eachLike({ rank: integer(1), ...currencyAmount }),
          registered: false,
          inGameId: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const tournament = await tournamentRequests.getTournament(
          client(mockServer.url),
          EXAMPLE_TOURNAMENT_ID,
        );
        expect(tournament).toMatchObject({ status: "PUBLISHED", registrationOpen: true, registered: false });
        expect(tournament.prizes[0]?.rank).toBe(1);
      });
  });

  it("is told a tournament does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoTournaments)
      .uponReceiving("a request for the detail of a tournament nobody made")
      .withRequest("GET", `/api/tournaments/${UNKNOWN_TOURNAMENT_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "TournamentNotFound", "No such tournament")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          tournamentRequests.getTournament(client(mockServer.url), UNKNOWN_TOURNAMENT_ID),
        );
        expect(failure.status).toBe(404);
      });
  });

  it("reads the standings: the registered players, unranked before the results", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerRegisteredForOpenTournament)
      .uponReceiving("a request for the standings of a tournament with one registered player")
      .withRequest("GET", tournamentPath("/standings"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          tournamentId: uuid(EXAMPLE_TOURNAMENT_ID),
          status: "PUBLISHED",
          final: false,
          items: eachLike({
            rank: null,
            registeredAt: instant("2026-03-02T10:00:00.000Z"),
            prize: null,
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const standings = await tournamentRequests.getTournamentStandings(
          client(mockServer.url),
          EXAMPLE_TOURNAMENT_ID,
        );
        expect(standings.final).toBe(false);
        expect(standings.items[0]?.rank).toBeNull();
      });
  });

  it("registers a gamer with an in-game id for the game", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerReadyForOpenTournament)
      .uponReceiving("a registration for an open tournament by a gamer with an in-game id")
      .withRequest("POST", tournamentPath("/registrations"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(201, (response) => response.jsonBody(seatShape(true, 1, inGameIdShape)))
      .executeTest(async (mockServer) => {
        const seat = await tournamentRequests.createTournamentRegistration(
          client(mockServer.url),
          EXAMPLE_TOURNAMENT_ID,
        );
        expect(seat).toMatchObject({ registered: true, registeredCount: 1 });
        expect(seat.inGameId?.value).toBe("NightOwl77");
      });
  });

  it("is asked for an in-game id before registering", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerAndOpenTournament)
      .uponReceiving("a registration for an open tournament by a gamer with no in-game id for its game")
      .withRequest("POST", tournamentPath("/registrations"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(422, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(422, "TournamentGameAccountRequired", "Add your in-game id"),
          gameId: integer(3),
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          tournamentRequests.createTournamentRegistration(client(mockServer.url), EXAMPLE_TOURNAMENT_ID),
        );
        expect(failure).toMatchObject({ status: 422, problem: { code: "TournamentGameAccountRequired" } });
      });
  });

  it("is told the gamer already holds a seat", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerRegisteredForOpenTournament)
      .uponReceiving("a second registration for the same tournament")
      .withRequest("POST", tournamentPath("/registrations"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "AlreadyRegistered", "Already registered")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          tournamentRequests.createTournamentRegistration(client(mockServer.url), EXAMPLE_TOURNAMENT_ID),
        );
        expect(failure).toMatchObject({ status: 409, problem: { code: "AlreadyRegistered" } });
      });
  });

  it("gives the seat back before the start", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerRegisteredForOpenTournament)
      .uponReceiving("a withdrawal from an open tournament by a registered gamer")
      .withRequest("DELETE", tournamentPath("/registrations/me"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(seatShape(false, 0, inGameIdShape)))
      .executeTest(async (mockServer) => {
        const seat = await tournamentRequests.deleteTournamentRegistration(
          client(mockServer.url),
          EXAMPLE_TOURNAMENT_ID,
        );
        expect(seat).toMatchObject({ registered: false, registeredCount: 0 });
      });
  });

  it("is told there is no seat to give back", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerAndOpenTournament)
      .uponReceiving("a withdrawal from an open tournament by a gamer who holds no seat")
      .withRequest("DELETE", tournamentPath("/registrations/me"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "TournamentRegistrationNotFound", "Not registered")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          tournamentRequests.deleteTournamentRegistration(client(mockServer.url), EXAMPLE_TOURNAMENT_ID),
        );
        expect(failure).toMatchObject({ status: 404, problem: { code: "TournamentRegistrationNotFound" } });
      });
  });
});

describe("an admin's tournament results", () => {
  const placements = [{ userId: EXAMPLE_USER_ID, rank: 1 }];

  it("records the final ranks of a concluded tournament", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithConcludedTournament)
      .uponReceiving("the results of a concluded tournament with one player")
      .withRequest("POST", resultsPath, (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          placements: [{ userId: fromProviderState("${userId}", EXAMPLE_USER_ID), rank: 1 }],
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          tournamentId: uuid(EXAMPLE_TOURNAMENT_ID),
          status: "COMPLETED",
          final: true,
          items: eachLike({
            userId: uuid(EXAMPLE_USER_ID),
            rank: 1,
            registeredAt: instant("2026-03-02T10:00:00.000Z"),
            prize: { rank: 1, ...currencyAmount },
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const standings = await tournamentRequests.createTournamentResults(
          client(mockServer.url),
          EXAMPLE_TOURNAMENT_ID,
          placements,
        );
        expect(standings).toMatchObject({ status: "COMPLETED", final: true });
        expect(standings.items[0]?.prize?.amount).toBe(10_000);
      });
  });

  it("is refused results before the tournament has ended", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithOpenTournament)
      .uponReceiving("the results of a tournament still open for registration")
      .withRequest("POST", resultsPath, (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          placements: [{ userId: fromProviderState("${userId}", EXAMPLE_USER_ID), rank: 1 }],
        }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "TournamentNotConcluded", "Not concluded")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          tournamentRequests.createTournamentResults(
            client(mockServer.url),
            EXAMPLE_TOURNAMENT_ID,
            placements,
          ),
        );
        expect(failure).toMatchObject({ status: 409, problem: { code: "TournamentNotConcluded" } });
      });
  });
});
