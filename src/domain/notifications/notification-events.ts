/** What the notifications of Kleos' events say: their kind, their once-per-event key and their data. */
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";

export type NotificationKind =
  "rewardCredited" | "campaignStarted" | "clanEvent" | "taskVerification" | "kycDecided";

export type ClanEventKind = "joined" | "left" | "memberJoined" | "prizeWon";

export type NotificationEventData = {
  readonly currency?: string;
  readonly amount?: number;
  readonly decimals?: number;
  readonly title?: string;
  readonly event?: ClanEventKind;
  /** A clan's final rank on the board whose prize it won. */
  readonly rank?: number;
  /** A clan's prize: it was paid to this gamer (the clan's chief), not to another member. */
  readonly paidToYou?: boolean;
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

export interface ClanPrize {
  readonly leaderboard: { readonly id: string; readonly title: string };
  readonly clanId: number;
  readonly rank: number;
  readonly currency: Currency;
  /** In the currency's base units. */
  readonly amount: number;
  /** Who the prize was paid to: the clan's chief. */
  readonly paidTo: string;
}

/**
 * A platform leaderboard of clans paid the gamer's clan a prize. Each gamer concerned (a member at the season's end,
 * and whoever it was paid to) is told once per board, however often the payment job runs.
 */
export const clanPrizeWon = (userId: string, prize: ClanPrize): NotificationEvent => ({
  userId,
  kind: "clanEvent",
  sourceKey: `clan:prizeWon:${prize.leaderboard.id}:${prize.clanId}`,
  data: {
    title: prize.leaderboard.title,
    event: "prizeWon",
    rank: prize.rank,
    currency: prize.currency,
    amount: prize.amount,
    decimals: CURRENCY_DECIMALS[prize.currency],
    paidToYou: userId === prize.paidTo,
    path: `/leaderboards/${prize.leaderboard.id}`,
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
