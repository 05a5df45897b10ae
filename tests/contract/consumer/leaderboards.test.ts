/**
 * The platform leaderboards as the site calls them, through the leaderboards feature's own request functions and
 * the real API client, against Pact's mock server: the boards of a status tab, the current clan board of
 * /pog/leaderboard, a board's page of ranks and "where am I". Closed vocabularies (kind, status, the tie rule,
 * currencies) are fixed; ids, instants, names and numbers are matched by kind.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { leaderboardRequests } from "@/web/features/leaderboards/api/leaderboards-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact, instant } from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const EXAMPLE_ID = "33333333-3333-4333-8333-000000000001";

const boardShape = (kind: string, title: string) => ({
  id: regex(UUID, EXAMPLE_ID),
  title: string(title),
  kind: regex("^(GAMER|CLAN|CLAN_CHIEF|PARTNER_CLAN)$", kind),
  scoreSource: regex("^KPOINTS_EARNED$", "KPOINTS_EARNED"),
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

  it("finds the current clan board of /pog/leaderboard", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoLeaderboards)
      .uponReceiving("a request for the current clan leaderboard")
      .withRequest("GET", "/api/platform-centralized-leaderboard/leaderboards", (request) =>
        request.headers(SITE_HEADERS).query({ kind: "CLAN", pageOffset: "0", pageLimit: "1" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(boardShape("CLAN", "Global Clans Cup")),
          page: { pageOffset: integer(0), pageLimit: integer(1), total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await leaderboardRequests.listLeaderboards(client(mockServer.url), "CLAN");
        expect(page.items[0]?.kind).toBe("CLAN");
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
        expect(ranks.items[0]?.rank).toBe(1);
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
          leaderboardId: regex(UUID, EXAMPLE_ID),
          participantId: string("5a1b2c3d-0000-4000-8000-000000000002"),
          rank: integer(4),
          score: integer(70),
        }),
      )
      .executeTest(async (mockServer) => {
        const standing = await leaderboardRequests.getMyLeaderboardStanding(
          client(mockServer.url),
          EXAMPLE_ID,
        );
        expect(standing.rank).toBe(4);
        expect(standing.score).toBe(70);
      });
  });
});
