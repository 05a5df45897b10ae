/**
 * With REDIS_URL the rate limit is counted in Redis: two servers (two apps, as behind a balancer) share one
 * limit per client address. Against the real Redis on 127.0.0.1:6379, in a logical database and under a key
 * prefix of this test's own.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { redisAnswers, TEST_REDIS_URL } from "@/server/testing/redis";

describe.runIf(await redisAnswers())("the rate limit with Redis", () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const url = new URL(TEST_REDIS_URL);
    url.pathname = "/9";
    const shared = {
      redisUrl: url.toString(),
      redisKeyPrefix: `test:${randomUUID()}:`,
      rateLimitPerMinute: 3,
    };
    apps.push(await createTestApp(shared), await createTestApp(shared));
  });
  afterAll(async () => {
    await Promise.all(apps.map((testApp) => testApp.app.close()));
  });

  it("is one limit shared by two servers", async () => {
    const [first, second] = apps as [TestApp, TestApp];
    const statuses: number[] = [];
    for (const testApp of [first, second, first, second]) {
      const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const remaining = await second.app.inject({ method: "GET", url: "/api/health" });
    expect(remaining.headers["ratelimit-remaining"]).toBe("0");
  });
});
