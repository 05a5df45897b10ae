/**
 * The task verifiers that ask Steam and Telegram (TELEGRAM_JOIN_CHANNEL, LINK_STEAM). They read the gamer's
 * linked account through `TaskFactRepository.linkedIdentity` (user_identities: provider `steam` with the
 * SteamID64, `telegram` with the Telegram user id), then ask the provider. Each answers verified, not done yet
 * (with what to do), or cannot check now (UPSTREAM: the provider is down or rate limited, the bot cannot see
 * the channel's members, the Steam profile's game details are private): never a failure it did not see.
 */
import { Effect } from "effect";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import type { SteamWebApi } from "@/server/providers/social/steam-web-api";
import type { TelegramBotApi } from "@/server/providers/social/telegram-bot-api";
import {
  cannotCheck,
  notDone,
  withParams,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

const linkedIdentity = (userId: string, provider: "steam" | "telegram") =>
  TaskFactRepository.use((repository) => repository.linkedIdentity(userId, provider));

/** `@name` as Telegram's `chat_id` for a public channel, whether the admin wrote the @ or not. */
export const telegramChatId = (channel: string): string => `@${channel.replace(/^@/, "")}`;

export const telegramJoinChannelVerifier = (bot: TelegramBotApi): TaskVerifier<"TELEGRAM_JOIN_CHANNEL"> => ({
  verify: ({ userId, task }) =>
    Effect.gen(function* () {
      const channel = telegramChatId(task.config.channel);
      const identity = yield* linkedIdentity(userId, "telegram");
      if (identity === undefined)
        return notDone("TELEGRAM_NOT_LINKED", "Link your Telegram account first", { channel });
      const checked = { channel, telegramUserId: identity.subject };
      const membership = yield* Effect.promise(() => bot.getChatMember(channel, identity.subject));
      switch (membership.kind) {
        case "member":
          return {
            verified: true,
            checked: { ...checked, status: membership.status },
          } as VerificationOutcome;
        case "notMember":
          return withParams(
            notDone("TELEGRAM_NOT_MEMBER", `Join ${channel} on Telegram, then check again`, {
              ...checked,
              status: membership.status,
            }),
            { channel },
          );
        case "failed":
          return membership.reason === "rateLimited" || membership.reason === "unavailable"
            ? cannotCheck(
                "TELEGRAM_UNAVAILABLE",
                "Telegram could not be asked right now. Please check again later.",
                { ...checked, failure: membership.reason },
                membership.retryAfterSeconds,
              )
            : withParams(
                cannotCheck(
                  "TELEGRAM_CANNOT_CHECK",
                  `Kleos cannot see the members of ${channel} right now. Please check again later.`,
                  { ...checked, failure: membership.reason },
                ),
                { channel },
              );
      }
    }),
});

export const linkSteamVerifier = (steam: SteamWebApi): TaskVerifier<"LINK_STEAM"> => ({
  verify: ({ userId, task }) =>
    Effect.gen(function* () {
      const identity = yield* linkedIdentity(userId, "steam");
      if (identity === undefined) return notDone("STEAM_NOT_LINKED", "Link your Steam account first");
      const { appId, minPlaytimeMinutes } = task.config;
      const checked = { steamId: identity.subject };
      if (appId === undefined) return { verified: true, checked } as VerificationOutcome;
      const owned = yield* Effect.promise(() => steam.ownedGames(identity.subject));
      if (owned.kind === "private")
        return cannotCheck(
          "STEAM_PROFILE_PRIVATE",
          "Your Steam game details are private: make them public in Steam's privacy settings, then check again",
          { ...checked, appId, gameDetails: "private" },
        );
      if (owned.kind === "failed")
        return cannotCheck(
          "STEAM_UNAVAILABLE",
          "Steam could not be asked right now. Please check again later.",
          { ...checked, appId, failure: owned.reason },
          owned.retryAfterSeconds,
        );
      const game = owned.games.find((candidate) => candidate.appId === appId);
      if (game === undefined)
        return withParams(
          notDone("STEAM_GAME_NOT_OWNED", `Get the game (Steam app ${appId}) on Steam, then check again`, {
            ...checked,
            appId,
            owned: false,
          }),
          { appId: String(appId) },
        );
      const played = { ...checked, appId, owned: true, playtimeMinutes: game.playtimeMinutes };
      if (minPlaytimeMinutes !== undefined && game.playtimeMinutes < minPlaytimeMinutes)
        return withParams(
          notDone(
            "STEAM_PLAYTIME_SHORT",
            `Play the game for ${minPlaytimeMinutes} minutes on Steam (${game.playtimeMinutes} so far), then check again`,
            played,
          ),
          { minutes: String(minPlaytimeMinutes), played: String(game.playtimeMinutes) },
        );
      return { verified: true, checked: played } as VerificationOutcome;
    }),
});
