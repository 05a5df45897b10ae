import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { makeSteamWebApi } from "@/server/providers/social/steam-web-api";
import { makeTelegramBotApi } from "@/server/providers/social/telegram-bot-api";
import {
  linkSteamVerifier,
  telegramJoinChannelVerifier,
} from "@/server/services/steam-telegram/steam-telegram-verifiers";
import {
  FAKE_STEAM_API_KEY,
  FAKE_TELEGRAM_BOT_TOKEN,
  startFakeSteamTelegram,
  type FakeSteamTelegram,
} from "@/server/testing/fakes/fake-steam-telegram";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  insertCampaign,
  insertTask,
  insertUser,
  runVerifier,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let db: Db;
let campaign: TestCampaign;
let fake: FakeSteamTelegram;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  db = kleos.database.db;
  campaign = await insertCampaign(db);
  fake = await startFakeSteamTelegram();
});
afterAll(async () => {
  await kleos.close();
  await fake.close();
});
beforeEach(() => {
  fake.world.fail("telegram", undefined);
  fake.world.fail("steamWebApi", undefined);
});

let nextId = 0;
/** A gamer with `provider` linked as a fresh id; answers the Kleos user id and the linked subject. */
const gamerLinked = async (provider: "steam" | "telegram") => {
  nextId += 1;
  const userId = await insertUser(db);
  const subject =
    provider === "steam" ? String(76561197960300000n + BigInt(nextId)) : String(5_000_000 + nextId);
  await db.insert(userIdentitiesTable).values({ userId, provider, subject, display: "gamer" });
  return { userId, subject };
};

describe("TELEGRAM_JOIN_CHANNEL", () => {
  const verifier = () =>
    telegramJoinChannelVerifier(makeTelegramBotApi({ apiBase: fake.url, botToken: FAKE_TELEGRAM_BOT_TOKEN }));
  const check = async (userId: string, channel = "kleos_news") => {
    const task = await insertTask(db, campaign.id, "TELEGRAM_JOIN_CHANNEL", { channel });
    return runVerifier(kleos, verifier(), contextFor(userId, campaign, task));
  };

  it("verifies a member of the channel (asked with getChatMember for the linked Telegram id)", async () => {
    const gamer = await gamerLinked("telegram");
    fake.world.telegramChat("kleos_news").members.set(gamer.subject, { status: "member", isMember: true });
    expect(await check(gamer.userId)).toEqual({
      verified: true,
      checked: { channel: "@kleos_news", telegramUserId: gamer.subject, status: "member" },
    });
  });

  it("answers not yet, with what to do, for a gamer who left or never joined, and one with no Telegram", async () => {
    const left = await gamerLinked("telegram");
    fake.world.telegramChat("kleos_news").members.set(left.subject, { status: "left", isMember: false });
    expect(await check(left.userId)).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "TELEGRAM_NOT_MEMBER",
      message: "Join @kleos_news on Telegram, then check again",
    });
    const stranger = await gamerLinked("telegram");
    expect(await check(stranger.userId)).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "TELEGRAM_NOT_MEMBER",
    });
    expect(await check(await insertUser(db))).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "TELEGRAM_NOT_LINKED",
    });
  });

  it("cannot check (UPSTREAM) when the bot is not an admin of the channel, nor when Telegram rate limits", async () => {
    const gamer = await gamerLinked("telegram");
    fake.world.telegramChat("closed_club").botIsAdmin = false;
    expect(await check(gamer.userId, "closed_club")).toMatchObject({
      verified: false,
      errorType: "UPSTREAM",
      errorCode: "TELEGRAM_CANNOT_CHECK",
    });
    fake.world.fail("telegram", { status: 429, retryAfterSeconds: 42 });
    expect(await check(gamer.userId)).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "TELEGRAM_UNAVAILABLE",
      retryAfterSeconds: 42,
    });
  });
});

describe("LINK_STEAM", () => {
  const verifier = () =>
    linkSteamVerifier(makeSteamWebApi({ apiBase: fake.url, apiKey: FAKE_STEAM_API_KEY }));
  const check = async (userId: string, config: { appId?: number; minPlaytimeMinutes?: number } = {}) => {
    const task = await insertTask(db, campaign.id, "LINK_STEAM", config);
    return runVerifier(kleos, verifier(), contextFor(userId, campaign, task));
  };

  it("verifies a linked Steam account, and one that owns the game and played it long enough", async () => {
    const gamer = await gamerLinked("steam");
    expect(await check(gamer.userId)).toEqual({ verified: true, checked: { steamId: gamer.subject } });
    fake.world.steamUser(gamer.subject).games.set(570, 180);
    expect(await check(gamer.userId, { appId: 570, minPlaytimeMinutes: 120 })).toMatchObject({
      verified: true,
      checked: { appId: 570, playtimeMinutes: 180 },
    });
  });

  it("answers not yet without a link, without the game, and with too little playtime", async () => {
    expect(await check(await insertUser(db))).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "STEAM_NOT_LINKED",
    });
    const gamer = await gamerLinked("steam");
    fake.world.steamUser(gamer.subject).games.set(730, 30);
    expect(await check(gamer.userId, { appId: 570 })).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "STEAM_GAME_NOT_OWNED",
    });
    expect(await check(gamer.userId, { appId: 730, minPlaytimeMinutes: 60 })).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "STEAM_PLAYTIME_SHORT",
      message: "Play the game for 60 minutes on Steam (30 so far), then check again",
    });
  });

  it("cannot check (UPSTREAM), never fails, a private profile, and Steam down or rate limited", async () => {
    const gamer = await gamerLinked("steam");
    fake.world.steamUser(gamer.subject).publicProfile = false;
    expect(await check(gamer.userId, { appId: 570 })).toMatchObject({
      verified: false,
      errorType: "UPSTREAM",
      errorCode: "STEAM_PROFILE_PRIVATE",
    });
    fake.world.fail("steamWebApi", { status: 429, retryAfterSeconds: 90 });
    expect(await check(gamer.userId, { appId: 570 })).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "STEAM_UNAVAILABLE",
      retryAfterSeconds: 90,
    });
    fake.world.fail("steamWebApi", { status: 503 });
    expect(await check(gamer.userId, { appId: 570 })).toMatchObject({ errorType: "UPSTREAM" });
  });
});
