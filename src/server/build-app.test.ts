import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { loadConfig } from "@/server/config";
import type { OperationId } from "@/server/http/operations";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import { contractOperations, contractProperties, contractResponse } from "@/server/testing/contract";
import { googleTestConfig, startTestGoogle } from "@/server/testing/google";
import { resolveRecipe, VALID_REQUESTS } from "@/server/testing/operation-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone } from "@/server/testing/sign-in";
import { TEST_TELEGRAM_BOT } from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { startTestChain, testChainConfig, type TestChain } from "@/server/testing/local-chain";

let testApp: TestApp;
let google: LocalOidcProvider;
let chain: TestChain;

beforeAll(async () => {
  [google, chain] = await Promise.all([startTestGoogle(), startTestChain()]);
  // The local chain with the demo contracts: the dev faucet mints on it.
  testApp = await createTestApp({
    telegram: TEST_TELEGRAM_BOT,
    ...googleTestConfig(google),
    chain: testChainConfig(chain),
  });
});

afterAll(async () => {
  await testApp.app.close();
  await google.close();
  await chain.stop();
});

/**
 * What every answer carries, API and site alike (the site's pages get helmet's fuller set, X-Frame-Options
 * included, see site-and-fallback; JSON relies on CSP frame-ancestors alone).
 */
const SECURITY_HEADERS: Record<string, RegExp> = {
  "content-security-policy": /default-src '(none|self)'.*frame-ancestors/,
  "x-content-type-options": /^nosniff$/,
  "strict-transport-security": /^max-age=\d+/,
  "referrer-policy": /^no-referrer$/,
  "cross-origin-resource-policy": /^same-origin$/,
};

describe("every operation's success", () => {
  const operations = contractOperations().map((operation) => ({
    ...operation,
    success: operation.statuses.find((status) => status >= 200 && status < 400) ?? 0,
  }));

  it.each(operations)(
    "$operationId answers $success as the contract declares it, and nothing more",
    async (operation) => {
      const request = await resolveRecipe(VALID_REQUESTS[operation.operationId as OperationId], testApp);
      const response = await testApp.app.inject(request);
      expect(response.statusCode, response.body).toBe(operation.success);
      if (operation.success === 303) {
        // A redirect carries no body; where it goes is the answer.
        expect(response.headers["location"]).toMatch(/^\/[^/\\]/);
        expect(response.headers["location"]).not.toContain("failed");
        expect(() => contractResponse(operation.operationId, 303)).toThrow(/documents no body/);
        return;
      }
      if (operation.success === 302) {
        // A tracked link: on to the outside address the task names, with no body of its own.
        expect(response.headers["location"]).toMatch(/^https?:\/\//);
        expect(() => contractResponse(operation.operationId, 302)).toThrow(/documents no body/);
        return;
      }
      if (operation.success === 204) {
        // Done, with nothing to say.
        expect(response.rawPayload.length).toBe(0);
        expect(() => contractResponse(operation.operationId, 204)).toThrow(/documents no body/);
        return;
      }
      const declared = contractResponse(operation.operationId, operation.success);
      if (declared.mediaType === "text/csv") {
        // A file to download: a header line, then its rows.
        expect(response.headers["content-type"]).toMatch(/^text\/csv\b/);
        expect(response.body).toMatch(/^[^\n]+\n/);
        return;
      }
      if (declared.mediaType.startsWith("image/")) {
        // A picture: its bytes, of the declared type.
        expect(response.headers["content-type"]).toBe(declared.mediaType);
        expect(response.rawPayload.length).toBeGreaterThan(0);
        return;
      }
      if (declared.mediaType === "text/event-stream") {
        // A stream of Server-Sent Events: here one that ends, each event with its id and JSON data.
        expect(response.headers["content-type"]).toMatch(/^text\/event-stream\b/);
        expect(response.body).toMatch(/^id: .+\n(event: .+\n)?data: \{.*\}\n\n/m);
        return;
      }
      expect(declared.mediaType).toBe("application/json");
      expect(response.headers["content-type"]).toMatch(/^application\/json\b/);
      expect(declared.validate(response.json())).toEqual([]);
    },
  );
});

describe("undeclared fields", () => {
  it("never leave the server: a game carries exactly the contract's fields, not its table's", async () => {
    const game = (await testApp.app.inject({ url: "/api/game/dark-throne" })).json<Record<string, unknown>>();
    expect(Object.keys(game).sort()).toEqual(contractProperties("Game").sort());
    for (const column of ["position", "createdAt", "coverImage"]) expect(game).not.toHaveProperty(column);
  });

  it("never leave the server: list items are summaries", async () => {
    const page = (await testApp.app.inject({ url: "/api/game?pageLimit=3" })).json<{ items: object[] }>();
    expect(page.items).toHaveLength(3);
    for (const item of page.items)
      expect(Object.keys(item).sort()).toEqual(contractProperties("GameSummary").sort());
    const banners = (await testApp.app.inject({ url: "/api/web-banners" })).json<{ items: object[] }>();
    for (const item of banners.items)
      expect(Object.keys(item).sort()).toEqual(contractProperties("WebBanner").sort());
  });
});

describe("security headers", () => {
  it.each([
    ["a JSON answer", "/api/game-genre", 200],
    ["a problem", "/api/nope", 404],
  ])("are set on %s", async (_case, url, status) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(status);
    for (const [name, expected] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers[name], name).toMatch(expected);
    }
  });
});

describe("request ids", () => {
  it("echoes a well-formed x-request-id in the header and in problems", async () => {
    const ok = await testApp.app.inject({
      url: "/api/health",
      headers: { "x-request-id": "client-req.42_a" },
    });
    expect(ok.headers["x-request-id"]).toBe("client-req.42_a");
    const problem = expectProblem(
      await testApp.app.inject({ url: "/api/game/no-such-game", headers: { "x-request-id": "trace-7" } }),
      404,
      "GameNotFound",
    );
    expect(problem.requestId).toBe("trace-7");
  });

  it.each([
    ["spaces and symbols", "<script>alert(1)</script>"],
    ["more than 64 characters", "a".repeat(65)],
  ])("replaces an x-request-id with %s by a fresh UUID", async (_case, requestId) => {
    const response = await testApp.app.inject({ url: "/api/health", headers: { "x-request-id": requestId } });
    expect(response.headers["x-request-id"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("gives each request without one its own id", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await testApp.app.inject({ url: "/api/health" })).headers["x-request-id"]),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a server started without NODE_ENV", () => {
  it("runs as production: no dev inbox, no dev rewards, no sandbox checkout, no codes without messaging", async () => {
    const session = await signInByPhone(testApp.app);
    // Only what a bare deployment sets; the same database (and so the same token key) as the test app.
    const config = loadConfig({
      KLEOS_DATA_DIR: "memory://",
      KLEOS_UPLOAD_DIR: testApp.config.uploadDir,
      KLEOS_WEB_DIST: "none",
      KLEOS_JOBS: "false",
      LOG_LEVEL: "silent",
    });
    expect(config).toMatchObject({ env: "production", devTools: false });
    const production = await buildApp({ config, database: testApp.database });
    try {
      const inject = production.app.inject.bind(production.app);
      expectProblem(await inject({ url: "/api/dev-inbox" }), 404, "RouteNotFound");
      expect((await inject({ url: "/api/authentication/methods" })).json()).toMatchObject({
        phoneChannels: [],
        email: false,
        devInbox: false,
      });
      expectProblem(
        await inject({
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: { ...session.authorization, "idempotency-key": randomUUID() },
          payload: { currency: "KCASH", amount: 1 },
        }),
        404,
        "RouteNotFound",
      );
      // No Razorpay configured and no sandbox to fall back on: nothing is sold.
      expectProblem(
        await inject({
          method: "POST",
          url: "/api/payments/orders",
          headers: { ...session.authorization, "idempotency-key": randomUUID() },
          payload: { kcashAmount: 10_000 },
        }),
        502,
        "UpstreamFailed",
      );
    } finally {
      await production.app.close();
    }
  });
});

describe("a database shared between apps", () => {
  it("is left open when one of the apps closes", async () => {
    const second = await buildApp({ config: testApp.config, database: testApp.database });
    const before = await second.app.inject({ url: "/api/game?pageLimit=1" });
    expect(before.json<{ page: { total: number } }>().page.total).toBe(30);
    await second.app.close();
    const after = await testApp.app.inject({ url: "/api/game?pageLimit=1" });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ page: { total: number } }>().page.total).toBe(30);
  });
});
