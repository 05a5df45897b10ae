import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeSteamWebApi } from "@/server/providers/social/steam-web-api";
import {
  FAKE_STEAM_API_KEY,
  startFakeSteamTelegram,
  type FakeSteamTelegram,
} from "@/server/testing/fakes/fake-steam-telegram";

const STEAM_ID = "76561197960287930";

let fake: FakeSteamTelegram;
beforeAll(async () => {
  fake = await startFakeSteamTelegram();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.world.fail("steamWebApi", undefined);
  fake.world.steamUsers.clear();
});

const api = (apiKey = FAKE_STEAM_API_KEY) => makeSteamWebApi({ apiBase: fake.url, apiKey });

describe("Steam Web API", () => {
  it("reads the persona name and whether the profile is public (communityvisibilitystate 3)", async () => {
    fake.world.steamUser(STEAM_ID, "Gabe");
    expect(await api().playerSummary(STEAM_ID)).toEqual({
      kind: "found",
      personaName: "Gabe",
      publicProfile: true,
    });
    fake.world.steamUser(STEAM_ID).publicProfile = false;
    expect(await api().playerSummary(STEAM_ID)).toEqual({
      kind: "found",
      personaName: "Gabe",
      publicProfile: false,
    });
    expect(await api().playerSummary("76561190000000000")).toEqual({ kind: "unknown" });
  });

  it("reads owned games with their playtime, and a private profile as private", async () => {
    const user = fake.world.steamUser(STEAM_ID);
    user.games.set(570, 125);
    user.games.set(730, 0);
    expect(await api().ownedGames(STEAM_ID)).toEqual({
      kind: "games",
      games: [
        { appId: 570, playtimeMinutes: 125 },
        { appId: 730, playtimeMinutes: 0 },
      ],
    });
    user.publicProfile = false;
    expect(await api().ownedGames(STEAM_ID)).toEqual({ kind: "private" });
  });

  it("answers forbidden for a wrong key (403), rate limited with Retry-After (429), unavailable on 5xx", async () => {
    expect(await api("WRONG").playerSummary(STEAM_ID)).toMatchObject({ kind: "failed", reason: "forbidden" });
    fake.world.fail("steamWebApi", { status: 429, retryAfterSeconds: 60 });
    expect(await api().ownedGames(STEAM_ID)).toMatchObject({
      kind: "failed",
      reason: "rateLimited",
      retryAfterSeconds: 60,
    });
    fake.world.fail("steamWebApi", { status: 502 });
    expect(await api().ownedGames(STEAM_ID)).toMatchObject({ kind: "failed", reason: "unavailable" });
    const gone = makeSteamWebApi({ apiBase: "http://127.0.0.1:9", apiKey: FAKE_STEAM_API_KEY });
    expect(await gone.playerSummary(STEAM_ID)).toMatchObject({ kind: "failed", reason: "unavailable" });
  });
});
