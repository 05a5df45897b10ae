import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDiscordApi, type DiscordApi } from "@/server/providers/social/discord-api";
import { FakeSocialWorld } from "@/server/providers/social/fake-social-world";
import { SocialApiError } from "@/server/providers/social/social-http";
import { startFakeSocialServer, type FakeSocialServer } from "@/server/testing/fakes/fake-social-server";

const BOT_TOKEN = "fake-bot-token.kleos";
const GUILD = "900100";

describe("Discord's bot read of a server member (GET /guilds/{guild}/members/{user})", () => {
  let world: FakeSocialWorld;
  let server: FakeSocialServer;
  let discord: DiscordApi;

  beforeAll(async () => {
    world = new FakeSocialWorld({
      clients: { twitter: { id: "x", secret: "x" }, discord: { id: "d", secret: "d" } },
      discordBotToken: BOT_TOKEN,
      state: {
        x: { users: [], posts: [] },
        discord: {
          users: [
            { id: "3001", username: "asha_plays", guilds: [{ guildId: GUILD, roles: ["900201"] }] },
            { id: "3002", username: "ravi_gg", guilds: [] },
          ],
          guilds: [{ id: GUILD, name: "Kleos Community", roles: [{ id: "900201", name: "Quester" }] }],
        },
      },
    });
    server = await startFakeSocialServer(world);
    discord = makeDiscordApi({
      apiBase: `${server.url}/discord/api/v10`,
      fetch: (url, init) => fetch(url, init),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a member's roles with the bot's token, and undefined for 10007 Unknown Member", async () => {
    expect(await discord.guildMemberAsBot(BOT_TOKEN, GUILD, "3001")).toEqual({
      roles: ["900201"],
      pending: false,
    });
    expect(await discord.guildMemberAsBot(BOT_TOKEN, GUILD, "3002")).toBeUndefined();
    expect(world.requests.at(-1)).toBe(`GET /discord/api/v10/guilds/${GUILD}/members/3002`);
  });

  it("cannot check when the bot is not on the server (10004), its token is refused, or Discord rate limits", async () => {
    await expect(discord.guildMemberAsBot(BOT_TOKEN, "999", "3001")).rejects.toMatchObject({
      failure: "unavailable",
    });
    await expect(discord.guildMemberAsBot("another-token", GUILD, "3001")).rejects.toMatchObject({
      failure: "unauthorized",
    });
    world.failNext("discord", {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 2.5 },
    });
    const limited = await discord.guildMemberAsBot(BOT_TOKEN, GUILD, "3001").catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(SocialApiError);
    expect(limited).toMatchObject({ failure: "rateLimited" });
  });
});
