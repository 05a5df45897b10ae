/**
 * The Discord task types, checked with the gamer's own token (scope `guilds.members.read`) against Discord API
 * v10: `GET /users/@me/guilds/{guild}/member` answers the membership (roles, pending screening) or 404 when the
 * gamer is not a member. A task with `checkWith: "bot"` is read with Kleos' bot instead (`GET /guilds/{guild}/
 * members/{user}`, DISCORD_BOT_TOKEN, the bot a member of the server): only the gamer's linked Discord id is
 * needed. Without a bot token such a task cannot be checked, and says so.
 */
import { Effect } from "effect";
import type { DiscordApi } from "@/server/providers/social/discord-api";
import type { DiscordCheckWith } from "@/domain/tasks/task-types";
import { readAs, readAsBot, type Read } from "@/server/services/campaigns/verifiers/social-reads";
import type { SocialAccounts } from "@/server/services/social/social-accounts";
import {
  notDone,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";
import type { DiscordMember } from "@/server/providers/social/discord-api";

/** A bot-checked task on a server without DISCORD_BOT_TOKEN: Kleos cannot check it, so it never verifies. */
export const discordBotNotConfigured: VerificationOutcome = {
  verified: false,
  errorType: "NOT_CONFIGURED",
  errorCode: "DISCORD_BOT_NOT_CONFIGURED",
  message: "Kleos cannot check this Discord server yet: its Discord bot is not configured",
};

export const makeDiscordVerifiers = (
  discord: DiscordApi,
  botToken?: string | undefined,
): {
  readonly LINK_DISCORD: TaskVerifier<"LINK_DISCORD">;
  readonly DISCORD_JOIN_SERVER: TaskVerifier<"DISCORD_JOIN_SERVER">;
  readonly DISCORD_ROLE: TaskVerifier<"DISCORD_ROLE">;
} => {
  const membership = (
    userId: string,
    guildId: string,
    checkWith: DiscordCheckWith | undefined,
  ): Effect.Effect<Read<DiscordMember | undefined>, never, SocialAccounts> => {
    if (checkWith !== "bot") return readAs(userId, "discord", (token) => discord.guildMember(token, guildId));
    if (botToken === undefined) return Effect.succeed({ kind: "outcome", outcome: discordBotNotConfigured });
    return readAsBot(userId, "discord", (subject) => discord.guildMemberAsBot(botToken, guildId, subject));
  };
  return {
    LINK_DISCORD: {
      verify: ({ userId }) =>
        // Asked of Discord, so a revoked connect is not counted as linked.
        Effect.map(
          readAs(userId, "discord", (token) => discord.me(token)),
          (result) => (result.kind === "outcome" ? result.outcome : { verified: true }),
        ),
    },
    DISCORD_JOIN_SERVER: {
      verify: ({ userId, task }) =>
        Effect.map(membership(userId, task.config.guildId, task.config.checkWith), (result) => {
          if (result.kind === "outcome") return result.outcome;
          const member = result.value;
          if (member === undefined) return notDone("DISCORD_NOT_MEMBER", "Join the Discord server first");
          if (member.pending)
            return notDone(
              "DISCORD_MEMBER_PENDING",
              "Finish the Discord server's membership screening first",
            );
          return { verified: true };
        }),
    },
    DISCORD_ROLE: {
      verify: ({ userId, task }) =>
        Effect.map(membership(userId, task.config.guildId, task.config.checkWith), (result) => {
          if (result.kind === "outcome") return result.outcome;
          const member = result.value;
          if (member === undefined) return notDone("DISCORD_NOT_MEMBER", "Join the Discord server first");
          return member.roles.includes(task.config.roleId)
            ? { verified: true }
            : notDone("DISCORD_ROLE_MISSING", "You don't have the role on the Discord server yet");
        }),
    },
  };
};
