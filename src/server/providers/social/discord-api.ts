/**
 * Discord API v10 reads with the gamer's OAuth 2.0 token (discord.com/developers/docs): the user
 * (`GET /users/@me`, scope `identify`) and their membership of a server (`GET /users/@me/guilds/{guild}/member`,
 * scope `guilds.members.read`: `{ roles, joined_at, pending }`, or 404 when they are not a member), and the bot
 * alternative: a member of a server the Kleos bot is in, read with the bot's token (`GET /guilds/{guild}/members/
 * {user}`, `Authorization: Bot <token>`; 404 code 10007 "Unknown Member" when they are not a member, 10004
 * "Unknown Guild" when the bot is not on that server, which is no answer about the gamer).
 */
import { callSocialApi, SocialApiError, type SocialFetch } from "@/server/providers/social/social-http";

export interface DiscordUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
}

export interface DiscordMember {
  readonly roles: readonly string[];
  /** Still on the server's membership screening. */
  readonly pending: boolean;
}

export interface DiscordApi {
  me(token: string): Promise<DiscordUser>;
  /** The gamer's membership of the server, or undefined when they are not a member. */
  guildMember(token: string, guildId: string): Promise<DiscordMember | undefined>;
  /** The Discord user's membership of a server the bot is in, read with the bot's token; undefined: not a member. */
  guildMemberAsBot(
    botToken: string,
    guildId: string,
    discordUserId: string,
  ): Promise<DiscordMember | undefined>;
}

/** Discord's JSON error code 10007, Unknown Member. */
const UNKNOWN_MEMBER = /"code"\s*:\s*10007\b/;

export interface DiscordApiOptions {
  /** `https://discord.com/api/v10`, or a fake's address. */
  readonly apiBase: string;
  readonly fetch: SocialFetch;
}

export const makeDiscordApi = (options: DiscordApiOptions): DiscordApi => {
  const get = <T>(token: string, path: string, what: string) =>
    callSocialApi<T>(options.fetch, `${options.apiBase}${path}`, {
      what,
      method: "GET",
      headers: { authorization: `Bearer ${token}` },
    });
  return {
    me: async (token) => {
      const user = await get<{ id?: string; username?: string; global_name?: string | null }>(
        token,
        "/users/@me",
        "Discord GET /users/@me",
      );
      if (user.id === undefined || user.username === undefined)
        throw new Error("Discord GET /users/@me answered no user");
      return { id: user.id, username: user.username, globalName: user.global_name ?? null };
    },
    guildMember: async (token, guildId) => {
      try {
        const member = await get<{ roles?: string[]; pending?: boolean }>(
          token,
          `/users/@me/guilds/${encodeURIComponent(guildId)}/member`,
          "Discord GET /users/@me/guilds/:guild/member",
        );
        return { roles: member.roles ?? [], pending: member.pending ?? false };
      } catch (error) {
        if (error instanceof SocialApiError && error.failure === "notFound") return undefined;
        throw error;
      }
    },
    guildMemberAsBot: async (botToken, guildId, discordUserId) => {
      const what = "Discord GET /guilds/:guild/members/:user";
      try {
        const member = await callSocialApi<{ roles?: string[]; pending?: boolean }>(
          options.fetch,
          `${options.apiBase}/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(discordUserId)}`,
          { what, method: "GET", headers: { authorization: `Bot ${botToken}` } },
        );
        return { roles: member.roles ?? [], pending: member.pending ?? false };
      } catch (error) {
        if (!(error instanceof SocialApiError) || error.failure !== "notFound") throw error;
        if (UNKNOWN_MEMBER.test(error.message)) return undefined;
        // Unknown Guild (10004): the bot is not on that server, so Discord said nothing about the gamer.
        throw new SocialApiError("unavailable", `${what}: the bot cannot see the server`, undefined, {
          cause: error,
        });
      }
    },
  };
};
