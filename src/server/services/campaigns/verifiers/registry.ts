/**
 * Every task type's verifier (src/domain/tasks/task-types.ts), in one object the type checker holds to all 26
 * types, and that object as the `TaskVerifiers` service: its layer builds the real registry once with the
 * server's dependencies; the campaign progress service calls `verifiers[task.type].verify(context)` when a user
 * validates a task. Tests provide `TaskVerifiers.layerOf(...)` instead.
 */
import { Context, Effect, Layer } from "effect";
import { makePartnerGameClient, type PartnerGameClient } from "@/server/providers/games/partner-game-client";
import {
  internalApiValidationVerifier,
  linkGoogleVerifier,
  linkTelegramVerifier,
  linkWalletVerifier,
} from "@/server/services/campaigns/verifiers/account-verifiers";
import { notConfiguredVerifier } from "@/server/services/campaigns/verifiers/external";
import {
  captureGameDetailsVerifier,
  gameApiValidationVerifier,
} from "@/server/services/campaigns/verifiers/game-verifiers";
import { uriRedirectionVerifier } from "@/server/services/campaigns/verifiers/redirect-verifier";
import {
  createReferralVerifier,
  shareReferralInviteVerifier,
} from "@/server/services/campaigns/verifiers/referral-verifiers";
import {
  loadSpecialCodeSecret,
  specialCodeVerifier,
} from "@/server/services/campaigns/verifiers/special-code";
import type { TaskVerifierRegistry } from "@/server/services/campaigns/verifiers/task-verifier";
import {
  SteamTelegramProviders,
  type SteamTelegramProviderSet,
} from "@/server/services/steam-telegram/steam-telegram-providers";
import {
  linkSteamVerifier,
  telegramJoinChannelVerifier,
} from "@/server/services/steam-telegram/steam-telegram-verifiers";

export interface TaskVerifierDeps {
  /** The server secret special codes are hashed with (`loadSpecialCodeSecret` in special-code.ts). */
  readonly specialCodeSecret: string;
  /** Asks partner games (GAME_API_VALIDATION); `makePartnerGameClient()` in production. */
  readonly partnerGames: PartnerGameClient;
  /** Steam's Web API and Telegram's Bot API, where configured (or simulated in development); none when absent. */
  readonly steamTelegram?: Pick<SteamTelegramProviderSet, "steamWebApi" | "telegramBot">;
}

export const makeTaskVerifiers = (deps: TaskVerifierDeps): TaskVerifierRegistry => {
  const { steamWebApi, telegramBot } = deps.steamTelegram ?? {};
  return {
    LINK_TWITTER: notConfiguredVerifier("a linked X account"),
    TWITTER_COMMENT: notConfiguredVerifier("comments on X"),
    TWITTER_LIKE: notConfiguredVerifier("likes on X"),
    TWITTER_RETWEET: notConfiguredVerifier("reposts on X"),
    TWITTER_FOLLOW: notConfiguredVerifier("follows on X"),
    TWITTER_PROFILE_NAME: notConfiguredVerifier("X profile names"),
    TWITTER_TWEET_HASHTAGS: notConfiguredVerifier("hashtags in posts on X"),
    SHARE_REFERRAL_INVITE: shareReferralInviteVerifier,
    TWITTER_BIO: notConfiguredVerifier("X bios"),
    LINK_DISCORD: notConfiguredVerifier("a linked Discord account"),
    DISCORD_JOIN_SERVER: notConfiguredVerifier("Discord server membership"),
    DISCORD_ROLE: notConfiguredVerifier("Discord roles"),
    LINK_GOOGLE: linkGoogleVerifier,
    LINK_WALLET: linkWalletVerifier,
    HOLD_TOKEN: notConfiguredVerifier("token holdings"),
    HOLD_NFT: notConfiguredVerifier("NFT holdings"),
    TELEGRAM_JOIN_CHANNEL:
      telegramBot === undefined
        ? notConfiguredVerifier("Telegram channel membership")
        : telegramJoinChannelVerifier(telegramBot),
    LINK_STEAM:
      steamWebApi === undefined
        ? notConfiguredVerifier("a linked Steam account")
        : linkSteamVerifier(steamWebApi),
    CREATE_REFERRAL: createReferralVerifier,
    URI_REDIRECTION: uriRedirectionVerifier,
    CAPTURE_GAME_DETAILS: captureGameDetailsVerifier,
    GAME_API_VALIDATION: gameApiValidationVerifier(deps.partnerGames),
    SPECIAL_CODE: specialCodeVerifier(deps.specialCodeSecret),
    INTERNAL_API_VALIDATION: internalApiValidationVerifier,
    LINK_TELEGRAM: linkTelegramVerifier,
    SHARE_POG_ON_X: notConfiguredVerifier("POG shares on X"),
  };
};

export class TaskVerifiers extends Context.Service<TaskVerifiers, TaskVerifierRegistry>()(
  "kleos/server/services/campaigns/TaskVerifiers",
) {
  /** The real registry: special codes hashed with the server's secret, partner games asked over HTTP. */
  static readonly layer = Layer.effect(
    TaskVerifiers,
    Effect.gen(function* () {
      const specialCodeSecret = yield* loadSpecialCodeSecret;
      const steamTelegram = yield* SteamTelegramProviders;
      return TaskVerifiers.of(
        makeTaskVerifiers({ specialCodeSecret, partnerGames: makePartnerGameClient(), steamTelegram }),
      );
    }),
  );

  /** These verifiers instead of the real ones (tests). */
  static readonly layerOf = (verifiers: TaskVerifierRegistry) =>
    Layer.succeed(TaskVerifiers, TaskVerifiers.of(verifiers));
}
