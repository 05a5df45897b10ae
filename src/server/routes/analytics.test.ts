import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEventsTable } from "@/server/db/schema/analytics";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.app.close();
});

const send = (events: unknown[], headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url: "/api/analytics/events", payload: { events }, headers });

const pageView = (pageName: string, at = new Date().toISOString()) => ({
  name: "page_view",
  sessionId: randomUUID(),
  pageName,
  at,
  deviceClass: "mobile",
  params: { path: `/${pageName}`, language: "hi" },
});

const rows = async () => testApp.database.db.select().from(analyticsEventsTable);

describe("analytics events", () => {
  it("are stored by page name, for a guest with no account attached", async () => {
    const response = await send([pageView("games"), pageView("Home")]);
    expect(response.statusCode, response.body).toBe(202);
    expect(contractResponse("recordAnalyticsEvents", 202).validate(response.json())).toEqual([]);
    expect(response.json()).toEqual({ accepted: 2 });
    const stored = (await rows()).filter((row) => row.pageName === "games");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "page_view", userId: null, deviceClass: "mobile" });
    expect(stored[0]?.params).toEqual({ path: "/games", language: "hi" });
  });

  it("belong to the signed-in gamer when an access token comes", async () => {
    const gamer = await signInByPhone(testApp.app);
    await send([pageView("profile")], gamer.authorization);
    expect((await rows()).find((row) => row.pageName === "profile")?.userId).toBe(gamer.userId);
  });

  it("are still accepted, anonymously, with a bad token", async () => {
    const response = await send([pageView("k-quest")], { authorization: "Bearer not.a.token" });
    expect(response.statusCode).toBe(202);
    expect((await rows()).find((row) => row.pageName === "k-quest")?.userId).toBeNull();
  });

  it("keep the client's time unless it is more than a day off", async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await send([
      pageView("clock-ok", fiveMinutesAgo.toISOString()),
      pageView("clock-off", "2001-01-01T00:00:00Z"),
    ]);
    const all = await rows();
    expect(all.find((row) => row.pageName === "clock-ok")?.occurredAt.getTime()).toBe(
      fiveMinutesAgo.getTime(),
    );
    expect(all.find((row) => row.pageName === "clock-off")?.occurredAt.getFullYear()).toBeGreaterThan(2020);
  });

  it.each([
    ["an empty batch", []],
    ["a bad event name", [{ ...pageView("x"), name: "Page View!" }]],
    ["a missing session", [{ ...pageView("x"), sessionId: undefined }]],
    ["a nested param", [{ ...pageView("x"), params: { deep: { a: 1 } } }]],
    ["an unknown field", [{ ...pageView("x"), email: "a@b.co" }]],
    ["more than 50 events", Array.from({ length: 51 }, () => pageView("x"))],
  ])("refuse %s", async (_case, events) => {
    expectProblem(await send(events), 400, "ValidationFailed");
  });
});
