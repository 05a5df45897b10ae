import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeTelegramBotApi } from "@/server/providers/social/telegram-bot-api";
import {
  FAKE_TELEGRAM_BOT_TOKEN,
  startFakeSteamTelegram,
  type FakeSteamTelegram,
} from "@/server/testing/fakes/fake-steam-telegram";

let fake: FakeSteamTelegram;
beforeAll(async () => {
  fake = await startFakeSteamTelegram();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.world.fail("telegram", undefined);
  fake.world.telegramChats.clear();
});

const bot = (botToken = FAKE_TELEGRAM_BOT_TOKEN) => makeTelegramBotApi({ apiBase: fake.url, botToken });

describe("Telegram Bot API getChatMember", () => {
  it("counts creator, administrator, member and restricted with is_member as members", async () => {
    const chat = fake.world.telegramChat("@kleos_news");
    chat.members.set("1", { status: "creator", isMember: true });
    chat.members.set("2", { status: "administrator", isMember: true });
    chat.members.set("3", { status: "member", isMember: true });
    chat.members.set("4", { status: "restricted", isMember: true });
    for (const id of ["1", "2", "3", "4"])
      expect((await bot().getChatMember("@kleos_news", id)).kind).toBe("member");
  });

  it("does not count left, kicked, restricted without is_member, nor a user the chat never saw (400 user not found)", async () => {
    const chat = fake.world.telegramChat("kleos_news");
    chat.members.set("5", { status: "left", isMember: false });
    chat.members.set("6", { status: "kicked", isMember: false });
    chat.members.set("7", { status: "restricted", isMember: false });
    expect(await bot().getChatMember("@kleos_news", "5")).toEqual({ kind: "notMember", status: "left" });
    expect(await bot().getChatMember("@kleos_news", "6")).toEqual({ kind: "notMember", status: "kicked" });
    expect(await bot().getChatMember("@kleos_news", "7")).toEqual({
      kind: "notMember",
      status: "restricted",
    });
    expect(await bot().getChatMember("@kleos_news", "8")).toEqual({ kind: "notMember", status: "unknown" });
  });

  it("fails with botNotAdmin when the bot cannot see the members, and chatNotFound for an unknown channel", async () => {
    fake.world.telegramChat("kleos_news").botIsAdmin = false;
    expect(await bot().getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "botNotAdmin",
    });
    fake.world.fail("telegram", { status: 403 });
    expect(await bot().getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "botNotAdmin",
    });
    fake.world.fail("telegram", undefined);
    expect(await bot().getChatMember("@nowhere_at_all", "1")).toMatchObject({
      kind: "failed",
      reason: "chatNotFound",
    });
  });

  it("reads retry_after from a 429, and fails on a wrong token, a 5xx and no answer", async () => {
    fake.world.telegramChat("kleos_news");
    fake.world.fail("telegram", { status: 429, retryAfterSeconds: 17 });
    expect(await bot().getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "rateLimited",
      retryAfterSeconds: 17,
    });
    fake.world.fail("telegram", { status: 500 });
    expect(await bot().getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "unavailable",
    });
    fake.world.fail("telegram", undefined);
    expect(await bot("1:wrong").getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "unauthorized",
    });
    const gone = makeTelegramBotApi({ apiBase: "http://127.0.0.1:9", botToken: FAKE_TELEGRAM_BOT_TOKEN });
    expect(await gone.getChatMember("@kleos_news", "1")).toMatchObject({
      kind: "failed",
      reason: "unavailable",
    });
  });
});
