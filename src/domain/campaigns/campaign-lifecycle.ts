import type { CampaignStatus } from "@/domain/campaigns/campaign-status";

/*
 * How a campaign's status (spec §3) follows from what admins decide and from the clock.
 *
 * Admins move a campaign between DRAFT, PUBLISHED and ARCHIVED (its lifecycle). Everything else is time and
 * the reward distribution:
 * - PUBLISHED before `startsAt`, LIVE until `endsAt`;
 * - then, for rewards paid on claim (everyone who completes, first come first served), CLAIM_REWARDS until
 *   `claimEndsAt`, then ENDED;
 * - for rewards drawn at the end (raffle, leaderboard tiers), PROCESSING_REWARDS while the distribution job
 *   runs, REWARDS_CREDITED once every payout is written.
 * Computing the status from these facts (here and in the repository's SQL, which mirrors this function)
 * means no clock job has to flip rows at the right second.
 */

export const CAMPAIGN_LIFECYCLES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export type CampaignLifecycle = (typeof CAMPAIGN_LIFECYCLES)[number];

export const DISTRIBUTION_METHODS = ["EVERYONE", "FCFS", "RAFFLE", "LEADERBOARD"] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];

/** Paid when each user claims, rather than drawn by a job when the campaign ends. */
export const isPaidOnClaim = (method: DistributionMethod): boolean =>
  method === "EVERYONE" || method === "FCFS";

export const DISTRIBUTION_STATES = ["PENDING", "PROCESSING", "CREDITED"] as const;
export type DistributionState = (typeof DISTRIBUTION_STATES)[number];

export interface LeaderboardTier {
  /** 1-based ranks, inclusive. */
  readonly fromRank: number;
  readonly toRank: number;
  /** Base units each user in the tier receives. */
  readonly amount: number;
}

export type DistributionConfig =
  | { readonly method: "EVERYONE" }
  | { readonly method: "FCFS"; readonly cap: number }
  | { readonly method: "RAFFLE"; readonly winners: number }
  | { readonly method: "LEADERBOARD"; readonly tiers: readonly LeaderboardTier[] };

export interface CampaignClock {
  readonly lifecycle: CampaignLifecycle;
  readonly distribution: DistributionMethod;
  readonly distributionState: DistributionState;
  /** Epoch milliseconds. */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly claimEndsAt: number;
  readonly now: number;
}

export const campaignStatusAt = (clock: CampaignClock): CampaignStatus => {
  if (clock.lifecycle !== "PUBLISHED") return clock.lifecycle;
  if (clock.now < clock.startsAt) return "PUBLISHED";
  if (clock.now < clock.endsAt) return "LIVE";
  if (isPaidOnClaim(clock.distribution)) return clock.now < clock.claimEndsAt ? "CLAIM_REWARDS" : "ENDED";
  return clock.distributionState === "CREDITED" ? "REWARDS_CREDITED" : "PROCESSING_REWARDS";
};

/** Whether a user who finished every task may claim now: rewards paid on claim, while live or in the window. */
export const claimIsOpen = (status: CampaignStatus, distribution: DistributionMethod): boolean =>
  isPaidOnClaim(distribution) && (status === "LIVE" || status === "CLAIM_REWARDS");

/** Whether a user may start the campaign or validate its tasks now. */
export const tasksAreOpen = (status: CampaignStatus): boolean => status === "LIVE";

/** The ranks a tier list pays, with the amount for each: ranks must not overlap. */
export const tierAmountForRank = (tiers: readonly LeaderboardTier[], rank: number): number | undefined =>
  tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank)?.amount;
