/**
 * Why an X or Discord task is not verified yet, in the gamer's language: the verifier's `errorCode` with what
 * the task asks for (the account to follow, the hashtags, the brand). Codes without a message here show the
 * server's own (English) text.
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
  }),
);

const textOf = (task: CampaignTask, key: string): string => {
  const value = task.config[key];
  return typeof value === "string" ? value : "";
};

const SERVICES: Record<string, string> = { X: "X", DISCORD: "Discord" };

/** The gamer's words for a verifier's answer, or undefined to show the server's message. */
export const verificationMessageOf = (
  intl: IntlShape,
  task: CampaignTask,
  failure: { readonly errorCode: string; readonly message: string },
): string | undefined => {
  const provider = /^(X|DISCORD)_(NOT_LINKED|RECONNECT|RATE_LIMITED|UNAVAILABLE)$/.exec(failure.errorCode);
  if (provider !== null) {
    const service = SERVICES[provider[1] ?? ""] ?? "";
    switch (provider[2]) {
      case "NOT_LINKED":
        return intl.formatMessage(messages.notLinked, { service });
      case "RECONNECT":
        return intl.formatMessage(messages.reconnect, { service });
      case "RATE_LIMITED": {
        const time = /after (\d\d:\d\d) UTC/.exec(failure.message)?.[1];
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
      return intl.formatMessage(messages.notFollowing, { handle: textOf(task, "handle").replace(/^@/, "") });
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
      return intl.formatMessage(messages.hashtagsMissing, { hashtags });
    }
    case "TWITTER_NAME_MISSING_BRAND":
      return intl.formatMessage(messages.nameMissingBrand, { brand: textOf(task, "brand") });
    case "TWITTER_BIO_MISSING_TEXT":
      return intl.formatMessage(messages.bioMissingText, { text: textOf(task, "text") });
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
    default:
      return undefined;
  }
};
