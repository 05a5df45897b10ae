/**
 * The Discord task types, checked with the gamer's own token (scope `guilds.members.read`) against Discord API
 * v10: `GET /users/@me/guilds/{guild}/member` answers the membership (roles, pending screening) or 404 when the
 * gamer is not a member.
 */
import { Effect } from "effect";
import type { DiscordApi } from "@/server/providers/social/discord-api";
import { readAs } from "@/server/services/campaigns/verifiers/social-reads";
import { notDone, type TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";

export const makeDiscordVerifiers = (
  discord: DiscordApi,
): {
  readonly LINK_DISCORD: TaskVerifier<"LINK_DISCORD">;
  readonly DISCORD_JOIN_SERVER: TaskVerifier<"DISCORD_JOIN_SERVER">;
  readonly DISCORD_ROLE: TaskVerifier<"DISCORD_ROLE">;
} => {
  const membership = (userId: string, guildId: string) =>
    readAs(userId, "discord", (token) => discord.guildMember(token, guildId));
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
        Effect.map(membership(userId, task.config.guildId), (result) => {
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
        Effect.map(membership(userId, task.config.guildId), (result) => {
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
