import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATOR_PREFIX } from "@/server/plugins/steam-telegram-simulator";
import { signInByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { STEAM_STATE_COOKIE } from "@/server/routes/steam-telegram";

let testApp: TestApp;
beforeAll(async () => {
  // Development without Steam or Telegram credentials: the simulator plays both.
  testApp = await createTestApp({ telegram: { botToken: undefined, botName: undefined } });
});
afterAll(() => testApp.app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url, payload, headers });

describe("the Steam and Telegram simulator", () => {
  it("links a Steam account through the simulated sign-in page, with the persona name the developer gave", async () => {
    const gamer = await signInByPhone(testApp.app);
    const started = await post(
      "/api/social-auth/connect/steam",
      { returnTo: "/profile" },
      gamer.authorization,
    );
    expect(started.statusCode).toBe(201);
    const url = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
    expect(url.pathname).toBe("/dev/simulator/steam/openid/login");
    const state = started.cookies.find((cookie) => cookie.name === STEAM_STATE_COOKIE)?.value ?? "";

    const approved = await post(`${SIMULATOR_PREFIX}/steam/sign-in`, {
      checkidQuery: url.search.slice(1),
      approve: true,
      steamId: "76561198000000042",
      personaName: "Sim Gamer",
    });
    const back = new URL(approved.json<{ redirectUrl: string }>().redirectUrl);
    expect(back.pathname).toBe("/connect/steam");
    const linked = await testApp.app.inject({
      method: "POST",
      url: "/api/social-auth/connect/steam/verify",
      headers: gamer.authorization,
      cookies: { [STEAM_STATE_COOKIE]: state },
      payload: { callbackQuery: back.search.slice(1) },
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({
      socialStatuses: { steam: { isActive: true, handle: "Sim Gamer" } },
    });
  });

  it("signs Telegram logins the link accepts, and plays channel membership", async () => {
    const gamer = await signInByPhone(testApp.app);
    const login = await post(`${SIMULATOR_PREFIX}/telegram/login`, {
      telegramId: "424242",
      firstName: "Asha",
      username: "asha_plays",
    });
    const linked = await post("/api/social-auth/link-telegram", login.json(), gamer.authorization);
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ telegram: { isActive: true, handle: "@asha_plays" } });

    const state = await post(`${SIMULATOR_PREFIX}/telegram/members`, {
      channel: "@kleos_news",
      telegramId: "424242",
      status: "member",
    });
    expect(state.json()).toMatchObject({
      telegramSimulated: true,
      telegramChats: [
        { channel: "@kleos_news", botIsAdmin: true, members: [{ telegramId: "424242", status: "member" }] },
      ],
    });
  });

  it("does not exist without the dev tools", async () => {
    const production = await createTestApp({ devTools: false });
    try {
      expect((await production.app.inject({ url: `${SIMULATOR_PREFIX}/state` })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
