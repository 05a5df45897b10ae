/**
 * Catalogue searches as the site records and lists them: the real request functions of the games feature,
 * through the real API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { gameRequests } from "@/web/features/games/api/games-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, SITE_JSON_HEADERS, createKleosWebPact, instant } from "./kleos-web-pact";

const { eachLike, integer, string } = MatchersV3;

const pact = createKleosWebPact();

describe("catalogue searches", () => {
  it("records a search made in India", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a search for dark made in India")
      .withRequest("POST", "/api/user-searches", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ term: "dark", geography: "India" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: integer(1),
          term: string("dark"),
          geography: "India",
          resultCount: integer(1),
          createdAt: instant("2026-01-15T10:30:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const search = await gameRequests.recordSearch(createApiClient({ baseUrl: mockServer.url }), {
          term: "dark",
          geography: "India",
        });
        expect(search).toEqual({
          id: 1,
          term: "dark",
          geography: "India",
          resultCount: 1,
          createdAt: "2026-01-15T10:30:00.000Z",
        });
      });
  });

  it("lists what was searched recently in India", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .given(STATES.darkSearchedInIndia)
      .uponReceiving("a request for the recent searches in India")
      .withRequest("GET", "/api/user-searches/recent", (request) =>
        request.headers(SITE_HEADERS).query({ geography: "India", limit: "6" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            term: string("dark"),
            searchCount: integer(1),
            lastSearchedAt: instant("2026-01-15T10:30:00.000Z"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const recent = await gameRequests.listRecentSearches(
          createApiClient({ baseUrl: mockServer.url }),
          "India",
        );
        expect(recent.items).toEqual([
          { term: "dark", searchCount: 1, lastSearchedAt: "2026-01-15T10:30:00.000Z" },
        ]);
      });
  });
});
