/**
 * Discord API v10 reads with the gamer's OAuth 2.0 token (discord.com/developers/docs): the user
 * (`GET /users/@me`, scope `identify`) and their membership of a server (`GET /users/@me/guilds/{guild}/member`,
 * scope `guilds.members.read`: `{ roles, joined_at, pending }`, or 404 when they are not a member).
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
}

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
  };
};
