/**
 * Tournaments as the site calls them: the Upcoming tab's list through the tournaments feature's own request
 * function, the real API client, against Pact's mock server. What the page branches on is fixed as a closed
 * vocabulary (status, format, currency); ids, instants, names and numbers are matched by kind.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { tournamentRequests } from "@/web/features/tournaments/api/tournaments-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact, instant, slug } from "./kleos-web-pact";

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

/** An upcoming tournament as a card shows it (TournamentSummary). */
const upcomingTournamentShape = {
  id: regex(UUID, "22222222-2222-4222-8222-000000000001"),
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
