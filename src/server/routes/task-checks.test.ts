/**
 * The re-check cooldown, the verification record and the claim-time re-check, through the real routes, with a
 * Telegram channel task checked against the loopback Telegram and a clock the test moves (no sleeps).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Clock, Effect, Layer } from "effect";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp, type KleosApp } from "@/server/build-app";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { taskVerificationChecksTable } from "@/server/db/schema/campaigns";
import { createTestCampaign, signInAsAdmin } from "@/server/testing/campaigns";
import {
  FAKE_TELEGRAM_BOT_TOKEN,
  startFakeSteamTelegram,
  type FakeSteamTelegram,
} from "@/server/testing/fakes/fake-steam-telegram";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const COOLDOWN_SECONDS = 30;

/** The clock every service reads; the test moves it. */
let nowMs = Date.now();
const testClock: Clock.Clock = {
  currentTimeMillisUnsafe: () => nowMs,
  currentTimeMillis: Effect.sync(() => nowMs),
  currentTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
  currentTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
  monotonicTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
  sleep: () => Effect.void,
};

let fake: FakeSteamTelegram;
let base: TestApp;
let kleos: KleosApp;

beforeAll(async () => {
  fake = await startFakeSteamTelegram();
  base = await createTestApp({
    telegram: { botToken: FAKE_TELEGRAM_BOT_TOKEN, botName: "kleos_test_bot" },
    telegramBotApiBase: fake.url,
    taskRecheckCooldownSeconds: COOLDOWN_SECONDS,
  });
  kleos = await buildApp({
    config: base.config,
    database: base.database,
    layer: Layer.succeed(Clock.Clock, testClock) as Layer.Layer<never>,
  });
});
afterAll(async () => {
  await kleos.app.close();
  await base.app.close();
  await fake.close();
});
beforeEach(() => {
  nowMs = Date.now();
  fake.world.fail("telegram", undefined);
});

const as = (session: TestSession, request: InjectOptions) =>
  kleos.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });
const progressUrl = (campaignId: string, rest: string) =>
  `/api/user-progress/me/campaigns/${campaignId}/${rest}`;
const validate = (session: TestSession, campaignId: string, taskId: string) =>
  as(session, { method: "POST", url: progressUrl(campaignId, `tasks/${taskId}/validate`), payload: {} });
const claim = (session: TestSession, campaignId: string) =>
  as(session, {
    method: "POST",
    url: progressUrl(campaignId, "claim-reward"),
    headers: { "idempotency-key": randomUUID() },
  });

let nextTelegramId = 7_000_000;
/** A gamer with a linked Telegram account, who started a campaign with one channel task. */
const gamerInChannelCampaign = async (recheckAtClaim: boolean) => {
  const channel = `club_${randomUUID().slice(0, 8)}`;
  const { campaign, tasks } = await createTestCampaign(base, {
    recheckAtClaim,
    tasks: [{ type: "TELEGRAM_JOIN_CHANNEL", config: { channel } }],
  });
  const session = await signInByPhone(kleos.app);
  nextTelegramId += 1;
  const telegramId = String(nextTelegramId);
  await base.database.db
    .insert(userIdentitiesTable)
    .values({ userId: session.userId, provider: "telegram", subject: telegramId, display: "@gamer" });
  expect(
    (await as(session, { method: "POST", url: progressUrl(campaign.id, "start"), payload: {} })).statusCode,
  ).toBe(200);
  const chat = fake.world.telegramChat(channel);
  const taskId = tasks[0]?.id ?? "";
  return { campaignId: campaign.id, taskId, session, channel, chat, telegramId };
};

const recordOf = (campaignId: string, userId: string) =>
  base.database.db
    .select()
    .from(taskVerificationChecksTable)
    .where(
      and(
        eq(taskVerificationChecksTable.campaignId, campaignId),
        eq(taskVerificationChecksTable.userId, userId),
      ),
    )
    .orderBy(taskVerificationChecksTable.id);

describe("the re-check cooldown", () => {
  it("answers a not-yet with when it can be checked again, and does not ask Telegram again before then", async () => {
    const { campaignId, taskId, session, channel, chat, telegramId } = await gamerInChannelCampaign(false);
    const first = await validate(session, campaignId, taskId);
    expect(first.statusCode).toBe(200);
    const checkAgainAt = new Date(nowMs + COOLDOWN_SECONDS * 1000).toISOString();
    expect(first.json()).toMatchObject({
      state: "REVALIDATE",
      isError: true,
      errorType: "NOT_DONE",
      errorCode: "TELEGRAM_NOT_MEMBER",
      message: `Join @${channel} on Telegram, then check again`,
      // The web words the reason in the gamer's language from the code and what it names.
      messageParams: { channel: `@${channel}` },
      checkAgainAt,
    });

    chat.members.set(telegramId, { status: "member", isMember: true });
    nowMs += (COOLDOWN_SECONDS - 1) * 1000;
    expect((await validate(session, campaignId, taskId)).json()).toMatchObject({
      state: "REVALIDATE",
      errorCode: "TELEGRAM_NOT_MEMBER",
      checkAgainAt,
    });
    expect(await recordOf(campaignId, session.userId)).toHaveLength(1);

    nowMs += 1000;
    expect((await validate(session, campaignId, taskId)).json()).toMatchObject({
      state: "VERIFIED",
      isError: false,
      checkAgainAt: null,
    });
  });

  it("waits for Telegram's retry_after when it is longer than the cooldown", async () => {
    const { campaignId, taskId, session } = await gamerInChannelCampaign(false);
    fake.world.fail("telegram", { status: 429, retryAfterSeconds: 120 });
    expect((await validate(session, campaignId, taskId)).json()).toMatchObject({
      state: "REVALIDATE",
      errorType: "UPSTREAM",
      errorCode: "TELEGRAM_UNAVAILABLE",
      checkAgainAt: new Date(nowMs + 120_000).toISOString(),
    });
  });

  it("shows when the task can be checked again on the campaign's task progress", async () => {
    const { campaignId, taskId, session } = await gamerInChannelCampaign(false);
    await validate(session, campaignId, taskId);
    const detail = await as(session, { method: "GET", url: `/api/campaigns/${campaignId}` });
    expect(detail.statusCode).toBe(200);
    const task = detail.json<{ tasks: { id: string; progress?: { checkAgainAt?: string | null } }[] }>()
      .tasks[0];
    expect(task?.progress?.checkAgainAt).toBe(new Date(nowMs + COOLDOWN_SECONDS * 1000).toISOString());
  });
});

describe("the verification record", () => {
  it("is read by the admins (what was checked, when, the outcome and its reason), and refused to a gamer", async () => {
    const { campaignId, taskId, session, channel, chat, telegramId } = await gamerInChannelCampaign(false);
    const firstAt = nowMs;
    await validate(session, campaignId, taskId);
    chat.members.set(telegramId, { status: "member", isMember: true });
    nowMs += COOLDOWN_SECONDS * 1000;
    await validate(session, campaignId, taskId);
    const admin = await signInAsAdmin({ ...base, app: kleos.app });
    const url = `/api/admin/task-verifications?campaignId=${campaignId}&userId=${session.userId}&taskId=${taskId}`;
    const read = await as(admin, { method: "GET", url: `${url}&pageLimit=8` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          taskId,
          userId: session.userId,
          phase: "validate",
          checkedAt: new Date(nowMs).toISOString(),
          verified: true,
          errorCode: null,
          errorType: null,
          checked: { channel: `@${channel}`, telegramUserId: telegramId, status: "member" },
        },
        expect.objectContaining({ checkedAt: new Date(firstAt).toISOString(), verified: false }),
      ],
      page: { pageOffset: 0, pageLimit: 8, total: 2 },
    });
    const older = await as(admin, { method: "GET", url: `${url}&pageLimit=8&pageOffset=1` });
    expect(older.json()).toMatchObject({
      items: [
        {
          checkedAt: new Date(firstAt).toISOString(),
          verified: false,
          errorType: "NOT_DONE",
          errorCode: "TELEGRAM_NOT_MEMBER",
        },
      ],
      page: { pageOffset: 1, total: 2 },
    });
    const other = await as(admin, {
      method: "GET",
      url: `/api/admin/task-verifications?campaignId=${campaignId}&userId=${randomUUID()}`,
    });
    expect(other.json()).toMatchObject({ items: [], page: { total: 0 } });
    expectProblem(await as(session, { method: "GET", url }), 403, "AdminRoleRequired");
  });

  it("keeps every check with what was checked and when", async () => {
    const { campaignId, taskId, session, channel, chat, telegramId } = await gamerInChannelCampaign(false);
    const firstAt = nowMs;
    await validate(session, campaignId, taskId);
    chat.members.set(telegramId, { status: "administrator", isMember: true });
    nowMs += COOLDOWN_SECONDS * 1000;
    await validate(session, campaignId, taskId);
    const record = await recordOf(campaignId, session.userId);
    expect(
      record.map(({ phase, verified, errorCode, checkedAt, checked }) => ({
        phase,
        verified,
        errorCode,
        checkedAt,
        checked,
      })),
    ).toEqual([
      {
        phase: "validate",
        verified: false,
        errorCode: "TELEGRAM_NOT_MEMBER",
        checkedAt: new Date(firstAt),
        checked: { channel: `@${channel}`, telegramUserId: telegramId, status: "unknown" },
      },
      {
        phase: "validate",
        verified: true,
        errorCode: null,
        checkedAt: new Date(nowMs),
        checked: { channel: `@${channel}`, telegramUserId: telegramId, status: "administrator" },
      },
    ]);
  });
});

describe("the claim-time re-check", () => {
  it("refuses the claim of a gamer who left the channel, with the reason, and reopens the task", async () => {
    const { campaignId, taskId, session, channel, chat, telegramId } = await gamerInChannelCampaign(true);
    chat.members.set(telegramId, { status: "member", isMember: true });
    expect((await validate(session, campaignId, taskId)).json()).toMatchObject({ state: "VERIFIED" });
    chat.members.set(telegramId, { status: "left", isMember: false });
    const problem = expectProblem(await claim(session, campaignId), 409, "TaskNoLongerHolds");
    expect(problem).toMatchObject({
      taskId,
      validationError: {
        isError: true,
        errorCode: "TELEGRAM_NOT_MEMBER",
        message: `Join @${channel} on Telegram, then check again`,
        messageParams: { channel: `@${channel}` },
      },
    });
    expect((await recordOf(campaignId, session.userId)).at(-1)).toMatchObject({
      phase: "claim",
      verified: false,
    });
    expectProblem(await claim(session, campaignId), 409, "TaskLocked");

    chat.members.set(telegramId, { status: "member", isMember: true });
    nowMs += COOLDOWN_SECONDS * 1000;
    expect((await validate(session, campaignId, taskId)).json()).toMatchObject({ state: "VERIFIED" });
    expect((await claim(session, campaignId)).statusCode).toBe(201);
  });

  it("refuses with 502 when the task cannot be checked at claim, and pays once it can", async () => {
    const { campaignId, taskId, session, chat, telegramId } = await gamerInChannelCampaign(true);
    chat.members.set(telegramId, { status: "member", isMember: true });
    await validate(session, campaignId, taskId);
    fake.world.fail("telegram", { status: 500 });
    expectProblem(await claim(session, campaignId), 502, "UpstreamFailed");
    fake.world.fail("telegram", undefined);
    expect((await claim(session, campaignId)).statusCode).toBe(201);
  });

  it("does not check again on a campaign that does not ask for it", async () => {
    const { campaignId, taskId, session, chat, telegramId } = await gamerInChannelCampaign(false);
    chat.members.set(telegramId, { status: "member", isMember: true });
    await validate(session, campaignId, taskId);
    chat.members.set(telegramId, { status: "left", isMember: false });
    expect((await claim(session, campaignId)).statusCode).toBe(201);
    expect(await recordOf(campaignId, session.userId)).toHaveLength(1);
  });
});
