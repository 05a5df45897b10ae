/**
 * The offerwall and the activity feed as the site calls them, through the offerwall feature's own request
 * functions and the real API client, against Pact's mock server: a gamer's offers (Kleos' own, with their status)
 * and the first page of their activity. Closed vocabularies (actions, statuses, kinds, currencies) are fixed;
 * ids, instants, names and numbers are matched by kind.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { offerwallRequests } from "@/web/features/offerwall/api/offerwall-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
} from "./kleos-web-pact";

const { eachLike, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const client = (baseUrl: string) => createApiClient({ baseUrl });

describe("offerwall", () => {
  it("lists the gamer's offers of Kleos' own, each with its reward and status", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithOffers)
      .uponReceiving("a request for the signed-in gamer's offers of the quest dark-throne-trials")
      .withRequest("GET", "/api/offerwall/offers", (request) =>
        request.headers(SITE_HEADERS).query({ quest: "dark-throne-trials" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          offers: eachLike({
            id: regex("^[a-z0-9]+(?:-[a-z0-9]+)*$", "dark-throne-level-5"),
            gameName: string("Dark Throne"),
            gameSlug: string("dark-throne"),
            questSlug: string("dark-throne-trials"),
            action: { kind: regex("^reachLevel$", "reachLevel"), level: integer(5) },
            reward: { currency: regex("^(KCASH|RKLEOS|KPOINTS)$", "KPOINTS"), amount: integer(250) },
            status: regex("^(available|credited|reversed)$", "available"),
            creditedAt: null,
          }),
          network: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const wall = await offerwallRequests.listOffers(client(mockServer.url), "dark-throne-trials");
        expect(wall.offers[0]).toMatchObject({ action: { kind: "reachLevel" }, status: "available" });
        expect(wall.network).toBeNull();
      });
  });

  it("is told with an OfferNotFound problem when it completes an offer that does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithOffers)
      .uponReceiving("a gamer's completion of the offer no-such-offer")
      .withRequest("POST", "/api/offerwall/offers/no-such-offer/complete", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "OfferNotFound", "Offer not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await offerwallRequests
          .completeOffer(client(mockServer.url), "no-such-offer")
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "OfferNotFound" } });
      });
  });

  it("shows the first page of the gamer's activity", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKPoints)
      .uponReceiving("a request for the first page of the signed-in gamer's activity")
      .withRequest("GET", "/api/activities", (request) =>
        request.headers(SITE_HEADERS).query({ pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: string("ledger:4f1c2b9e-0000-4000-8000-000000000001"),
            kind: regex("^rewardCredited$", "rewardCredited"),
            occurredAt: instant("2026-11-27T10:00:00.000Z"),
            subject: null,
            link: null,
            amounts: eachLike({
              currency: regex("^(KCASH|RKLEOS|KPOINTS|USDT)$", "KPOINTS"),
              amount: integer(1250),
            }),
          }),
          nextCursor: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await offerwallRequests.listActivities(client(mockServer.url), undefined);
        expect(page.items[0]?.kind).toBe("rewardCredited");
        expect(page.nextCursor).toBeNull();
      });
  });
});
