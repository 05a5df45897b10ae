/**
 * Linked social accounts through the API: the X and Discord connect (played on the local provider simulator the
 * test app serves, and once with the real adapters against the loopback fake by configuration alone), the
 * statuses, disconnect, erasure, and every documented refusal.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { socialTokensTable } from "@/server/db/schema/social";
import { userRepository } from "@/server/db/repositories/user-repository";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { connectCallback, connectFresh, simulate, simulatedUser } from "@/server/testing/social";
import { FAKE_CLIENTS, startSocialFake, type SocialFake } from "@/server/testing/social-fake";
import { buildApp } from "@/server/build-app";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { cookieHeaderOf } from "@/server/testing/google";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.app.close());

const statusesOf = async (session: TestSession) => {
  const answer = await testApp.app.inject({
    method: "GET",
    url: "/api/social-auth/status",
    headers: session.authorization,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<Record<string, { isActive: boolean; handle?: string | null }>>();
};

const tokensOf = (userId: string) =>
  testApp.database.db
    .select({ token: socialTokensTable })
    .from(socialTokensTable)
    .innerJoin(userIdentitiesTable, eq(userIdentitiesTable.id, socialTokensTable.identityId))
    .where(eq(userIdentitiesTable.userId, userId));

describe("connecting X and Discord through the simulator", () => {
  it("offers both in development without credentials", async () => {
    const answer = await testApp.app.inject({ method: "GET", url: "/api/authentication/methods" });
    expect(answer.json<{ socialConnect: string[] }>().socialConnect).toEqual(["twitter", "discord"]);
  });

  it("links X: back to the page it started from, the status active with the handle, tokens kept encrypted", async () => {
    const gamer = await sessionByPhone(testApp);
    const user = await simulatedUser(testApp.app, "twitter");
    const answer = await testApp.app.inject(
      await connectCallback(testApp.app, gamer, "twitter", user.id, {
        returnTo: "/gamer/k-drop/demo?tab=tasks",
      }),
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers["location"]).toBe("/gamer/k-drop/demo?tab=tasks&connect=ok&provider=twitter");
    expect((await statusesOf(gamer)).twitter).toEqual({ isActive: true, handle: `@${user.username}` });
    const [row] = await tokensOf(gamer.userId);
    expect(row?.token.accessToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.token.accessToken).not.toContain("fake-at-");
    expect(row?.token.refreshToken).not.toContain("fake-rt-");
    expect(row?.token.scope).toBe("tweet.read users.read follows.read like.read offline.access");
  });

  it("links Discord", async () => {
    const gamer = await sessionByPhone(testApp);
    const user = await connectFresh(testApp.app, gamer, "discord");
    expect((await statusesOf(gamer)).discord).toEqual({ isActive: true, handle: user.username });
  });

  it("refuses to start a connect without a sign-in (401)", async () => {
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/social-auth",
      payload: { provider: "twitter" },
    });
    expectProblem(answer, 401, "SignInRequired");
  });

  it("refuses a callback in a browser that did not start the connect, and links nothing", async () => {
    const gamer = await sessionByPhone(testApp);
    const user = await simulatedUser(testApp.app, "twitter");
    const callback = await connectCallback(testApp.app, gamer, "twitter", user.id);
    const answer = await testApp.app.inject({ method: "GET", url: callback.url });
    expect(answer.headers["location"]).toBe("/?connect=failed&reason=state");
    expect((await statusesOf(gamer)).twitter?.isActive).toBe(false);
  });

  it("says denied when the gamer refuses on the provider, and state when a callback comes twice", async () => {
    const gamer = await sessionByPhone(testApp);
    const user = await simulatedUser(testApp.app, "discord");
    const denied = await testApp.app.inject(
      await connectCallback(testApp.app, gamer, "discord", user.id, { deny: true }),
    );
    expect(denied.headers["location"]).toBe("/profile?connect=failed&provider=discord&reason=denied");
    const callback = await connectCallback(testApp.app, gamer, "discord", user.id);
    expect((await testApp.app.inject(callback)).headers["location"]).toContain("connect=ok");
    expect((await testApp.app.inject(callback)).headers["location"]).toBe("/?connect=failed&reason=state");
  });

  it("refuses an X account linked to another Kleos account (account already linked)", async () => {
    const first = await sessionByPhone(testApp);
    const second = await sessionByPhone(testApp);
    const user = await connectFresh(testApp.app, first, "twitter");
    const answer = await testApp.app.inject(await connectCallback(testApp.app, second, "twitter", user.id));
    expect(answer.headers["location"]).toBe("/profile?connect=failed&provider=twitter&reason=linked");
    expect((await statusesOf(second)).twitter?.isActive).toBe(false);
    expect((await statusesOf(first)).twitter?.isActive).toBe(true);
  });

  it("replaces the gamer's X account when they connect another", async () => {
    const gamer = await sessionByPhone(testApp);
    await connectFresh(testApp.app, gamer, "twitter");
    const other = await connectFresh(testApp.app, gamer, "twitter");
    expect((await statusesOf(gamer)).twitter?.handle).toBe(`@${other.username}`);
    expect(await tokensOf(gamer.userId)).toHaveLength(1);
  });
});

describe("disconnecting", () => {
  it("unlinks and deletes the tokens; again changes nothing", async () => {
    const gamer = await sessionByPhone(testApp);
    await connectFresh(testApp.app, gamer, "twitter");
    const disconnect = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/social-auth/disconnect",
        headers: gamer.authorization,
        payload: { provider: "twitter" },
      });
    const answer = await disconnect();
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Record<string, { isActive: boolean }>>().twitter?.isActive).toBe(false);
    expect(await tokensOf(gamer.userId)).toHaveLength(0);
    expect((await disconnect()).statusCode).toBe(200);
  });

  it("refuses a sign-in provider (400) and a caller without a sign-in (401)", async () => {
    const gamer = await sessionByPhone(testApp);
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/social-auth/disconnect",
        headers: gamer.authorization,
        payload: { provider: "google" },
      }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/social-auth/disconnect",
        payload: { provider: "discord" },
      }),
      401,
      "SignInRequired",
    );
    expectProblem(
      await testApp.app.inject({ method: "GET", url: "/api/social-auth/status" }),
      401,
      "SignInRequired",
    );
  });

  it("goes with the account's erasure: identities and tokens", async () => {
    const gamer = await sessionByPhone(testApp);
    await connectFresh(testApp.app, gamer, "discord");
    expect(await tokensOf(gamer.userId)).toHaveLength(1);
    await userRepository.erase(testApp.database.db, gamer.userId, new Date());
    expect(await tokensOf(gamer.userId)).toHaveLength(0);
    const [{ count } = { count: -1 }] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(socialTokensTable);
    expect(count).toBeGreaterThan(0);
  });
});

describe("the provider simulator", () => {
  it("refuses what its world does not hold (400)", async () => {
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/dev/providers/actions",
        payload: { action: "follow", userId: "2001", target: "nobody_here" },
      }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/dev/providers/actions",
        payload: {
          action: "authorize",
          provider: "twitter",
          userId: "2001",
          redirectUri: "https://evil.test/x",
          state: "s",
        },
      }),
      400,
      "ValidationFailed",
    );
  });

  it("shows its world", async () => {
    await simulate(testApp.app, { action: "follow", userId: "2002", target: "@kleos" });
    const answer = await testApp.app.inject({ method: "GET", url: "/api/dev/providers" });
    expect(answer.statusCode).toBe(200);
    const world = answer.json<{ x: { users: { username: string; following: string[] }[] } }>();
    expect(world.x.users.find((user) => user.username === "ravi_gg")?.following).toContain("kleos");
  });
});

describe("in production without credentials", () => {
  let production: TestApp;

  beforeAll(async () => {
    // The test app's database (and so its signing key and accounts), served as production.
    production = await buildApp({
      config: { ...testApp.config, env: "production", devTools: false },
      database: testApp.database,
    });
  });
  afterAll(() => production.app.close());

  it("offers neither, refuses a connect (503) and has no simulator (404)", async () => {
    const gamer = await sessionByPhone(testApp);
    const methods = await production.app.inject({ method: "GET", url: "/api/authentication/methods" });
    expect(methods.json<{ socialConnect: string[] }>().socialConnect).toEqual([]);
    expectProblem(
      await production.app.inject({
        method: "POST",
        url: "/api/social-auth",
        headers: gamer.authorization,
        payload: { provider: "discord" },
      }),
      503,
      "SignInMethodNotConfigured",
    );
    expectProblem(
      await production.app.inject({ method: "GET", url: "/api/dev/providers" }),
      404,
      "RouteNotFound",
    );
    expectProblem(
      await production.app.inject({
        method: "POST",
        url: "/api/dev/providers/actions",
        payload: { action: "addUser", provider: "twitter", target: "someone" },
      }),
      404,
      "RouteNotFound",
    );
  });
});

describe("with X configured (the real adapters against the loopback fake)", () => {
  let fake: SocialFake;
  let configured: TestApp;

  beforeAll(async () => {
    fake = await startSocialFake({
      x: {
        users: [
          {
            id: "42",
            username: "real_asha",
            name: "Asha",
            description: "",
            following: [],
            liked: [],
            reposted: [],
          },
        ],
        posts: [],
      },
      discord: { users: [], guilds: [] },
    });
    configured = await createTestApp({
      social: {
        tokenKey: "a".repeat(64),
        x: {
          clientId: FAKE_CLIENTS.twitter.id,
          clientSecret: FAKE_CLIENTS.twitter.secret,
          apiBase: `${fake.server.url}/x`,
          authorizeUrl: `${fake.server.url}/x/i/oauth2/authorize`,
        },
        discord: {
          clientId: undefined,
          clientSecret: undefined,
          apiBase: "https://discord.invalid",
          authorizeUrl: "https://discord.invalid",
        },
      },
    });
  });
  afterAll(async () => {
    await configured.app.close();
    await fake.close();
  });

  it("connects with PKCE at X's authorize page and token endpoint", async () => {
    const gamer = await sessionByPhone(configured);
    const started = await configured.app.inject({
      method: "POST",
      url: "/api/social-auth",
      headers: gamer.authorization,
      payload: { provider: "twitter", returnTo: "/profile" },
    });
    expect(started.statusCode).toBe(201);
    const authorize = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.server.url}/x/i/oauth2/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: "code",
      client_id: FAKE_CLIENTS.twitter.id,
      scope: "tweet.read users.read follows.read like.read offline.access",
      code_challenge_method: "S256",
    });
    const back = new URL(
      fake.world.authorize({
        provider: "twitter",
        userId: "42",
        redirectUri: authorize.searchParams.get("redirect_uri") ?? "",
        state: authorize.searchParams.get("state") ?? "",
        codeChallenge: authorize.searchParams.get("code_challenge") ?? "",
      }),
    );
    const answer = await configured.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookieHeaderOf(started.headers["set-cookie"]) },
    });
    expect(answer.headers["location"]).toBe("/profile?connect=ok&provider=twitter");
    const methods = await configured.app.inject({ method: "GET", url: "/api/authentication/methods" });
    // Discord has no credentials: the simulator plays it in development.
    expect(methods.json<{ socialConnect: string[] }>().socialConnect).toEqual(["twitter", "discord"]);
  });
});
