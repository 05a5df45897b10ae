/**
 * The platform leaderboards as the site calls them, through the leaderboards feature's own request functions and
 * the real API client, against Pact's mock server: the boards of a status tab, the current board of each clan scope
 * on /pog/leaderboard, a partner's clan board on its game's page, a clan's standing on its page, a board's page of
 * ranks and "where am I"; and the admin console's list of boards of one kind, its read of one board and its
 * changes to a board (through the admin feature's request functions). Closed vocabularies (kind, status, the tie
 * rule, currencies, a refusal's reason, a clan's emblem) are fixed; ids, instants, names and numbers are matched by
 * kind. A gamer's row wears no clan emblem (null); a clan's row wears its own.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { CLAN_EMBLEMS } from "@/domain/clans/clan-rules";
import type { V4ResponseBuilder } from "@pact-foundation/pact/src/v4/http/types";
import { describe, expect, it } from "vitest";
import {
  adminRequests,
  LEADERBOARDS_PAGE_LIMIT,
  type LeaderboardChanges,
  type LeaderboardInput,
} from "@/web/features/admin/api/admin-api";
import { leaderboardRequests } from "@/web/features/leaderboards/api/leaderboards-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { PARTNER_BOARD_REF, STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  uuid,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const STATUSES = "^(PUBLISHED|LIVE|CONCLUDED|COMPLETED)$";
/** A clan's emblem, the name its picture is drawn from (`getClanImage`). */
const EMBLEMS = `^(${CLAN_EMBLEMS.join("|")})$`;

const pact = createKleosWebPact();

const EXAMPLE_ID = "33333333-3333-4333-8333-000000000001";

const boardShape = (kind: string, title: string) => ({
  id: uuid(EXAMPLE_ID),
  title: string(title),
  kind: regex("^(GAMER|CLAN|CLAN_CHIEF|PARTNER_CLAN)$", kind),
  scoreSource: regex("^(KPOINTS_EARNED|QUESTS_COMPLETED|CAMPAIGN_POINTS)$", "KPOINTS_EARNED"),
  status: regex("^LIVE$", "LIVE"),
  seasonStartsAt: instant("2026-03-01T10:00:00.000Z"),
  seasonEndsAt: instant("2026-03-31T10:00:00.000Z"),
  prizeTiers: eachLike({
    fromRank: integer(1),
    toRank: integer(1),
    currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KCASH"),
    amount: integer(500_000),
  }),
  participantCount: integer(12),
  ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
});

const boardPath = (rest: string) =>
  fromProviderState(
    `/api/platform-centralized-leaderboard/leaderboards/\${leaderboardId}${rest}`,
    `/api/platform-centralized-leaderboard/leaderboards/${EXAMPLE_ID}${rest}`,
  );

const client = (baseUrl: string) => createApiClient({ baseUrl });

const problemAnswer = (status: number, code: string, title: string) => (response: V4ResponseBuilder) =>
  response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(problemShape(status, code, title));

/** A row of a clan board: a clan, with the emblem it wears (every demo clan wears one). */
const clanRowShape = {
  rank: integer(1),
  participantId: string("12"),
  name: string("Mumbai Titans"),
  score: integer(40),
  isMe: boolean(false),
  clanLogo: regex(EMBLEMS, "dragon"),
};

describe("leaderboards", () => {
  it("lists the live boards of the Live tab", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoLeaderboards)
      .uponReceiving("a request for the first page of live leaderboards")
      .withRequest("GET", "/api/platform-centralized-leaderboard/leaderboards/by-status", (request) =>
        request.headers(SITE_HEADERS).query({ status: "LIVE", pageOffset: "0", pageLimit: "12" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(boardShape("GAMER", "Kleos Season Sprint")),
          page: { pageOffset: integer(0), pageLimit: integer(12), total: integer(2) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await leaderboardRequests.listLeaderboardsByStatus(client(mockServer.url), {
          statuses: ["LIVE"],
          pageOffset: 0,
          pageLimit: 12,
        });
        expect(page.items[0]).toMatchObject({ status: "LIVE", ties: { ranking: "STANDARD_COMPETITION" } });
      });
  });

  it("lists the boards of one kind, live ones first, as the admin console narrows them", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoLeaderboards)
      .uponReceiving("a request for the first page of leaderboards of the clan kind")
      .withRequest("GET", "/api/platform-centralized-leaderboard/leaderboards", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ pageOffset: "0", pageLimit: String(LEADERBOARDS_PAGE_LIMIT), kind: "CLAN" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(boardShape("CLAN", "Global Clans Cup")),
          page: { pageOffset: integer(0), pageLimit: integer(LEADERBOARDS_PAGE_LIMIT), total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await adminRequests.listLeaderboards(client(mockServer.url), {
          pageOffset: 0,
          kind: "CLAN",
        });
        expect(page.items[0]?.kind).toBe("CLAN");
      });
  });

  it("reads a board that has not started, for the admin's editor", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithUpcomingBoard)
      .uponReceiving("a request for an upcoming board without its ranks")
      .withRequest("GET", boardPath(""), (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "1" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          leaderboard: {
            ...boardShape("GAMER", "Monsoon Sprint"),
            status: "PUBLISHED",
            seasonStartsAt: instant("2031-02-01T10:00:00.000Z"),
            seasonEndsAt: instant("2031-02-28T10:00:00.000Z"),
            participantCount: integer(0),
          },
          items: [],
          page: { pageOffset: integer(0), pageLimit: integer(1), total: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const board = await adminRequests.getLeaderboard(client(mockServer.url), EXAMPLE_ID);
        expect(board).toMatchObject({ status: "PUBLISHED", title: "Monsoon Sprint" });
      });
  });

  it("shows a board with the first of its ranks", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInLiveSeason)
      .uponReceiving("a request for the top rank of the live gamer season")
      .withRequest("GET", boardPath(""), (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "1" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          leaderboard: boardShape("GAMER", "Kleos Season Sprint"),
          items: eachLike({
            rank: integer(1),
            participantId: string("5a1b2c3d-0000-4000-8000-000000000001"),
            name: string("ace"),
            score: integer(900),
            prize: { currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KCASH"), amount: integer(500_000) },
            isMe: boolean(false),
            // Gamers wear no clan emblem.
            clanLogo: null,
          }),
          page: { pageOffset: integer(0), pageLimit: integer(1), total: integer(5) },
        }),
      )
      .executeTest(async (mockServer) => {
        const ranks = await leaderboardRequests.getLeaderboard(client(mockServer.url), {
          leaderboardId: EXAMPLE_ID,
          pageOffset: 0,
          pageLimit: 1,
        });
        expect(ranks.items[0]).toMatchObject({ rank: 1, clanLogo: null });
        expect(ranks.leaderboard.kind).toBe("GAMER");
      });
  });

  it("answers a gamer with a score where they stand", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInLiveSeason)
      .uponReceiving("a request for the signed-in gamer's standing on the live gamer season")
      .withRequest("GET", boardPath("/me"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          leaderboardId: uuid(EXAMPLE_ID),
          participantId: string("5a1b2c3d-0000-4000-8000-000000000002"),
          rank: integer(4),
          score: integer(70),
          clanLogo: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const standing = await leaderboardRequests.getMyLeaderboardStanding(
          client(mockServer.url),
          EXAMPLE_ID,
        );
        expect(standing).toMatchObject({ rank: 4, score: 70, clanLogo: null });
      });
  });

  it("lets an admin create a board that scores the quests gamers complete", async () => {
    const input: LeaderboardInput = {
      title: "Quest Masters of 2031",
      kind: "GAMER",
      scoreSource: "QUESTS_COMPLETED",
      seasonStartsAt: "2031-01-01T10:00:00.000Z",
      seasonEndsAt: "2031-01-31T10:00:00.000Z",
      prizeTiers: [{ fromRank: 1, toRank: 5, currency: "KCASH", amount: 25_050 }],
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's new quests-completed leaderboard")
      .withRequest("POST", "/api/admin/leaderboards", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...boardShape("GAMER", input.title),
          scoreSource: "QUESTS_COMPLETED",
          status: "PUBLISHED",
          seasonStartsAt: instant(input.seasonStartsAt),
          seasonEndsAt: instant(input.seasonEndsAt),
          prizeTiers: [{ fromRank: 1, toRank: 5, currency: "KCASH", amount: 25_050 }],
          participantCount: 0,
        }),
      )
      .executeTest(async (mockServer) => {
        const board = await adminRequests.createLeaderboard(client(mockServer.url), input);
        expect(board).toMatchObject({ scoreSource: "QUESTS_COMPLETED", status: "PUBLISHED" });
      });
  });

  it.each([
    { scope: "CLAN", path: "clan", title: "Global Clans Cup" },
    { scope: "CLAN_CHIEF", path: "clan-chief", title: "Chiefs' Crown" },
    { scope: "PARTNER_CLAN", path: "partner-clan", title: "Dark Throne Clan Clash" },
  ] as const)(
    "lists the $scope boards at their own address, live ones first",
    async ({ scope, path, title }) => {
      await pact
        .addInteraction()
        .given(STATES.clanBoardsOfEveryScope)
        .uponReceiving(`a request for the current ${scope} leaderboard`)
        .withRequest("GET", `/api/platform-centralized-leaderboard/leaderboards/${path}`, (request) =>
          request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "1" }),
        )
        .willRespondWith(200, (response) =>
          response.jsonBody({
            items: eachLike({
              ...boardShape(scope, title),
              kind: scope,
              status: regex(STATUSES, "LIVE"),
            }),
            page: { pageOffset: integer(0), pageLimit: integer(1), total: integer(1) },
          }),
        )
        .executeTest(async (mockServer) => {
          const page = await leaderboardRequests.listBoardsOfScope(client(mockServer.url), scope, {
            pageOffset: 0,
            pageLimit: 1,
          });
          expect(page.items[0]?.kind).toBe(scope);
        });
    },
  );

  it("shows a partner's clan board, found by the partner it names", async () => {
    await pact
      .addInteraction()
      .given(STATES.clanBoardsOfEveryScope)
      .uponReceiving("a request for the clan board a partner sponsors")
      .withRequest(
        "GET",
        `/api/platform-centralized-leaderboard/leaderboards/entity_ref_id/${PARTNER_BOARD_REF}/leaderboard_type/PARTNER_CLAN`,
        (request) => request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          leaderboard: {
            ...boardShape("PARTNER_CLAN", "Dark Throne Clan Clash"),
            kind: "PARTNER_CLAN",
            entityRefId: PARTNER_BOARD_REF,
          },
          items: eachLike({
            ...clanRowShape,
            prize: { currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KCASH"), amount: integer(300_000) },
          }),
          page: { pageOffset: integer(0), pageLimit: integer(10), total: integer(1) },
          me: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const board = await leaderboardRequests.getLeaderboardByEntityRef(client(mockServer.url), {
          entityRefId: PARTNER_BOARD_REF,
          kind: "PARTNER_CLAN",
          pageOffset: 0,
          pageLimit: 10,
        });
        expect(board.leaderboard).toMatchObject({ kind: "PARTNER_CLAN", entityRefId: PARTNER_BOARD_REF });
        expect(board.items[0]).toMatchObject({ rank: 1, clanLogo: "dragon" });
      });
  });

  it("is told when a partner sponsors no board of that kind", async () => {
    await pact
      .addInteraction()
      .given(STATES.clanBoardsOfEveryScope)
      .uponReceiving("a request for the clan board of a partner that sponsors none")
      .withRequest(
        "GET",
        "/api/platform-centralized-leaderboard/leaderboards/entity_ref_id/no-such-partner/leaderboard_type/PARTNER_CLAN",
        (request) => request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "10" }),
      )
      .willRespondWith(404, problemAnswer(404, "LeaderboardNotFound", "Leaderboard not found"))
      .executeTest(async (mockServer) => {
        const failure = await leaderboardRequests
          .getLeaderboardByEntityRef(client(mockServer.url), {
            entityRefId: "no-such-partner",
            kind: "PARTNER_CLAN",
            pageOffset: 0,
            pageLimit: 10,
          })
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "LeaderboardNotFound" } });
      });
  });

  /** The clan board's address for a clan: the state's own clan (`${clanId}`), or a fixed id. */
  const clanStandingPath = (clanId: string, exampleClanId: number) =>
    fromProviderState(
      `/api/platform-centralized-leaderboard/leaderboards/\${leaderboardId}/participants/${clanId}`,
      `/api/platform-centralized-leaderboard/leaderboards/${EXAMPLE_ID}/participants/${exampleClanId}`,
    );

  it("shows where a clan stands on the clan board", async () => {
    await pact
      .addInteraction()
      .given(STATES.clanBoardsOfEveryScope)
      .uponReceiving("a request for Mumbai Titans' standing on the clan board")
      .withRequest("GET", clanStandingPath("${clanId}", 12), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          leaderboardId: uuid(EXAMPLE_ID),
          participantId: string("12"),
          rank: integer(1),
          score: integer(40),
          clanLogo: regex(EMBLEMS, "dragon"),
        }),
      )
      .executeTest(async (mockServer) => {
        const standing = await leaderboardRequests.getLeaderboardClanStanding(
          client(mockServer.url),
          EXAMPLE_ID,
          12,
        );
        expect(standing).toMatchObject({ rank: 1, score: 40, clanLogo: "dragon" });
      });
  });

  it("is told when the clan is not there to stand on the board", async () => {
    await pact
      .addInteraction()
      .given(STATES.clanBoardsOfEveryScope)
      .uponReceiving("a request for the standing of a clan that does not exist")
      .withRequest("GET", clanStandingPath("999999", 999_999), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, problemAnswer(404, "ClanNotFound", "Clan not found"))
      .executeTest(async (mockServer) => {
        const failure = await leaderboardRequests
          .getLeaderboardClanStanding(client(mockServer.url), EXAMPLE_ID, 999_999)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 404, problem: { code: "ClanNotFound" } });
      });
  });

  const adminBoardPath = fromProviderState(
    "/api/admin/leaderboards/${leaderboardId}",
    `/api/admin/leaderboards/${EXAMPLE_ID}`,
  );
  /** The admin console's change to a board; a refusal as the ApiError it throws. */
  const patchBoard = (baseUrl: string, body: LeaderboardChanges) =>
    adminRequests.updateLeaderboard(client(baseUrl), EXAMPLE_ID, body).catch((error: unknown) => error);

  it("lets an admin move the season of a board that has not started", async () => {
    const body = { seasonStartsAt: "2031-02-01T10:00:00.000Z", seasonEndsAt: "2031-02-28T10:00:00.000Z" };
    await pact
      .addInteraction()
      .given(STATES.adminWithUpcomingBoard)
      .uponReceiving("an admin's new season dates for a board that has not started")
      .withRequest("PATCH", adminBoardPath, (request) => request.headers(SITE_JSON_HEADERS).jsonBody(body))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...boardShape("GAMER", "Monsoon Sprint"),
          status: "PUBLISHED",
          seasonStartsAt: instant(body.seasonStartsAt),
          seasonEndsAt: instant(body.seasonEndsAt),
          participantCount: integer(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const board = await patchBoard(mockServer.url, body);
        expect(board).toMatchObject({ status: "PUBLISHED", seasonStartsAt: body.seasonStartsAt });
      });
  });

  it("refuses a season that ends before it starts", async () => {
    const body = { seasonStartsAt: "2031-02-28T10:00:00.000Z", seasonEndsAt: "2031-02-01T10:00:00.000Z" };
    await pact
      .addInteraction()
      .given(STATES.adminWithUpcomingBoard)
      .uponReceiving("an admin's season that ends before it starts")
      .withRequest("PATCH", adminBoardPath, (request) => request.headers(SITE_JSON_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(422, "LeaderboardInvalid", "Leaderboard invalid"),
          // The console shows the refusal at the field the reason is about.
          reason: regex("^(SEASON_ORDER|PRIZE_TIERS)$", "SEASON_ORDER"),
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await patchBoard(mockServer.url, body);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({
          status: 422,
          problem: { code: "LeaderboardInvalid", reason: "SEASON_ORDER" },
        });
      });
  });

  it("keeps the season of a live board, while its title may change", async () => {
    const body = { seasonEndsAt: "2031-02-28T10:00:00.000Z" };
    await pact
      .addInteraction()
      .given(STATES.adminWithLiveBoard)
      .uponReceiving("an admin's new end for a live board's season")
      .withRequest("PATCH", adminBoardPath, (request) => request.headers(SITE_JSON_HEADERS).jsonBody(body))
      .willRespondWith(409, problemAnswer(409, "LeaderboardNotEditable", "Leaderboard not editable"))
      .executeTest(async (mockServer) => {
        const failure = await patchBoard(mockServer.url, body);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "LeaderboardNotEditable" } });
      });
  });
});
