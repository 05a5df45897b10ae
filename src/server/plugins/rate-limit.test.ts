import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "@/server/http/operations";
import { contractOperations } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const LIMIT = 1000;
const HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"] as const;

let testApp: TestApp;
let client = 0;
/** A fresh client address per test, so that each starts with the whole limit. */
const freshClient = () => ({ remoteAddress: `198.51.100.${(client += 1)}` });

beforeAll(async () => {
  testApp = await createTestApp({ rateLimitPerMinute: LIMIT });
});

afterAll(async () => {
  await testApp.app.close();
});

/** The draft headers of an answer, as numbers (NaN when one is missing). */
const rateLimitOf = (response: LightMyRequestResponse) => ({
  limit: Number(response.headers["ratelimit-limit"]),
  remaining: Number(response.headers["ratelimit-remaining"]),
  reset: Number(response.headers["ratelimit-reset"]),
});

describe("the rate limit's headers", () => {
  it("come with an ordinary success, counting down", async () => {
    const from = freshClient();
    const first = await testApp.app.inject({ url: "/api/game-genre", ...from });
    const second = await testApp.app.inject({ url: "/api/game?pageLimit=1", ...from });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(rateLimitOf(first)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 });
    expect(rateLimitOf(second)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 2 });
    expect(rateLimitOf(first).reset).toBeGreaterThanOrEqual(1);
    expect(rateLimitOf(first).reset).toBeLessThanOrEqual(60);
  });

  it("come with a problem the operation answers", async () => {
    const from = freshClient();
    const notFound = await testApp.app.inject({ url: "/api/game/no-such-game", ...from });
    expectProblem(notFound, 404, "GameNotFound");
    expect(rateLimitOf(notFound)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 });
    const unsigned = await testApp.app.inject({ url: "/api/users/me/profile", ...from });
    expectProblem(unsigned, 401, "SignInRequired");
    expect(rateLimitOf(unsigned)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 2 });
    const invalid = await testApp.app.inject({ url: "/api/game?pageLimit=0", ...from });
    expectProblem(invalid, 400, "ValidationFailed");
    expect(rateLimitOf(invalid)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 3 });
  });

  it("come with every operation's answers: the limit covers every route of the contract", async () => {
    const from = freshClient();
    const missing: string[] = [];
    for (const { method, path, operationId } of contractOperations()) {
      const response = await testApp.app.inject({
        method,
        url: path.replace(/\{[^}]+\}/g, "x"),
        ...from,
      });
      if (Number.isNaN(rateLimitOf(response).limit)) missing.push(`${operationId} (${response.statusCode})`);
    }
    expect(missing).toEqual([]);
  });

  it("are declared on every 2XX and 4XX answer of the contract", () => {
    const contract = loadContract() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { $ref?: string; headers?: object }> }>
      >;
      components: { responses: Record<string, { headers?: object }> };
    };
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!/^[24]/.test(status)) continue;
          const response =
            answer.$ref === undefined
              ? answer
              : contract.components.responses[answer.$ref.split("/").pop() ?? ""];
          const declared = Object.keys(response?.headers ?? {});
          if (!HEADERS.every((name) => declared.includes(name)))
            undeclared.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
