import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import {
  FAKE_STEAM_API_KEY,
  startFakeSteamTelegram,
  type FakeSteamTelegram,
} from "@/server/testing/fakes/fake-steam-telegram";
import { buildApp } from "@/server/build-app";
import { STEAM_STATE_COOKIE } from "@/server/routes/steam-telegram";
import {
  NO_STEAM_TELEGRAM,
  SteamTelegramProviders,
} from "@/server/services/steam-telegram/steam-telegram-providers";

const STEAM_ID = "76561197960287930";

let fake: FakeSteamTelegram;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeSteamTelegram();
  testApp = await createTestApp({
    steam: { openIdEndpoint: fake.openIdEndpoint, webApiBase: fake.url, webApiKey: FAKE_STEAM_API_KEY },
  });
});
afterAll(async () => {
  await testApp.app.close();
  await fake.close();
});
beforeEach(() => {
  fake.world.fail("steamOpenId", undefined);
  fake.world.fail("steamWebApi", undefined);
});

/** Starts linking as `session`; answers Steam's URL and the state cookie the browser got. */
const start = async (session: TestSession, returnTo?: string) => {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/social-auth/connect/steam",
    headers: session.authorization,
    payload: returnTo === undefined ? {} : { returnTo },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((candidate) => candidate.name === STEAM_STATE_COOKIE);
  if (cookie === undefined) throw new Error("No state cookie");
  return {
    url: new URL(response.json<{ authorizationUrl: string }>().authorizationUrl),
    state: cookie.value,
    cookie,
  };
};

/** Steam's user approves: the query string Steam sends the browser back to /connect/steam with. */
const approve = (url: URL, steamId = STEAM_ID) =>
  new URL(fake.world.approveSteamSignIn(url.searchParams, steamId, fake.openIdEndpoint)).search.slice(1);

const verify = (session: TestSession, callbackQuery: string, state: string | undefined) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/social-auth/connect/steam/verify",
    headers: session.authorization,
    ...(state === undefined ? {} : { cookies: { [STEAM_STATE_COOKIE]: state } }),
    payload: { callbackQuery },
  });

describe("connect/steam", () => {
  it("answers Steam's checkid_setup URL returning to /connect/steam with the state, bound to this browser", async () => {
    const session = await sessionByPhone(testApp);
    const { url, state, cookie } = await start(session, "/campaigns/abc");
    expect(`${url.origin}${url.pathname}`).toBe(fake.openIdEndpoint);
    expect(url.searchParams.get("openid.mode")).toBe("checkid_setup");
    const returnTo = new URL(url.searchParams.get("openid.return_to") ?? "");
    expect(returnTo.pathname).toBe("/connect/steam");
    expect(returnTo.searchParams.get("state")).toBe(state);
    const realm = url.searchParams.get("openid.realm") ?? "";
    expect(url.searchParams.get("openid.return_to")?.startsWith(`${realm}/connect/steam?`)).toBe(true);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: "/api/social-auth/connect/steam" });
  });

  it("links the Steam account Steam confirms, with its persona name, and goes back where it started", async () => {
    const session = await sessionByPhone(testApp);
    fake.world.steamUser(STEAM_ID, "Gabe N");
    const { url, state } = await start(session, "/campaigns/abc");
    const response = await verify(session, approve(url), state);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      returnTo: "/campaigns/abc",
      socialStatuses: { steam: { isActive: true, handle: "Gabe N" } },
    });
    const profile = await testApp.app.inject({
      method: "GET",
      url: "/api/users/me/profile",
      headers: session.authorization,
    });
    expect(profile.json()).toMatchObject({ socialStatuses: { steam: { isActive: true, handle: "Gabe N" } } });
  });

  it("refuses (409 AccountAlreadyLinked) a Steam account another Kleos account linked", async () => {
    const steamId = "76561197960287931";
    const first = await sessionByPhone(testApp);
    const firstStart = await start(first);
    expect((await verify(first, approve(firstStart.url, steamId), firstStart.state)).statusCode).toBe(201);
    const second = await sessionByPhone(testApp);
    const secondStart = await start(second);
    const problem = expectProblem(
      await verify(second, approve(secondStart.url, steamId), secondStart.state),
      409,
      "AccountAlreadyLinked",
    );
    expect(problem.title).toBe("Account already linked");
  });

  it("replaces the first Steam account of a gamer who links a second, and says which it replaced", async () => {
    const session = await sessionByPhone(testApp);
    const [firstId, secondId] = ["76561197960287941", "76561197960287942"];
    fake.world.steamUser(firstId, "First Steamer");
    fake.world.steamUser(secondId, "Second Steamer");
    const first = await start(session);
    const linked = await verify(session, approve(first.url, firstId), first.state);
    expect(linked.json()).toMatchObject({ replaced: null });
    const second = await start(session);
    const relinked = await verify(session, approve(second.url, secondId), second.state);
    expect(relinked.statusCode).toBe(201);
    expect(relinked.json()).toMatchObject({
      replaced: "First Steamer",
      socialStatuses: { steam: { isActive: true, handle: "Second Steamer" } },
    });
    const steamIdentities = await testApp.database.db
      .select({ subject: userIdentitiesTable.subject })
      .from(userIdentitiesTable)
      .where(and(eq(userIdentitiesTable.userId, session.userId), eq(userIdentitiesTable.provider, "steam")));
    expect(steamIdentities).toEqual([{ subject: secondId }]);
    // The Steam account it let go may be linked by another Kleos account; the one it holds may not.
    const other = await sessionByPhone(testApp);
    const freed = await start(other);
    expect((await verify(other, approve(freed.url, firstId), freed.state)).statusCode).toBe(201);
    const taken = await start(other);
    expectProblem(
      await verify(other, approve(taken.url, secondId), taken.state),
      409,
      "AccountAlreadyLinked",
    );
  });

  it("refuses (400 SteamSignInRejected) an assertion without this browser's state cookie", async () => {
    const session = await sessionByPhone(testApp);
    const { url } = await start(session);
    expectProblem(await verify(session, approve(url), undefined), 400, "SteamSignInRejected");
    expectProblem(await verify(session, approve(url), "another-state"), 400, "SteamSignInRejected");
  });

  it("refuses (400) a cancelled sign-in, a forged claimed id, and a state used once already", async () => {
    const session = await sessionByPhone(testApp);
    const cancelled = await start(session);
    const cancel = new URL(fake.world.cancelSteamSignIn(cancelled.url.searchParams)).search.slice(1);
    expectProblem(await verify(session, cancel, cancelled.state), 400, "SteamSignInRejected");

    const forged = await start(session);
    const params = new URLSearchParams(approve(forged.url));
    params.set("openid.claimed_id", "https://steamcommunity.com/openid/id/76561198999999999");
    params.set("openid.identity", "https://steamcommunity.com/openid/id/76561198999999999");
    expectProblem(await verify(session, params.toString(), forged.state), 400, "SteamSignInRejected");

    const once = await start(session);
    const query = approve(once.url, "76561197960287932");
    expect((await verify(session, query, once.state)).statusCode).toBe(201);
    expectProblem(await verify(session, query, once.state), 400, "SteamSignInRejected");
  });

  it("answers 502 UpstreamFailed when Steam cannot confirm the assertion", async () => {
    const session = await sessionByPhone(testApp);
    const { url, state } = await start(session);
    fake.world.fail("steamOpenId", { status: 503 });
    expectProblem(await verify(session, approve(url), state), 502, "UpstreamFailed");
  });

  it("answers 401 without a sign-in, and 400 for a request without callbackQuery", async () => {
    expectProblem(
      await testApp.app.inject({ method: "POST", url: "/api/social-auth/connect/steam", payload: {} }),
      401,
      "SignInRequired",
    );
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/social-auth/connect/steam/verify",
        payload: { callbackQuery: "state=x" },
      }),
      401,
      "SignInRequired",
    );
    const session = await sessionByPhone(testApp);
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: "/api/social-auth/connect/steam/verify",
        headers: session.authorization,
        payload: {},
      }),
      400,
      "ValidationFailed",
    );
  });
});

describe("connect/steam without Steam credentials", () => {
  it("answers 503 SignInMethodNotConfigured when Steam is not offered (no key, no simulator)", async () => {
    const production = await buildApp({
      config: testApp.config,
      database: testApp.database,
      layer: SteamTelegramProviders.layerOf(NO_STEAM_TELEGRAM),
    });
    try {
      const session = await sessionByPhone(production);
      expectProblem(
        await production.app.inject({
          method: "POST",
          url: "/api/social-auth/connect/steam",
          headers: session.authorization,
          payload: {},
        }),
        503,
        "SignInMethodNotConfigured",
      );
      expectProblem(
        await production.app.inject({
          method: "POST",
          url: "/api/social-auth/connect/steam/verify",
          headers: session.authorization,
          cookies: { [STEAM_STATE_COOKIE]: "s" },
          payload: { callbackQuery: "state=s" },
        }),
        503,
        "SignInMethodNotConfigured",
      );
    } finally {
      await production.app.close();
    }
  });
});
