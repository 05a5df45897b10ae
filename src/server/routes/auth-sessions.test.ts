/**
 * Ending a sign-in ends its access tokens at once (issue 14, finding 5): a reused refresh token, a logout. Two
 * tabs refreshing together are not a theft. With Redis, another server refuses the ended sign-in too.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/domain/constants/session-cookies";
import { REFRESH_REPLAY_GRACE_MS } from "@/server/services/auth/tokens";
import { expectProblem } from "@/server/testing/problems";
import {
  codeFromDevInbox,
  freshIndianNumber,
  freshIp,
  signInByPhone,
  startChallenge,
  type TestSession,
} from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
});

afterAll(async () => {
  await testApp.app.close();
});

afterEach(() => {
  vi.useRealTimers();
});

interface Pair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const refresh = (
  app: TestApp["app"],
  refreshToken: string,
  client: Pick<InjectOptions, "remoteAddress" | "headers">,
) =>
  app.inject({
    method: "POST",
    url: "/api/authentication/token/refresh",
    payload: { refreshToken },
    ...client,
  });

const pairOf = (response: LightMyRequestResponse): Pair => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Pair>();
};

const profileStatus = async (app: TestApp["app"], accessToken: string) =>
  (await app.inject({ url: "/api/users/me/profile", headers: { authorization: `Bearer ${accessToken}` } }))
    .statusCode;

const browser = () => ({ remoteAddress: freshIp(), headers: { "user-agent": "Mozilla/5.0 (Kleos test)" } });

describe("ending a sign-in", () => {
  it("carries the sign-in's id in every access token of it", async () => {
    const session = await signInByPhone(testApp.app);
    const rotated = pairOf(await refresh(testApp.app, session.refreshToken, browser()));
    const sid = decodeJwt(session.accessToken)["sid"];
    expect(typeof sid).toBe("string");
    expect(decodeJwt(rotated.accessToken)["sid"]).toBe(sid);
    const other = await signInByPhone(testApp.app, session.phoneNumber);
    expect(decodeJwt(other.accessToken)["sid"]).not.toBe(sid);
  });

  it("refuses the access tokens of a sign-in whose used refresh token comes back from someone else", async () => {
    const session = await signInByPhone(testApp.app);
    const otherSignIn = await signInByPhone(testApp.app, session.phoneNumber);
    const gamer = browser();
    const rotated = pairOf(await refresh(testApp.app, session.refreshToken, gamer));
    expect(await profileStatus(testApp.app, rotated.accessToken)).toBe(200);

    // A thief replays the first refresh token from elsewhere.
    expectProblem(await refresh(testApp.app, session.refreshToken, browser()), 400, "InvalidRefreshToken");

    // Every access token of that sign-in is refused now, not in 15 minutes; the other sign-in stands.
    expect(await profileStatus(testApp.app, rotated.accessToken)).toBe(401);
    expect(await profileStatus(testApp.app, session.accessToken)).toBe(401);
    expect(await profileStatus(testApp.app, otherSignIn.accessToken)).toBe(200);
  });

  it("refuses the access token at once after a logout, by refresh token or by access token alone", async () => {
    const byRefresh = await signInByPhone(testApp.app);
    const logout = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      payload: { refreshToken: byRefresh.refreshToken },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await profileStatus(testApp.app, byRefresh.accessToken)).toBe(401);

    const byAccess = await signInByPhone(testApp.app);
    const appLogout = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      headers: { authorization: `Bearer ${byAccess.accessToken}` },
    });
    expect(appLogout.statusCode, appLogout.body).toBe(200);
    expect(await profileStatus(testApp.app, byAccess.accessToken)).toBe(401);
    expectProblem(await refresh(testApp.app, byAccess.refreshToken, browser()), 400, "InvalidRefreshToken");
  });

  it("refuses the site's cookie session after a logout with the refresh cookie", async () => {
    const session = await signInByPhone(testApp.app);
    const logout = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
    });
    expect(logout.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      url: "/api/users/me/profile",
      headers: { cookie: `${ACCESS_COOKIE}=${session.accessToken}` },
    });
    expectProblem(profile, 401, "TokenDecodeFailed");
  });
});

describe("changing the phone number", () => {
  it("ends every other sign-in of the account, and answers a fresh one", async () => {
    const here = await signInByPhone(testApp.app);
    const elsewhere = await signInByPhone(testApp.app, here.phoneNumber);
    const newNumber = freshIndianNumber();
    const challengeId = await startChallenge(testApp.app, {
      url: "/api/authentication/register",
      payload: { phoneNumber: newNumber },
      headers: here.authorization,
    });
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/verify",
      payload: { challengeId, code: await codeFromDevInbox(testApp.app, newNumber) },
      headers: here.authorization,
    });
    const fresh = pairOf(verified);
    expect(await profileStatus(testApp.app, elsewhere.accessToken)).toBe(401);
    expect(await profileStatus(testApp.app, here.accessToken)).toBe(401);
    expectProblem(await refresh(testApp.app, elsewhere.refreshToken, browser()), 400, "InvalidRefreshToken");
    expect(await profileStatus(testApp.app, fresh.accessToken)).toBe(200);
  });
});

describe("two tabs refreshing at once", () => {
  it("answers the same new pair to the same client, at once or within the grace", async () => {
    const session = await signInByPhone(testApp.app);
    const tab = browser();
    const [first, second] = await Promise.all([
      refresh(testApp.app, session.refreshToken, tab),
      refresh(testApp.app, session.refreshToken, tab),
    ]);
    const a = pairOf(first);
    const b = pairOf(second);
    expect(b).toEqual(a);
    const third = pairOf(await refresh(testApp.app, session.refreshToken, tab));
    expect(third).toEqual(a);
    // Nobody was signed out: the pair works and rotates on.
    expect(await profileStatus(testApp.app, a.accessToken)).toBe(200);
    pairOf(await refresh(testApp.app, a.refreshToken, tab));
  });

  it("counts the same token as theft after the grace, or from another client", async () => {
    const session = await signInByPhone(testApp.app);
    const tab = browser();
    const rotated = pairOf(await refresh(testApp.app, session.refreshToken, tab));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + REFRESH_REPLAY_GRACE_MS + 1_000);
    expectProblem(await refresh(testApp.app, session.refreshToken, tab), 400, "InvalidRefreshToken");
    vi.useRealTimers();
    expect(await profileStatus(testApp.app, rotated.accessToken)).toBe(401);

    const other = await signInByPhone(testApp.app);
    const sameAddress = browser();
    pairOf(await refresh(testApp.app, other.refreshToken, sameAddress));
    const otherAgent = { ...sameAddress, headers: { "user-agent": "curl/8" } };
    expectProblem(await refresh(testApp.app, other.refreshToken, otherAgent), 400, "InvalidRefreshToken");
  });

  it("gives nothing back after the sign-in ended, even to the same client", async () => {
    const session: TestSession = await signInByPhone(testApp.app);
    const tab = browser();
    const rotated = pairOf(await refresh(testApp.app, session.refreshToken, tab));
    await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      payload: { refreshToken: rotated.refreshToken },
    });
    expectProblem(await refresh(testApp.app, session.refreshToken, tab), 400, "InvalidRefreshToken");
  });
});
