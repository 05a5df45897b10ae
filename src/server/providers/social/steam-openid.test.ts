import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeSteamOpenId } from "@/server/providers/social/steam-openid";
import { startFakeSteamTelegram, type FakeSteamTelegram } from "@/server/testing/fakes/fake-steam-telegram";

const STEAM_ID = "76561197960287930";
const RETURN_TO = "https://kleos.test/api/social-auth/connect/steam/return?state=abc";

let fake: FakeSteamTelegram;
beforeAll(async () => {
  fake = await startFakeSteamTelegram();
});
afterAll(() => fake.close());
beforeEach(() => fake.world.fail("steamOpenId", undefined));

const signIn = () => {
  const openId = makeSteamOpenId({ endpoint: fake.openIdEndpoint });
  const started = new URL(openId.authorizationUrl({ returnTo: RETURN_TO, realm: "https://kleos.test" }));
  const back = new URL(fake.world.approveSteamSignIn(started.searchParams, STEAM_ID, fake.openIdEndpoint));
  return { openId, started, params: back.searchParams };
};

describe("Steam OpenID 2.0", () => {
  it("asks for checkid_setup with identifier_select, the return URL and the realm", () => {
    const { started } = signIn();
    expect(`${started.origin}${started.pathname}`).toBe(fake.openIdEndpoint);
    expect(Object.fromEntries(started.searchParams)).toEqual({
      "openid.ns": "http://specs.openid.net/auth/2.0",
      "openid.mode": "checkid_setup",
      "openid.return_to": RETURN_TO,
      "openid.realm": "https://kleos.test",
      "openid.identity": "http://specs.openid.net/auth/2.0/identifier_select",
      "openid.claimed_id": "http://specs.openid.net/auth/2.0/identifier_select",
    });
  });

  it("accepts an assertion the OP confirms with is_valid:true, and reads the SteamID64", async () => {
    const { openId, params } = signIn();
    expect(await openId.checkAssertion({ params, expectedReturnTo: RETURN_TO })).toEqual({
      kind: "valid",
      steamId: STEAM_ID,
    });
  });

  it("refuses the same assertion twice: the OP answers is_valid:false for a used nonce", async () => {
    const { openId, params } = signIn();
    await openId.checkAssertion({ params, expectedReturnTo: RETURN_TO });
    expect(await openId.checkAssertion({ params, expectedReturnTo: RETURN_TO })).toEqual({
      kind: "rejected",
      reason: "is_valid:false",
    });
  });

  it("refuses a forged claimed id: the signature no longer holds", async () => {
    const { openId, params } = signIn();
    params.set("openid.claimed_id", "https://steamcommunity.com/openid/id/76561198000000000");
    params.set("openid.identity", "https://steamcommunity.com/openid/id/76561198000000000");
    expect((await openId.checkAssertion({ params, expectedReturnTo: RETURN_TO })).kind).toBe("rejected");
  });

  it("refuses an assertion for another return URL, another OP, or a cancelled sign-in, without asking", async () => {
    const { openId, params } = signIn();
    expect(await openId.checkAssertion({ params, expectedReturnTo: `${RETURN_TO}x` })).toEqual({
      kind: "rejected",
      reason: "return_to",
    });
    const other = makeSteamOpenId({ endpoint: "https://steamcommunity.com/openid/login" });
    expect((await other.checkAssertion({ params, expectedReturnTo: RETURN_TO })).kind).toBe("rejected");
    const cancelled = new URL(fake.world.cancelSteamSignIn(signIn().started.searchParams)).searchParams;
    expect(await openId.checkAssertion({ params: cancelled, expectedReturnTo: RETURN_TO })).toEqual({
      kind: "rejected",
      reason: "mode cancel",
    });
  });

  it("answers unavailable when the OP fails or cannot be reached", async () => {
    const { openId, params } = signIn();
    fake.world.fail("steamOpenId", { status: 503 });
    expect((await openId.checkAssertion({ params, expectedReturnTo: RETURN_TO })).kind).toBe("unavailable");
    const gone = makeSteamOpenId({ endpoint: "http://127.0.0.1:9/openid/login" });
    const back = new URL(
      fake.world.approveSteamSignIn(
        new URL(gone.authorizationUrl({ returnTo: RETURN_TO, realm: "https://kleos.test" })).searchParams,
        STEAM_ID,
        "http://127.0.0.1:9/openid/login",
      ),
    );
    expect((await gone.checkAssertion({ params: back.searchParams, expectedReturnTo: RETURN_TO })).kind).toBe(
      "unavailable",
    );
  });
});
