import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clanHandlers } from "@/server/routes/clans";
import { expectProblem } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

describe("contract routes", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("runs a handler that answers an Effect and serves its success", async () => {
    const answer = clanHandlers().getClanRules();
    expect(Effect.isEffect(answer)).toBe(true);

    const response = await testApp.app.inject({ method: "GET", url: "/api/platform-clans/rules" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      minDaysBeforeClanDelete: 7,
      minDaysToJoinClanAfterLeaving: 3,
      minDaysToRecreateClanAfterDelete: 14,
    });
  });

  it("answers a typed failure of the Effect with its problem", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/platform-clans/987654" });
    expectProblem(response, 404, "ClanNotFound");
  });
});
