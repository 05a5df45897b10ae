/*
 * The 26 campaign task types of spec §3, each with the configuration its verifier needs. A task's `config`
 * is checked against its type's entry here when an admin writes it, so a verifier never meets a shape it
 * does not know.
 *
 * Verification kinds:
 * - `kleos`: Kleos checks it against facts it holds (its own records, a tracked redirect, a code, a partner
 *   game's signed answer). These verify for real.
 * - `external`: needs an outside service Kleos has no credentials for yet (X, Discord, Telegram channels,
 *   Steam, on-chain holdings). Their verifier answers TaskVerificationNotConfigured: never a success it did
 *   not check.
 */

export const TASK_TYPES = [
  "LINK_TWITTER",
  "TWITTER_COMMENT",
  "TWITTER_LIKE",
  "TWITTER_RETWEET",
  "TWITTER_FOLLOW",
  "TWITTER_PROFILE_NAME",
  "TWITTER_TWEET_HASHTAGS",
  "SHARE_REFERRAL_INVITE",
  "TWITTER_BIO",
  "LINK_DISCORD",
  "DISCORD_JOIN_SERVER",
  "DISCORD_ROLE",
  "LINK_GOOGLE",
  "LINK_WALLET",
  "HOLD_TOKEN",
  "HOLD_NFT",
  "TELEGRAM_JOIN_CHANNEL",
  "LINK_STEAM",
  "CREATE_REFERRAL",
  "URI_REDIRECTION",
  "CAPTURE_GAME_DETAILS",
  "GAME_API_VALIDATION",
  "SPECIAL_CODE",
  "INTERNAL_API_VALIDATION",
  "LINK_TELEGRAM",
  "SHARE_POG_ON_X",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** The outside service a task type needs, or `kleos` when Kleos verifies it itself. */
export const TASK_VERIFIER_SOURCE: {
  readonly [T in TaskType]: "kleos" | "x" | "discord" | "telegram" | "steam" | "chain";
} = {
  LINK_TWITTER: "x",
  TWITTER_COMMENT: "x",
  TWITTER_LIKE: "x",
  TWITTER_RETWEET: "x",
  TWITTER_FOLLOW: "x",
  TWITTER_PROFILE_NAME: "x",
  TWITTER_TWEET_HASHTAGS: "x",
  SHARE_REFERRAL_INVITE: "kleos",
  TWITTER_BIO: "x",
  LINK_DISCORD: "discord",
  DISCORD_JOIN_SERVER: "discord",
  DISCORD_ROLE: "discord",
  LINK_GOOGLE: "kleos",
  LINK_WALLET: "kleos",
  HOLD_TOKEN: "chain",
  HOLD_NFT: "chain",
  TELEGRAM_JOIN_CHANNEL: "telegram",
  LINK_STEAM: "steam",
  CREATE_REFERRAL: "kleos",
  URI_REDIRECTION: "kleos",
  CAPTURE_GAME_DETAILS: "kleos",
  GAME_API_VALIDATION: "kleos",
  SPECIAL_CODE: "kleos",
  INTERNAL_API_VALIDATION: "kleos",
  LINK_TELEGRAM: "kleos",
  SHARE_POG_ON_X: "x",
};

/** Facts Kleos knows about a user, checked by INTERNAL_API_VALIDATION tasks. */
export const INTERNAL_FACTS = [
  "PROFILE_COMPLETE",
  "PHONE_VERIFIED",
  "EMAIL_VERIFIED",
  "WALLET_LINKED",
  "CLAN_MEMBER",
] as const;
export type InternalFact = (typeof INTERNAL_FACTS)[number];

/** Each type's configuration. Every field is data an admin sets; nothing here is a secret. */
/** How a Discord task reads the membership: with the gamer's token, or with Kleos' bot. */
export type DiscordCheckWith = "gamer" | "bot";

export interface TaskConfigs {
  readonly LINK_TWITTER: Record<string, never>;
  readonly TWITTER_COMMENT: { readonly tweetUrl: string };
  readonly TWITTER_LIKE: { readonly tweetUrl: string };
  readonly TWITTER_RETWEET: { readonly tweetUrl: string };
  readonly TWITTER_FOLLOW: { readonly handle: string };
  readonly TWITTER_PROFILE_NAME: { readonly brand: string };
  readonly TWITTER_TWEET_HASHTAGS: { readonly hashtags: readonly string[] };
  /** Verified once `requiredInvites` gamers joined this campaign through the user's invite. */
  readonly SHARE_REFERRAL_INVITE: { readonly requiredInvites: number };
  readonly TWITTER_BIO: { readonly text: string };
  readonly LINK_DISCORD: Record<string, never>;
  /**
   * `checkWith`: `gamer` (the default) reads the membership with the gamer's Discord token; `bot` reads it with
   * Kleos' bot (DISCORD_BOT_TOKEN, the bot a member of the server), needing only the gamer's linked Discord id.
   */
  readonly DISCORD_JOIN_SERVER: {
    readonly guildId: string;
    readonly inviteUrl: string;
    readonly checkWith?: DiscordCheckWith;
  };
  readonly DISCORD_ROLE: {
    readonly guildId: string;
    readonly roleId: string;
    readonly checkWith?: DiscordCheckWith;
  };
  readonly LINK_GOOGLE: Record<string, never>;
  readonly LINK_WALLET: { readonly chain: "evm" | "solana" | "any" };
  readonly HOLD_TOKEN: { readonly chain: string; readonly contract: string; readonly minAmount: string };
  readonly HOLD_NFT: { readonly chain: string; readonly contract: string };
  /** A public channel's @username; Kleos' bot must be an administrator of it to see its members. */
  readonly TELEGRAM_JOIN_CHANNEL: { readonly channel: string };
  /**
   * A linked Steam account; with `appId`, one that owns that game, and with `minPlaytimeMinutes` too, one that
   * played it at least that long (GetOwnedGames `playtime_forever`).
   */
  readonly LINK_STEAM: { readonly appId?: number; readonly minPlaytimeMinutes?: number };
  /** Verified once the user has a referral code of their own. */
  readonly CREATE_REFERRAL: Record<string, never>;
  /** Verified once the user opened `url` through Kleos' tracked redirect. */
  readonly URI_REDIRECTION: { readonly url: string };
  /** Verified once the user saved their in-game identity for the campaign's game. */
  readonly CAPTURE_GAME_DETAILS: Record<string, never>;
  /** Verified when the partner game, asked with a signed request, says the user did `action`. */
  readonly GAME_API_VALIDATION: { readonly partnerId: string; readonly action: string };
  /** Verified by a code the user enters; the codes themselves live hashed in their own table. */
  readonly SPECIAL_CODE: Record<string, never>;
  readonly INTERNAL_API_VALIDATION: { readonly fact: InternalFact };
  readonly LINK_TELEGRAM: Record<string, never>;
  readonly SHARE_POG_ON_X: Record<string, never>;
}

export type TaskConfig<T extends TaskType = TaskType> = TaskConfigs[T];

/** Task types whose verification needs what the user types (a code). */
export const TASK_TYPES_WITH_INPUT: ReadonlySet<TaskType> = new Set(["SPECIAL_CODE"]);

export const isExternalTaskType = (type: TaskType): boolean => TASK_VERIFIER_SOURCE[type] !== "kleos";

/**
 * Task types whose fact can be undone after it was verified (an unfollow, an unlike, leaving a server or a
 * channel, selling a holding): a campaign that asks for it (`recheckAtClaim`) checks them again at claim.
 */
export const CLAIM_RECHECK_TYPES: ReadonlySet<TaskType> = new Set([
  "TWITTER_FOLLOW",
  "TWITTER_LIKE",
  "TWITTER_RETWEET",
  "DISCORD_JOIN_SERVER",
  "DISCORD_ROLE",
  "TELEGRAM_JOIN_CHANNEL",
  "HOLD_TOKEN",
  "HOLD_NFT",
]);
