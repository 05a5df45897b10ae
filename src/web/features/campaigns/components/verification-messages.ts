/**
 * Why a task is not verified yet, in the gamer's language: the verifier's `errorCode` worded here with what the
 * verifier's answer names (`messageParams`: the account to follow, the channel, the playtime, the balance) or,
 * for answers stored before those existed, what the task asks for. The server's `message` is English for logs:
 * a code this file does not know gets a generic localised message, never the server's text.
 */
import { defineMessages, type IntlShape } from "react-intl";
import type { CampaignTask } from "@/web/features/campaigns/api/campaigns-api";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    notLinked: {
      id: "campaigns.verification.notLinked",
      defaultMessage: "Connect your {service} account first",
    },
    reconnect: {
      id: "campaigns.verification.reconnect",
      defaultMessage: "Connect your {service} account again: {service} no longer accepts Kleos' access",
    },
    rateLimitedUntil: {
      id: "campaigns.verification.rateLimitedUntil",
      defaultMessage: "{service} is busy: check again after {time} UTC",
    },
    rateLimited: {
      id: "campaigns.verification.rateLimited",
      defaultMessage: "{service} is busy: check again in a few minutes",
    },
    unavailable: {
      id: "campaigns.verification.unavailable",
      defaultMessage: "{service} cannot be reached now: try again later",
    },
    notFollowing: {
      id: "campaigns.verification.notFollowing",
      defaultMessage: "You don't follow @{handle} yet",
    },
    notLiked: { id: "campaigns.verification.notLiked", defaultMessage: "You haven't liked the post yet" },
    notReposted: {
      id: "campaigns.verification.notReposted",
      defaultMessage: "You haven't reposted the post yet",
    },
    notCommented: {
      id: "campaigns.verification.notCommented",
      defaultMessage: "You haven't replied to the post yet (replies of the last 7 days count)",
    },
    hashtagsMissing: {
      id: "campaigns.verification.hashtagsMissing",
      defaultMessage: "Post on X with {hashtags} first (posts of the last 7 days count)",
    },
    nameMissingBrand: {
      id: "campaigns.verification.nameMissingBrand",
      defaultMessage: 'Add "{brand}" to your X display name first',
    },
    bioMissingText: {
      id: "campaigns.verification.bioMissingText",
      defaultMessage: 'Add "{text}" to your X bio first',
    },
    pogNotShared: {
      id: "campaigns.verification.pogNotShared",
      defaultMessage: "Share your POG card on X first (posts of the last 7 days count)",
    },
    usernameMissing: {
      id: "campaigns.verification.usernameMissing",
      defaultMessage: "Choose a username first: your POG link carries it",
    },
    notMember: { id: "campaigns.verification.notMember", defaultMessage: "Join the Discord server first" },
    memberPending: {
      id: "campaigns.verification.memberPending",
      defaultMessage: "Finish the Discord server's membership screening first",
    },
    roleMissing: {
      id: "campaigns.verification.roleMissing",
      defaultMessage: "You don't have the role on the Discord server yet",
    },
    linkFirst: {
      id: "campaigns.verification.linkFirst",
      defaultMessage: "Link your {service} account first",
    },
    telegramNotMember: {
      id: "campaigns.verification.telegramNotMember",
      defaultMessage: "Join {channel} on Telegram, then check again",
    },
    telegramCannotCheck: {
      id: "campaigns.verification.telegramCannotCheck",
      defaultMessage: "Kleos cannot see the members of {channel} right now. Please check again later.",
    },
    steamPrivate: {
      id: "campaigns.verification.steamPrivate",
      defaultMessage:
        "Your Steam game details are private: make them public in Steam's privacy settings, then check again",
    },
    steamNotOwned: {
      id: "campaigns.verification.steamNotOwned",
      defaultMessage: "Get the game (Steam app {appId}) on Steam, then check again",
    },
    steamPlaytimeShort: {
      id: "campaigns.verification.steamPlaytimeShort",
      defaultMessage: "Play the game for {minutes} minutes on Steam ({played} so far), then check again",
    },
    walletAny: { id: "campaigns.verification.walletAny", defaultMessage: "Link a wallet first" },
    walletEvm: { id: "campaigns.verification.walletEvm", defaultMessage: "Link an EVM wallet first" },
    walletSolana: { id: "campaigns.verification.walletSolana", defaultMessage: "Link a Solana wallet first" },
    tokenTooLow: {
      id: "campaigns.verification.tokenTooLow",
      defaultMessage: "You hold {held} {symbol}; this task needs {needed}",
    },
    nftNotHeld: {
      id: "campaigns.verification.nftNotHeld",
      defaultMessage: "You hold no {symbol}; this task needs 1",
    },
    chainUnavailable: {
      id: "campaigns.verification.chainUnavailable",
      defaultMessage: "The chain could not be read right now: try again later",
    },
    profileIncomplete: {
      id: "campaigns.verification.profileIncomplete",
      defaultMessage: "Complete your profile: username, first name and country",
    },
    phoneNotVerified: {
      id: "campaigns.verification.phoneNotVerified",
      defaultMessage: "Verify your phone number first",
    },
    emailNotVerified: {
      id: "campaigns.verification.emailNotVerified",
      defaultMessage: "Verify your e-mail address first",
    },
    notInClan: { id: "campaigns.verification.notInClan", defaultMessage: "Join or create a clan first" },
    referralMissing: {
      id: "campaigns.verification.referralMissing",
      defaultMessage: "Create your referral code first",
    },
    invitesMissing: {
      id: "campaigns.verification.invitesMissing",
      defaultMessage: "{invited} of {required} invited gamers have joined this campaign so far",
    },
    codeInvalid: {
      id: "campaigns.verification.codeInvalid",
      defaultMessage: "This code is not valid for this task",
    },
    codeUsedUp: {
      id: "campaigns.verification.codeUsedUp",
      defaultMessage: "This code has been used as many times as it may be",
    },
    linkNotVisited: {
      id: "campaigns.verification.linkNotVisited",
      defaultMessage: "Open the task's link first",
    },
    gameDetailsMissing: {
      id: "campaigns.verification.gameDetailsMissing",
      defaultMessage: "Save your game username for this game first",
    },
    gameNotDone: {
      id: "campaigns.verification.gameNotDone",
      defaultMessage: "The game has not seen this done yet",
    },
    gameUnavailable: {
      id: "campaigns.verification.gameUnavailable",
      defaultMessage: "The game could not confirm this task right now: try again later",
    },
    notConfigured: {
      id: "campaigns.verification.notConfigured",
      defaultMessage: "Kleos cannot check this task on this server yet",
    },
    failed: {
      id: "campaigns.verification.failed",
      defaultMessage: "The check could not be made. Please try again later.",
    },
    notYet: {
      id: "campaigns.verification.notYet",
      defaultMessage: "This task is not done yet: do it, then check again",
    },
  }),
);

const textOf = (task: CampaignTask, key: string): string => {
  const value = task.config[key];
  return typeof value === "string" ? value : "";
};

const SERVICES: Record<string, string> = {
  X: "X",
  DISCORD: "Discord",
  TELEGRAM: "Telegram",
  STEAM: "Steam",
  GOOGLE: "Google",
};

/** What a not-verified answer says: its code, its English message, and what that message names. */
export interface VerificationFailure {
  readonly errorCode: string;
  readonly message: string;
  readonly messageParams?: Readonly<Record<string, string>> | undefined;
}

/** The gamer's words for a verifier's answer, always in their language. */
export const verificationMessageOf = (
  intl: IntlShape,
  task: CampaignTask,
  failure: VerificationFailure,
): string => {
  const params = failure.messageParams ?? {};
  const param = (key: string, fallback: string): string => params[key] ?? fallback;
  const provider = /^(X|DISCORD)_(NOT_LINKED|RECONNECT|RATE_LIMITED|UNAVAILABLE)$/.exec(failure.errorCode);
  if (provider !== null) {
    const service = SERVICES[provider[1] ?? ""] ?? "";
    switch (provider[2]) {
      case "NOT_LINKED":
        return intl.formatMessage(messages.notLinked, { service });
      case "RECONNECT":
        return intl.formatMessage(messages.reconnect, { service });
      case "RATE_LIMITED": {
        const retryAt = params["retryAt"];
        const time =
          retryAt === undefined
            ? /after (\d\d:\d\d) UTC/.exec(failure.message)?.[1]
            : new Date(retryAt).toISOString().slice(11, 16);
        return time === undefined
          ? intl.formatMessage(messages.rateLimited, { service })
          : intl.formatMessage(messages.rateLimitedUntil, { service, time });
      }
      default:
        return intl.formatMessage(messages.unavailable, { service });
    }
  }
  switch (failure.errorCode) {
    case "TWITTER_NOT_FOLLOWING":
      return intl.formatMessage(messages.notFollowing, {
        handle: param("handle", textOf(task, "handle")).replace(/^@/, ""),
      });
    case "TWITTER_NOT_LIKED":
      return intl.formatMessage(messages.notLiked);
    case "TWITTER_NOT_REPOSTED":
      return intl.formatMessage(messages.notReposted);
    case "TWITTER_NOT_COMMENTED":
      return intl.formatMessage(messages.notCommented);
    case "TWITTER_HASHTAGS_MISSING": {
      const tags = task.config["hashtags"];
      const hashtags = (Array.isArray(tags) ? tags : [])
        .map((tag) => `#${String(tag).replace(/^#/, "")}`)
        .join(" ");
      return intl.formatMessage(messages.hashtagsMissing, { hashtags: param("hashtags", hashtags) });
    }
    case "TWITTER_NAME_MISSING_BRAND":
      return intl.formatMessage(messages.nameMissingBrand, { brand: param("brand", textOf(task, "brand")) });
    case "TWITTER_BIO_MISSING_TEXT":
      return intl.formatMessage(messages.bioMissingText, { text: param("text", textOf(task, "text")) });
    case "POG_NOT_SHARED":
      return intl.formatMessage(messages.pogNotShared);
    case "USERNAME_MISSING":
      return intl.formatMessage(messages.usernameMissing);
    case "DISCORD_NOT_MEMBER":
      return intl.formatMessage(messages.notMember);
    case "DISCORD_MEMBER_PENDING":
      return intl.formatMessage(messages.memberPending);
    case "DISCORD_ROLE_MISSING":
      return intl.formatMessage(messages.roleMissing);
    case "TELEGRAM_NOT_LINKED":
    case "STEAM_NOT_LINKED":
    case "GOOGLE_NOT_LINKED":
      return intl.formatMessage(messages.linkFirst, {
        service: SERVICES[failure.errorCode.split("_")[0] ?? ""] ?? "",
      });
    case "TELEGRAM_NOT_MEMBER":
      return intl.formatMessage(messages.telegramNotMember, {
        channel: param("channel", channelOf(textOf(task, "channel"))),
      });
    case "TELEGRAM_CANNOT_CHECK":
      return intl.formatMessage(messages.telegramCannotCheck, {
        channel: param("channel", channelOf(textOf(task, "channel"))),
      });
    case "TELEGRAM_UNAVAILABLE":
      return intl.formatMessage(messages.unavailable, { service: "Telegram" });
    case "STEAM_UNAVAILABLE":
      return intl.formatMessage(messages.unavailable, { service: "Steam" });
    case "STEAM_PROFILE_PRIVATE":
      return intl.formatMessage(messages.steamPrivate);
    case "STEAM_GAME_NOT_OWNED":
      return intl.formatMessage(messages.steamNotOwned, { appId: param("appId", numberOf(task, "appId")) });
    case "STEAM_PLAYTIME_SHORT":
      return intl.formatMessage(messages.steamPlaytimeShort, {
        minutes: param("minutes", numberOf(task, "minPlaytimeMinutes")),
        played: param("played", "0"),
      });
    case "WALLET_NOT_LINKED": {
      const chain = textOf(task, "chain");
      if (chain === "solana") return intl.formatMessage(messages.walletSolana);
      if (chain === "any" || chain === "") return intl.formatMessage(messages.walletAny);
      return intl.formatMessage(messages.walletEvm);
    }
    case "TOKEN_BALANCE_TOO_LOW":
      return intl.formatMessage(messages.tokenTooLow, {
        held: param("held", "0"),
        symbol: param("symbol", ""),
        needed: param("needed", ""),
      });
    case "NFT_NOT_HELD":
      return intl.formatMessage(messages.nftNotHeld, { symbol: param("symbol", "") });
    case "CHAIN_UNAVAILABLE":
    case "TOKEN_CONTRACT_UNREADABLE":
      return intl.formatMessage(messages.chainUnavailable);
    case "PROFILE_INCOMPLETE":
      return intl.formatMessage(messages.profileIncomplete);
    case "PHONE_NOT_VERIFIED":
      return intl.formatMessage(messages.phoneNotVerified);
    case "EMAIL_NOT_VERIFIED":
      return intl.formatMessage(messages.emailNotVerified);
    case "NOT_IN_CLAN":
      return intl.formatMessage(messages.notInClan);
    case "REFERRAL_CODE_MISSING":
      return intl.formatMessage(messages.referralMissing);
    case "REFERRAL_INVITES_MISSING":
      return intl.formatMessage(messages.invitesMissing, {
        invited: param("invited", "0"),
        required: param("required", numberOf(task, "requiredInvites")),
      });
    case "SPECIAL_CODE_INVALID":
      return intl.formatMessage(messages.codeInvalid);
    case "SPECIAL_CODE_USED_UP":
      return intl.formatMessage(messages.codeUsedUp);
    case "LINK_NOT_VISITED":
      return intl.formatMessage(messages.linkNotVisited);
    case "GAME_DETAILS_MISSING":
      return intl.formatMessage(messages.gameDetailsMissing);
    case "GAME_ACTION_NOT_DONE":
      return intl.formatMessage(messages.gameNotDone);
    case "GAME_PARTNER_UNAVAILABLE":
      return intl.formatMessage(messages.gameUnavailable);
    case "TASK_VERIFICATION_NOT_CONFIGURED":
    case "DISCORD_BOT_NOT_CONFIGURED":
    case "TASK_MISCONFIGURED":
    case "GAME_PARTNER_UNKNOWN":
    case "CAMPAIGN_GAME_MISSING":
      return intl.formatMessage(messages.notConfigured);
    case "VERIFICATION_FAILED":
      return intl.formatMessage(messages.failed);
    default:
      return intl.formatMessage(messages.notYet);
  }
};

const channelOf = (channel: string): string => (channel === "" ? "" : `@${channel.replace(/^@/, "")}`);

const numberOf = (task: CampaignTask, key: string): string => {
  const value = task.config[key];
  return typeof value === "number" ? String(value) : "";
};
