/** What the notifications of Kleos' events say: their kind, their once-per-event key and their data. */
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";

export type NotificationKind =
  "rewardCredited" | "campaignStarted" | "clanEvent" | "taskVerification" | "kycDecided";

export type NotificationEventData = {
  readonly currency?: string;
  readonly amount?: number;
  readonly decimals?: number;
  readonly title?: string;
  readonly event?: "joined" | "left" | "memberJoined";
  readonly verified?: boolean;
  readonly path?: string;
};

export interface NotificationEvent {
  readonly userId: string;
  readonly kind: NotificationKind;
  /** What happened, unique per gamer (`reward:<transaction id>`): the same event notifies once. */
  readonly sourceKey: string;
  readonly data: NotificationEventData;
}

/** A reward credited to the gamer (the ledger writes it with the credit). */
export const rewardCredited = (
  userId: string,
  transactionId: string,
  currency: Currency,
  amount: number,
): NotificationEvent => ({
  userId,
  kind: "rewardCredited",
  sourceKey: `reward:${transactionId}`,
  data: { currency, amount, decimals: CURRENCY_DECIMALS[currency], path: "/gamer/wallet" },
});

export interface NotifiedCampaign {
  readonly id: string;
  /** `campaign` (K-Drop) or `quest` (K-Quest). */
  readonly kind: string;
  readonly title: string;
}

/** Where the site shows a campaign or quest. */
export const campaignPath = (campaign: NotifiedCampaign): string =>
  campaign.kind === "quest" ? `/gamer/k-quest/${campaign.id}` : `/gamer/k-drop/${campaign.id}`;

/** A campaign the gamer joined has started for them (the first start; starting again tells nothing). */
export const campaignStarted = (userId: string, campaign: NotifiedCampaign): NotificationEvent => ({
  userId,
  kind: "campaignStarted",
  sourceKey: `campaign-started:${campaign.id}`,
  data: { title: campaign.title, path: campaignPath(campaign) },
});

/**
 * Something in the gamer's clan: they joined or left it, or (to the chief) a member joined. A membership is one
 * event, so a gamer who leaves and joins again is told each time.
 */
export const clanEvent = (
  userId: string,
  event: "joined" | "left" | "memberJoined",
  clan: { readonly id: number; readonly name: string },
  membershipKey: string,
): NotificationEvent => ({
  userId,
  kind: "clanEvent",
  sourceKey: `clan:${event}:${membershipKey}`,
  data: {
    title: clan.name,
    event,
    path: event === "left" ? `/clans/${clan.id}` : "/my-clan",
  },
});

/**
 * A task's verification decided: a check that verified it (once per task), one that did not (each failed check,
 * keyed by its time), or an admin's review of a quest proof (once per proof).
 */
export const taskVerification = (
  userId: string,
  source: string,
  verified: boolean,
  title: string,
  path: string,
): NotificationEvent => ({
  userId,
  kind: "taskVerification",
  sourceKey: `task:${source}`,
  data: { title, verified, path },
});

/** The gamer's identity check decided after they left the page (a provider's answer or an admin's review). */
export const kycDecided = (userId: string, checkId: string, verified: boolean): NotificationEvent => ({
  userId,
  kind: "kycDecided",
  sourceKey: `kyc:${checkId}`,
  data: { verified, path: "/wallet/kyc" },
});
