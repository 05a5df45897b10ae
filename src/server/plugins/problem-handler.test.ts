import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameNotFound } from "@/domain/games/game-errors";
import { contractOperations, contractResponse, contractSchema } from "@/server/testing/contract";
import { VALID_REQUESTS } from "@/server/testing/operation-requests";
import { expectProblem, PROBLEM_FIELDS } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import type { OperationId } from "@/server/http/operations";

const SECRET = "password=hunter2 in /srv/kleos/secret-module.ts";
const validateProblem = contractSchema("Problem");

/** Nothing internal leaks: only the problem's own fields, no stack, no message of the cause. */
const expectNoInternals = (response: LightMyRequestResponse, ...internals: string[]) => {
  const body = response.json<Record<string, unknown>>();
  expect(
    Object.keys(body).every((key) => PROBLEM_FIELDS.includes(key)),
    Object.keys(body).join(),
  ).toBe(true);
  for (const internal of [...internals, "stack", "at ", ".ts:", "node_modules"]) {
    expect(response.body).not.toContain(internal);
  }
};

describe("defects", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.get("/api/test/defect", async () => {
      throw new Error(SECRET);
    });
    testApp.app.get("/api/test/defect-with-status", async () => {
      throw Object.assign(new Error(SECRET), { statusCode: 409 });
    });
    testApp.app.get("/api/test/domain-error", async () => {
      throw new GameNotFound({ gameId: "lost-game" });
    });
    testApp.app.get("/api/test/not-an-error", async () => {
      throw Object.assign(Object.create(null) as object, { message: SECRET });
    });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("answers a handler's defect with a generic 500 that carries no internals", async () => {
    const response = await testApp.app.inject({ url: "/api/test/defect" });
    const problem = expectProblem(response, 500, "InternalError");
    expect(problem).toMatchObject({ title: "Something went wrong", instance: "/api/test/defect" });
    expect(problem.detail).toBeUndefined();
    expectNoInternals(response, "hunter2", "secret-module");
    expect(validateProblem(problem)).toEqual([]);
  });

  it("answers a client error without a specific problem with its status and no internals", async () => {
    const response = await testApp.app.inject({ url: "/api/test/defect-with-status" });
    expectProblem(response, 409, "BadRequest");
    expectNoInternals(response, "hunter2", "secret-module");
  });

  it("answers a domain error with the catalogue's status, code, English title and fields", async () => {
    const response = await testApp.app.inject({ url: "/api/test/domain-error" });
    const problem = expectProblem(response, 404, "GameNotFound");
    expect(problem).toMatchObject({
      type: "https://kleos.gg/problems/game-not-found",
      title: "Game not found",
      gameId: "lost-game",
    });
  });

  it("survives a thrown value that is not an Error", async () => {
    const response = await testApp.app.inject({ url: "/api/test/not-an-error" });
    expectProblem(response, 500, "InternalError");
    expectNoInternals(response, "hunter2");
  });
});

describe("a failing database", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    await testApp.database.close();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it.each(["/api/game", "/api/game/dark-throne", "/api/game-genre", "/api/web-banners"])(
    "turns into a generic 500 on %s, without the driver's message",
    async (url) => {
      const response = await testApp.app.inject({ url });
      expectProblem(response, 500, "InternalError");
      expectNoInternals(response, "PGlite", "closed", "pool", "Pool", "ECONNREFUSED", "select");
    },
  );
});

describe("rate limiting", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitPerMinute: 2 });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("answers 429 with Retry-After once a client has used its requests", async () => {
    const client = { remoteAddress: "203.0.113.7" };
    const first = await testApp.app.inject({ url: "/api/game-genre", ...client });
    const second = await testApp.app.inject({ url: "/api/game?pageLimit=1", ...client });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // The limit's headers come with the 429 only, not with every success.
    expect(first.headers["x-ratelimit-limit"]).toBeUndefined();
    expect(second.headers["x-ratelimit-remaining"]).toBeUndefined();

    const third = await testApp.app.inject({ url: "/api/game-genre", ...client });
    const problem = expectProblem(third, 429, "TooManyRequests");
    const retryAfter = Number(third.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(problem["retryAfterSeconds"]).toBe(retryAfter);
    expect(contractResponse("listGameGenres", 429).validate(problem)).toEqual([]);
  });

  it("counts each client separately", async () => {
    for (let index = 0; index < 2; index += 1) {
      expect(
        (await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.8" })).statusCode,
      ).toBe(200);
    }
    expect((await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.8" })).statusCode).toBe(
      429,
    );
    expect((await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.9" })).statusCode).toBe(
      200,
    );
  });
});

describe("every documented error of every operation", () => {
  const apps: Record<"standard" | "rateLimited" | "brokenDatabase", TestApp | undefined> = {
    standard: undefined,
    rateLimited: undefined,
    brokenDatabase: undefined,
  };

  beforeAll(async () => {
    [apps.standard, apps.rateLimited, apps.brokenDatabase] = await Promise.all([
      createTestApp({ bodyLimitBytes: 1024 }),
      createTestApp({ rateLimitPerMinute: 1 }),
      createTestApp(),
    ]);
    await apps.brokenDatabase.app.ready();
    await apps.brokenDatabase.database.close();
  });

  afterAll(async () => {
    await Promise.all(Object.values(apps).map((testApp) => testApp?.app.close()));
  });

  const inject = (name: keyof typeof apps, request: InjectOptions) => {
    const testApp = apps[name];
    if (testApp === undefined) throw new Error(`The ${name} app did not start`);
    return testApp.app.inject(request);
  };

  const json = (payload: string, contentType = "application/json"): Partial<InjectOptions> => ({
    payload,
    headers: { "content-type": contentType },
  });

  /** How to provoke each documented error; the ones a client cannot provoke say why. */
  const PROVOKE: Partial<Record<OperationId, Partial<Record<number, InjectOptions>>>> = {
    listGames: { 400: { url: "/api/game?pageLimit=abc" } },
    getGame: { 400: { url: "/api/game/Not_A_Slug" }, 404: { url: "/api/game/no-such-game" } },
    recordUserSearch: {
      400: { method: "POST", url: "/api/user-searches", ...json('{"term":123,"geography":"India"}') },
      413: { method: "POST", url: "/api/user-searches", ...json(JSON.stringify({ term: "a".repeat(2000) })) },
      415: { method: "POST", url: "/api/user-searches", ...json("term=arena", "text/plain") },
    },
    listRecentUserSearches: { 400: { url: "/api/user-searches/recent?geography=Mars" } },
  };

  /** Documented errors a client cannot provoke, and why. */
  const EXCUSED: Record<string, string> = {
    "getHealth 500": "the health check answers any failure of the database with 503",
  };

  const CODES: Record<number, string> = {
    400: "ValidationFailed",
    404: "GameNotFound",
    413: "PayloadTooLarge",
    415: "UnsupportedMediaType",
    429: "TooManyRequests",
    500: "InternalError",
    503: "ServiceUnavailable",
  };

  const documented = contractOperations().flatMap((operation) =>
    operation.statuses
      .filter((status) => status >= 400)
      .map((status) => ({ ...operation, status, label: `${operation.operationId} ${status}` })),
  );
  const cases = documented.filter((entry) => !(entry.label in EXCUSED));

  it("covers the contract", () => {
    const operationIds = contractOperations().map((operation) => operation.operationId);
    expect(operationIds.sort()).toEqual(Object.keys(VALID_REQUESTS).sort());
    expect(new Set(cases.map((entry) => entry.status))).toEqual(new Set([400, 404, 413, 415, 429, 500, 503]));
    for (const label of Object.keys(EXCUSED)) expect(documented.map((entry) => entry.label)).toContain(label);
  });

  it.each(cases)("$label", async ({ operationId, status }) => {
    const id = operationId as OperationId;
    const valid = VALID_REQUESTS[id];
    const recipe = PROVOKE[id]?.[status];
    let response: LightMyRequestResponse;
    if (recipe !== undefined) {
      response = await inject("standard", recipe);
    } else if (status === 429) {
      const client = {
        ...valid,
        remoteAddress: `198.51.100.${cases.findIndex((entry) => entry.operationId === id)}`,
      };
      expect((await inject("rateLimited", client)).statusCode).toBeLessThan(300);
      response = await inject("rateLimited", client);
    } else if (status === 500 || status === 503) {
      response = await inject("brokenDatabase", valid);
    } else {
      throw new Error(`No way to provoke ${operationId} ${status}: add one to PROVOKE`);
    }
    expectProblem(response, status, CODES[status] ?? "");
    const declared = contractResponse(operationId, status);
    expect(declared.mediaType).toBe("application/problem+json");
    expect(declared.validate(response.json())).toEqual([]);
  });
});
