import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { loadContract, operationFacts } from "@/server/http/operations";
import { clanHandlers } from "@/server/routes/clans";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { contractOperations } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import {
  codeFromDevInbox,
  freshIndianNumber,
  freshIp,
  signInByPhone,
  startChallenge,
} from "@/server/testing/sign-in";
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

  describe("answers that may be personal or carry credentials are never stored", () => {
    it("a signed-in caller's answer", async () => {
      const session = await signInByPhone(testApp.app);
      const response = await testApp.app.inject({
        url: "/api/users/me/profile",
        headers: session.authorization,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("the 401 problem of an operation that needs sign-in", async () => {
      const response = await testApp.app.inject({ url: "/api/users/me/profile" });
      expectProblem(response, 401, "SignInRequired");
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("an operation where sign-in is optional, answering a guest", async () => {
      const response = await testApp.app.inject({ url: "/api/campaigns/by-state?state=ONGOING" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("every answer of sign-in: the code, the session and its refresh, and their problems", async () => {
      const phoneNumber = freshIndianNumber();
      const remoteAddress = freshIp();
      const started = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/login",
        payload: { waId: phoneNumber.replace("+", "") },
        remoteAddress,
      });
      expect(started.statusCode, started.body).toBe(201);
      const challengeId = started.json<{ challengeId: string }>().challengeId;
      const verified = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/verify",
        payload: { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber) },
        remoteAddress,
      });
      expect(verified.statusCode, verified.body).toBe(201);
      const refreshed = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/token/refresh",
        payload: { refreshToken: verified.json<{ refreshToken: string }>().refreshToken },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(201);
      const wrongCode = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/verify",
        payload: {
          challengeId: await startChallenge(testApp.app, {
            url: "/api/authentication/login",
            payload: { waId: freshIndianNumber().slice(1) },
            remoteAddress: freshIp(),
          }),
          code: "000000",
        },
      });
      expect(wrongCode.statusCode, wrongCode.body).toBe(400);
      for (const response of [started, verified, refreshed, wrongCode]) {
        expect(response.headers["cache-control"], response.body).toBe("no-store");
      }
    });

    it("a partner game's token exchange, and its problems", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/third-party-client/auth-tokens",
        payload: { clientId: "no-such-client", clientSecret: "x".repeat(43), code: "x".repeat(43) },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("leaves the public catalogue's answers as they were", async () => {
      for (const url of ["/api/game", "/api/game/dark-throne", "/api/game-genre"]) {
        const response = await testApp.app.inject({ url });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["cache-control"], url).toBeUndefined();
      }
    });
  });

  describe("the admins' operations (security naming the admin role)", () => {
    const adminOperations = [...operationFacts(loadContract())].filter(([, facts]) => facts.adminOnly);

    it("are exactly the operations under /api/admin", () => {
      const underAdmin = contractOperations()
        .filter((operation) => operation.path.startsWith("/api/admin/"))
        .map((operation) => operation.operationId);
      expect(adminOperations.map(([operationId]) => operationId).sort()).toEqual(underAdmin.sort());
      expect(underAdmin.length).toBeGreaterThan(0);
    });

    it("refuse a signed-in gamer without the role before the body is read", async () => {
      const gamer = await signInByPhone(testApp.app);
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/campaigns",
        headers: gamer.authorization,
        payload: { not: "a campaign" },
      });
      expectProblem(response, 403, "AdminRoleRequired");
    });

    it("refuse a caller without a token with 401 first", async () => {
      const response = await testApp.app.inject({ url: "/api/admin/campaigns?title=drop" });
      expectProblem(response, 401, "SignInRequired");
    });

    it("serve an admin", async () => {
      const admin = await signInAsAdmin(testApp);
      const response = await testApp.app.inject({
        url: "/api/admin/campaigns?title=drop",
        headers: admin.authorization,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  it("refuses storing the rate limiter's 429 of a personal operation too", async () => {
    const limited = await buildApp({
      config: { ...testApp.config, rateLimitPerMinute: 1 },
      database: testApp.database,
    });
    try {
      const first = await limited.app.inject({ url: "/api/users/me/profile", remoteAddress: "203.0.113.20" });
      const second = await limited.app.inject({
        url: "/api/users/me/profile",
        remoteAddress: "203.0.113.20",
      });
      expectProblem(second, 429, "TooManyRequests");
      expect([first.headers["cache-control"], second.headers["cache-control"]]).toEqual([
        "no-store",
        "no-store",
      ]);
    } finally {
      await limited.app.close();
    }
  });
});
