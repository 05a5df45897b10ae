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
import type { EvmChain } from "@/server/providers/chain/evm-chain";
import { holdNftVerifier, holdTokenVerifier } from "@/server/services/campaigns/verifiers/chain-verifiers";
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
import { makeDiscordVerifiers } from "@/server/services/campaigns/verifiers/discord-verifiers";
import { makeXVerifiers } from "@/server/services/campaigns/verifiers/x-verifiers";
import type { DiscordApi } from "@/server/providers/social/discord-api";
import type { XApi } from "@/server/providers/social/x-api";
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
  /** X's and Discord's APIs (real, or the local simulator's); undefined: the provider is not configured. */
  readonly social: {
    readonly x: XApi | undefined;
    readonly discord: DiscordApi | undefined;
    /** Kleos' Discord bot token, for tasks checked with the bot; undefined: those answer "cannot check". */
    readonly discordBotToken?: string | undefined;
  };
  /** The EVM chain HOLD_TOKEN / HOLD_NFT are read on; undefined: those types are not configured. */
  readonly chain?: EvmChain | undefined;
  /** Steam's Web API and Telegram's Bot API, where configured (or simulated in development); none when absent. */
  readonly steamTelegram?: Pick<SteamTelegramProviderSet, "steamWebApi" | "telegramBot">;
}

const notConfiguredX = {
  LINK_TWITTER: notConfiguredVerifier<"LINK_TWITTER">("a linked X account"),
  TWITTER_COMMENT: notConfiguredVerifier<"TWITTER_COMMENT">("comments on X"),
  TWITTER_LIKE: notConfiguredVerifier<"TWITTER_LIKE">("likes on X"),
  TWITTER_RETWEET: notConfiguredVerifier<"TWITTER_RETWEET">("reposts on X"),
  TWITTER_FOLLOW: notConfiguredVerifier<"TWITTER_FOLLOW">("follows on X"),
  TWITTER_PROFILE_NAME: notConfiguredVerifier<"TWITTER_PROFILE_NAME">("X profile names"),
  TWITTER_TWEET_HASHTAGS: notConfiguredVerifier<"TWITTER_TWEET_HASHTAGS">("hashtags in posts on X"),
  TWITTER_BIO: notConfiguredVerifier<"TWITTER_BIO">("X bios"),
  SHARE_POG_ON_X: notConfiguredVerifier<"SHARE_POG_ON_X">("POG shares on X"),
};

const notConfiguredDiscord = {
  LINK_DISCORD: notConfiguredVerifier<"LINK_DISCORD">("a linked Discord account"),
  DISCORD_JOIN_SERVER: notConfiguredVerifier<"DISCORD_JOIN_SERVER">("Discord server membership"),
  DISCORD_ROLE: notConfiguredVerifier<"DISCORD_ROLE">("Discord roles"),
};

export const makeTaskVerifiers = (deps: TaskVerifierDeps): TaskVerifierRegistry => {
  const { steamWebApi, telegramBot } = deps.steamTelegram ?? {};
  return {
    ...(deps.social.x === undefined ? notConfiguredX : makeXVerifiers(deps.social.x)),
    ...(deps.social.discord === undefined
      ? notConfiguredDiscord
      : makeDiscordVerifiers(deps.social.discord, deps.social.discordBotToken)),
    SHARE_REFERRAL_INVITE: shareReferralInviteVerifier,
    LINK_GOOGLE: linkGoogleVerifier,
    LINK_WALLET: linkWalletVerifier,
    HOLD_TOKEN:
      deps.chain === undefined ? notConfiguredVerifier("token holdings") : holdTokenVerifier(deps.chain),
    HOLD_NFT: deps.chain === undefined ? notConfiguredVerifier("NFT holdings") : holdNftVerifier(deps.chain),
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
  };
};

export class TaskVerifiers extends Context.Service<TaskVerifiers, TaskVerifierRegistry>()(
  "kleos/server/services/campaigns/TaskVerifiers",
) {
  /**
   * The real registry: special codes hashed with the server's secret, partner games asked over HTTP, X and
   * Discord through `social`, holdings read on the configured chain, Steam and Telegram through their providers.
   */
  static readonly layer = (options: Pick<TaskVerifierDeps, "social" | "chain">) =>
    Layer.effect(
      TaskVerifiers,
      Effect.gen(function* () {
        const specialCodeSecret = yield* loadSpecialCodeSecret;
        const steamTelegram = yield* SteamTelegramProviders;
        return TaskVerifiers.of(
          makeTaskVerifiers({
            specialCodeSecret,
            partnerGames: makePartnerGameClient(),
            social: options.social,
            chain: options.chain,
            steamTelegram,
          }),
        );
      }),
    );

  /** These verifiers instead of the real ones (tests). */
  static readonly layerOf = (verifiers: TaskVerifierRegistry) =>
    Layer.succeed(TaskVerifiers, TaskVerifiers.of(verifiers));
}
