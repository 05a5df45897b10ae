import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import { makeDiscordVerifiers } from "@/server/services/campaigns/verifiers/discord-verifiers";
import type { TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";
import { startSocialFake, type SocialFake } from "@/server/testing/social-fake";
import {
  contextFor,
  insertCampaign,
  insertUser,
  runVerifier,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";

let kleos: TestDatabase;
let fake: SocialFake;
let campaign: TestCampaign;
let verifiers: ReturnType<typeof makeDiscordVerifiers>;
let withBot: ReturnType<typeof makeDiscordVerifiers>;
let gamer: string;
let unlinked: string;

const GUILD = "900100";
const ROLE = "900201";
const BOT_TOKEN = "fake-bot-token.kleos";

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  fake = await startSocialFake(
    {
      x: { users: [], posts: [] },
      discord: {
        users: [{ id: "3001", username: "asha", guilds: [] }],
        guilds: [{ id: GUILD, name: "Kleos", roles: [{ id: ROLE, name: "Quester" }] }],
      },
    },
    { discordBotToken: BOT_TOKEN },
  );
  const discord = fake.clients.discord;
  if (discord === undefined) throw new Error("Discord is not configured against the fake");
  verifiers = makeDiscordVerifiers(discord);
  withBot = makeDiscordVerifiers(discord, BOT_TOKEN);
  gamer = await insertUser(kleos.database.db, { username: "asha_d" });
  unlinked = await insertUser(kleos.database.db, { username: "no_discord" });
  campaign = await insertCampaign(kleos.database.db);
  await fake.link(kleos.database, gamer, "discord", "3001");
});
afterAll(async () => {
  await fake.close();
  await kleos.close();
});

const check = <T extends TaskType>(
  type: T,
  config: TaskConfigs[T],
  userId = gamer,
  registry: ReturnType<typeof makeDiscordVerifiers> = verifiers,
) =>
  runVerifier(
    kleos,
    registry[type as keyof typeof registry] as unknown as TaskVerifier<T>,
    { ...contextFor(userId, campaign, { id: "00000000-0000-4000-8000-000000000002", type, config }) },
    fake.clients,
  );

const server = { guildId: GUILD, inviteUrl: "https://discord.gg/kleos" };

describe("the Discord verifiers", () => {
  it("LINK_DISCORD: verified when linked, not yet otherwise, cannot check when Discord is down", async () => {
    expect(await check("LINK_DISCORD", {})).toEqual({ verified: true });
    expect(await check("LINK_DISCORD", {}, unlinked)).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "DISCORD_NOT_LINKED",
      message: "Connect your Discord account first",
    });
    fake.world.failNext("discord", { status: 503, body: { message: "Service Unavailable" } });
    expect(await check("LINK_DISCORD", {})).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "DISCORD_UNAVAILABLE",
    });
  });

  it("DISCORD_JOIN_SERVER: 404 is not a member; a member is verified; 429 is cannot check", async () => {
    expect(await check("DISCORD_JOIN_SERVER", server)).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "DISCORD_NOT_MEMBER",
      message: "Join the Discord server first",
    });
    fake.world.act({ action: "join", userId: "3001", target: GUILD });
    expect(await check("DISCORD_JOIN_SERVER", server)).toEqual({ verified: true });
    fake.world.failNext("discord", {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 64.57, global: false },
    });
    expect(await check("DISCORD_JOIN_SERVER", server)).toMatchObject({
      verified: false,
      errorType: "UPSTREAM",
      errorCode: "DISCORD_RATE_LIMITED",
      message: expect.stringMatching(/^Discord is busy: check again after \d\d:\d\d UTC$/),
    });
  });

  it("DISCORD_ROLE: the role among the member's roles; cannot check when Discord is down", async () => {
    const config = { guildId: GUILD, roleId: ROLE };
    expect(await check("DISCORD_ROLE", config)).toMatchObject({ errorCode: "DISCORD_ROLE_MISSING" });
    fake.world.act({ action: "grantRole", userId: "3001", target: GUILD, role: ROLE });
    expect(await check("DISCORD_ROLE", config)).toEqual({ verified: true });
    fake.world.failNext("discord", { status: 502, body: { message: "Bad Gateway" } });
    expect(await check("DISCORD_ROLE", config)).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "DISCORD_UNAVAILABLE",
      message: "Discord cannot be reached now: try again later",
    });
    fake.world.act({ action: "leave", userId: "3001", target: GUILD });
    expect(await check("DISCORD_ROLE", config)).toMatchObject({ errorCode: "DISCORD_NOT_MEMBER" });
  });

  it("refreshes after a 401, and asks to connect again when Discord refuses the refresh", async () => {
    fake.world.act({ action: "join", userId: "3001", target: GUILD });
    fake.world.expireAccessTokens("discord");
    expect(await check("DISCORD_JOIN_SERVER", server)).toEqual({ verified: true });
    fake.world.expireAccessTokens("discord");
    fake.world.revokeRefreshTokens("discord");
    expect(await check("DISCORD_JOIN_SERVER", server)).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "DISCORD_RECONNECT",
    });
  });

  it("checkWith bot: reads the member with Kleos' bot, needing no token of the gamer's", async () => {
    const join = { ...server, checkWith: "bot" as const };
    const role = { guildId: GUILD, roleId: ROLE, checkWith: "bot" as const };
    // The gamer's own token is gone for good: the bot still reads their membership by their Discord id.
    fake.world.expireAccessTokens("discord");
    fake.world.revokeRefreshTokens("discord");
    fake.world.act({ action: "leave", userId: "3001", target: GUILD });
    expect(await check("DISCORD_JOIN_SERVER", join, gamer, withBot)).toMatchObject({
      errorType: "NOT_DONE",
      errorCode: "DISCORD_NOT_MEMBER",
    });
    fake.world.act({ action: "join", userId: "3001", target: GUILD });
    expect(await check("DISCORD_JOIN_SERVER", join, gamer, withBot)).toEqual({ verified: true });
    expect(await check("DISCORD_ROLE", role, gamer, withBot)).toMatchObject({
      errorCode: "DISCORD_ROLE_MISSING",
    });
    fake.world.act({ action: "grantRole", userId: "3001", target: GUILD, role: ROLE });
    expect(await check("DISCORD_ROLE", role, gamer, withBot)).toEqual({ verified: true });
    expect(await check("DISCORD_JOIN_SERVER", join, unlinked, withBot)).toMatchObject({
      errorCode: "DISCORD_NOT_LINKED",
    });
    fake.world.failNext("discord", { status: 503, body: { message: "Service Unavailable" } });
    expect(await check("DISCORD_ROLE", role, gamer, withBot)).toMatchObject({
      errorType: "UPSTREAM",
      errorCode: "DISCORD_UNAVAILABLE",
    });
  });

  it("checkWith bot without a bot token configured: cannot check, never verified", async () => {
    fake.world.act({ action: "join", userId: "3001", target: GUILD });
    for (const [type, config] of [
      ["DISCORD_JOIN_SERVER", { ...server, checkWith: "bot" }],
      ["DISCORD_ROLE", { guildId: GUILD, roleId: ROLE, checkWith: "bot" }],
    ] as const)
      expect(await check(type, config)).toEqual({
        verified: false,
        errorType: "NOT_CONFIGURED",
        errorCode: "DISCORD_BOT_NOT_CONFIGURED",
        message: "Kleos cannot check this Discord server yet: its Discord bot is not configured",
      });
  });
});
