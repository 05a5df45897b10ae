import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
});

afterAll(async () => {
  await testApp.app.close();
});

describe("getHealth", () => {
  it("answers 200 with the database kind, the package version and the uptime", async () => {
    const response = await testApp.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(contractResponse("getHealth", 200).validate(response.json())).toEqual([]);
    const health = response.json<SuccessBody<"getHealth">>();
    expect(health).toEqual({
      status: "ok",
      database: testApp.database.kind,
      version,
      uptimeSeconds: health.uptimeSeconds,
    });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Number.isInteger(health.uptimeSeconds)).toBe(true);
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.uptimeSeconds).toBeLessThan(600);
  });

  it("answers HEAD without a body", async () => {
    const response = await testApp.app.inject({ method: "HEAD", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("answers 503 ServiceUnavailable when the database is down, without the driver's message", async () => {
    // An app of its own, whose database this test stops.
    const downApp = await createTestApp({ seedDemoData: false });
    await downApp.app.ready();
    await downApp.database.close();
    const response = await downApp.app.inject({ url: "/api/health" }).finally(() => downApp.app.close());
    const problem = expectProblem(response, 503, "ServiceUnavailable");
    expect(problem.detail).toBe("The database is not answering");
    expect(contractResponse("getHealth", 503).validate(problem)).toEqual([]);
    for (const internal of ["PGlite", "closed", "pool", "Pool", "stack"])
      expect(response.body).not.toContain(internal);
  });
});
