import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersTable } from "@/server/db/schema/accounts";
import { analyticsEventsTable } from "@/server/db/schema/analytics";
import { campaignParticipantsTable, taskProgressTable } from "@/server/db/schema/campaigns";
import { contractResponse } from "@/server/testing/contract";
import { createTestCampaign, signInAsAdmin } from "@/server/testing/campaigns";
import { expectProblem } from "@/server/testing/problems";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let admin: TestSession;

/** Accounts made on 2026-01-01 and 2026-01-02, their events of 2026-01-01 to 2026-01-03, one guest's too. */
const seed = async () => {
  const { db } = testApp.database;
  const { campaign, tasks } = await createTestCampaign(testApp);
  const gamer = async (createdAt: string, countryCode: string | null) => {
    const session = await sessionByPhone(testApp);
    await db
      .update(usersTable)
      .set({ createdAt: new Date(createdAt), countryCode })
      .where(eq(usersTable.id, session.userId));
    return session.userId;
  };
  const asha = await gamer("2026-01-01T08:00:00Z", "IN");
  const ravi = await gamer("2026-01-02T08:00:00Z", "IN");
  const lena = await gamer("2026-01-02T09:00:00Z", "DE");
  const event = (userId: string | null, sessionId: string, at: string, language: string) => ({
    name: "page_view",
    sessionId,
    pageName: "Home",
    userId,
    language,
    occurredAt: new Date(at),
  });
  const [s1, s2, s3, s4, guest] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await db
    .insert(analyticsEventsTable)
    .values([
      event(asha, s1, "2026-01-01T08:00:00Z", "hi"),
      event(asha, s1, "2026-01-01T08:05:00Z", "hi"),
      event(asha, s2, "2026-01-02T23:59:59Z", "hi"),
      event(ravi, s3, "2026-01-02T10:00:00Z", "en"),
      event(lena, s4, "2026-01-02T11:00:00Z", "de"),
      event(null, guest, "2026-01-02T12:00:00Z", "en"),
      event(asha, randomUUID(), "2026-01-04T00:00:00Z", "hi"),
    ]);
  const task = tasks[0];
  if (task === undefined) throw new Error("the test campaign has no task");
  await db.insert(taskProgressTable).values([
    { taskId: task.id, campaignId: campaign.id, userId: asha, state: "VERIFIED", verifiedAt: new Date() },
    { taskId: task.id, campaignId: campaign.id, userId: ravi, state: "VERIFIED", verifiedAt: new Date() },
  ]);
  await db.insert(campaignParticipantsTable).values([
    { campaignId: campaign.id, userId: asha, claimedAt: new Date() },
    { campaignId: campaign.id, userId: ravi },
  ]);
};

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInAsAdmin(testApp);
  await seed();
});

afterAll(async () => {
  await testApp.app.close();
});

const summary = (search: string, session: TestSession = admin) =>
  testApp.app.inject({
    method: "GET",
    url: `/api/admin/analytics/summary?${search}`,
    headers: session.authorization,
  });

describe("getAnalyticsSummary", () => {
  it("counts each day's active gamers and sessions, with empty days as zeros", async () => {
    const response = await summary("from=2026-01-01&to=2026-01-03");
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("getAnalyticsSummary", 200).validate(response.json())).toEqual([]);
    const body = response.json();
    expect(body.days).toEqual([
      { date: "2026-01-01", activeGamers: 1, sessions: 1 },
      { date: "2026-01-02", activeGamers: 3, sessions: 4 },
      { date: "2026-01-03", activeGamers: 0, sessions: 0 },
    ]);
    expect(body.totals).toEqual({ activeGamers: 3, sessions: 5 });
    expect(body.funnel).toEqual({ signedIn: 3, firstTask: 2, firstClaim: 1 });
  });

  it("breaks the range down by country and language, largest first", async () => {
    const body = (await summary("from=2026-01-01&to=2026-01-03")).json();
    expect(body.countries).toEqual([
      { key: "IN", activeGamers: 2, sessions: 3 },
      { key: "DE", activeGamers: 1, sessions: 1 },
      { key: null, activeGamers: 0, sessions: 1 },
    ]);
    expect(body.languages).toEqual([
      { key: "en", activeGamers: 1, sessions: 2 },
      { key: "hi", activeGamers: 1, sessions: 2 },
      { key: "de", activeGamers: 1, sessions: 1 },
    ]);
  });

  it("narrows every figure to a country and a language", async () => {
    const india = (await summary("from=2026-01-01&to=2026-01-03&country=IN")).json();
    expect(india.totals).toEqual({ activeGamers: 2, sessions: 3 });
    expect(india.funnel).toEqual({ signedIn: 2, firstTask: 2, firstClaim: 1 });
    const hindi = (await summary("from=2026-01-02&to=2026-01-02&language=hi")).json();
    expect(hindi.days).toEqual([{ date: "2026-01-02", activeGamers: 1, sessions: 1 }]);
    expect(hindi.funnel).toEqual({ signedIn: 0, firstTask: 0, firstClaim: 0 });
  });

  it("answers 422 AnalyticsRangeInvalid for a reversed range or one over 366 days", async () => {
    expectProblem(await summary("from=2026-01-03&to=2026-01-01"), 422, "AnalyticsRangeInvalid");
    expectProblem(await summary("from=2025-01-01&to=2026-01-02"), 422, "AnalyticsRangeInvalid");
  });

  it("answers 400 for a day that is not a date", async () => {
    expect((await summary("from=2026-01-01&to=tomorrow")).statusCode).toBe(400);
    expect((await summary("from=2026-01-01&to=2026-01-02&country=india")).statusCode).toBe(400);
  });

  it("answers 403 AdminRoleRequired to a gamer and 401 to no one", async () => {
    expectProblem(
      await summary("from=2026-01-01&to=2026-01-03", await sessionByPhone(testApp)),
      403,
      "AdminRoleRequired",
    );
    const anonymous = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/analytics/summary?from=2026-01-01&to=2026-01-03",
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
