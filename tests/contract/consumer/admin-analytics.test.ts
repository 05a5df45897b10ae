/**
 * The admin analytics as the site calls them: the real request function of the admin feature, through the real
 * API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { analyticsRequests } from "@/web/features/admin/api/analytics-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { PROBLEM_CONTENT_TYPE, SITE_HEADERS, createKleosWebPact, problemShape } from "./kleos-web-pact";

const { integer } = MatchersV3;

const pact = createKleosWebPact();
const client = (url: string) => createApiClient({ baseUrl: url });

describe("the admin analytics", () => {
  it("answers a range's figures, every day listed", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the analytics of two days in India")
      .withRequest("GET", "/api/admin/analytics/summary", (request) =>
        request.headers(SITE_HEADERS).query({ from: "2026-01-01", to: "2026-01-02", country: "IN" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          from: "2026-01-01",
          to: "2026-01-02",
          days: [
            { date: "2026-01-01", activeGamers: integer(0), sessions: integer(0) },
            { date: "2026-01-02", activeGamers: integer(0), sessions: integer(0) },
          ],
          totals: { activeGamers: integer(0), sessions: integer(0) },
          funnel: { signedIn: integer(0), firstTask: integer(0), firstClaim: integer(0) },
          countries: [],
          languages: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const summary = await analyticsRequests.getAnalyticsSummary(client(mockServer.url), {
          from: "2026-01-01",
          to: "2026-01-02",
          country: "IN",
        });
        expect(summary.days.map((day) => day.date)).toEqual(["2026-01-01", "2026-01-02"]);
      });
  });

  it("refuses a range whose last day is before its first", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the analytics of a reversed range")
      .withRequest("GET", "/api/admin/analytics/summary", (request) =>
        request.headers(SITE_HEADERS).query({ from: "2026-01-02", to: "2026-01-01" }),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "AnalyticsRangeInvalid", "Analytics range invalid")),
      )
      .executeTest(async (mockServer) => {
        const failure = await analyticsRequests
          .getAnalyticsSummary(client(mockServer.url), { from: "2026-01-02", to: "2026-01-01" })
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 422, problem: { code: "AnalyticsRangeInvalid" } });
      });
  });
});
