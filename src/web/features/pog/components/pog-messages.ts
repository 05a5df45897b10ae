/**
 * Words the POG pages share: the mint flow's steps, the badges, tiers and dashboard tabs, how each badge's next
 * tier is earned, and how the domain's rule and error messages a POG call answers read (looked up by the
 * domain's own ids, `validation.*` and `errors.*`, in src/web/lib/domain-messages.ts).
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { PogDashboardTab } from "@/domain/pog/pog-badges";
import type { PogMintStep } from "@/domain/pog/pog-mint-flow";
import type { PogBadgeName, PogSocialBadgeName, PogTier } from "@/web/features/pog/api/pog-api";
import { ApiError } from "@/web/lib/api-client";
import { domainMessageOf, errorMessage } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

export const stepMessages: Readonly<Record<PogMintStep, MessageDescriptor>> = defineMessages({
  RESERVE_NAME: { id: "pog.mintStep.reserveName", defaultMessage: "Reserve Kleos name" },
  CREATE_AVATAR: { id: "pog.mintStep.createAvatar", defaultMessage: "Create avatar" },
  MINT_CARD: { id: "pog.mintStep.mintCard", defaultMessage: "Mint POG card" },
});

export const badgeMessages: Readonly<Record<PogBadgeName, MessageDescriptor>> = defineMessages({
  ProofOfHuman: { id: "pog.badge.proofOfHuman", defaultMessage: "Proof of Human" },
  ProofOfPlay: { id: "pog.badge.proofOfPlay", defaultMessage: "Proof of Play" },
  ProofOfSkill: { id: "pog.badge.proofOfSkill", defaultMessage: "Proof of Skill" },
  ProofOfCommerce: { id: "pog.badge.proofOfCommerce", defaultMessage: "Proof of Commerce" },
  ProofOfSocial: { id: "pog.badge.proofOfSocial", defaultMessage: "Proof of Social" },
  KleosCommunity: { id: "pog.badge.kleosCommunity", defaultMessage: "Kleos Community" },
});

export const socialBadgeMessages: Readonly<Record<PogSocialBadgeName, MessageDescriptor>> = defineMessages({
  Telegramer: { id: "pog.socialBadge.telegramer", defaultMessage: "Telegramer" },
  Xer: { id: "pog.socialBadge.xer", defaultMessage: "Xer" },
  Discorder: { id: "pog.socialBadge.discorder", defaultMessage: "Discorder" },
});

/** How each social badge is earned. */
export const socialBadgeHowMessages: Readonly<Record<PogSocialBadgeName, MessageDescriptor>> = defineMessages(
  {
    Telegramer: { id: "pog.socialBadge.telegramerHow", defaultMessage: "Link your Telegram account" },
    Xer: { id: "pog.socialBadge.xerHow", defaultMessage: "Link your X account" },
    Discorder: { id: "pog.socialBadge.discorderHow", defaultMessage: "Link your Discord account" },
  },
);

export const tierMessages: Readonly<Record<PogTier, MessageDescriptor>> = defineMessages({
  Bronze: { id: "pog.tier.bronze", defaultMessage: "Bronze" },
  Silver: { id: "pog.tier.silver", defaultMessage: "Silver" },
  Gold: { id: "pog.tier.gold", defaultMessage: "Gold" },
  Diamond: { id: "pog.tier.diamond", defaultMessage: "Diamond" },
});

export const tabMessages: Readonly<Record<PogDashboardTab, MessageDescriptor>> = defineMessages({
  Gamer: { id: "pog.dashboardTab.gamer", defaultMessage: "Gamer" },
  Human: { id: "pog.dashboardTab.human", defaultMessage: "Human" },
  Play: { id: "pog.dashboardTab.play", defaultMessage: "Play" },
  Skill: { id: "pog.dashboardTab.skill", defaultMessage: "Skill" },
  Commerce: { id: "pog.dashboardTab.commerce", defaultMessage: "Commerce" },
  Social: { id: "pog.dashboardTab.social", defaultMessage: "Social" },
});

/** What the next tier of a scored badge takes (`remaining` more, to reach `tier`). */
export const nextTierMessages: Readonly<Record<PogBadgeName, MessageDescriptor>> = plainMessages(
  defineMessages({
    ProofOfHuman: {
      id: "pog.nextTier.proofOfHuman",
      defaultMessage:
        "Verify your phone or e-mail, or link a wallet or Google: {remaining, plural, one {# more proof} other {# more proofs}} to reach {tier}.",
    },
    ProofOfPlay: {
      id: "pog.nextTier.proofOfPlay",
      defaultMessage:
        "Complete {remaining, plural, one {# more quest or campaign} other {# more quests or campaigns}} to reach {tier}.",
    },
    ProofOfSkill: {
      id: "pog.nextTier.proofOfSkill",
      defaultMessage:
        "Finish tournaments (a podium counts three times) or pass partner game checks: {remaining, plural, one {# more point} other {# more points}} to reach {tier}.",
    },
    ProofOfCommerce: {
      id: "pog.nextTier.proofOfCommerce",
      defaultMessage:
        "Buy or spend K-Cash {remaining, plural, one {# more time} other {# more times}} to reach {tier}.",
    },
    ProofOfSocial: {
      id: "pog.nextTier.proofOfSocial",
      defaultMessage:
        "Link Telegram, X or Discord, or invite gamers: {remaining, plural, one {# more} other {# more}} to reach {tier}.",
    },
    KleosCommunity: {
      id: "pog.nextTier.kleosCommunity",
      defaultMessage:
        "Stay with Kleos {remaining, plural, one {# more day} other {# more days}} to reach {tier}.",
    },
  }),
);

/** A domain message (`{ messageId, message }`, as the rules and the server give it) in the reader's language. */
export const formatPogMessage = (
  intl: IntlShape,
  { messageId, message }: { readonly messageId: string; readonly message: string },
): string => intl.formatMessage(domainMessageOf(messageId) ?? { id: messageId, defaultMessage: message });

/**
 * What to tell the gamer about a failed POG call: the problem's message id (a rule's, or the error's) when the
 * server sent one, else `fallback` ("Something went wrong" for an action, "An error occurred while fetching
 * data" for a read, spec §8).
 */
export const formatPogFailure = (
  intl: IntlShape,
  error: unknown,
  fallback: "VerificationFailed" | "DataFetchFailed" = "VerificationFailed",
): string => {
  if (error instanceof ApiError && error.problem !== undefined) {
    const { messageId, detail } = error.problem;
    if (typeof messageId === "string")
      return formatPogMessage(intl, { messageId, message: detail ?? messageId });
  }
  return intl.formatMessage(errorMessage(fallback));
};
