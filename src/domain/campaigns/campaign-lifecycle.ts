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
 * `CAMPAIGN_STATUS_TREE` writes these decisions down once, as data: `campaignStatusAt` walks it, and the
 * repository compiles the same tree to SQL (a status column, and ranges that select statuses), so no clock
 * job has to flip rows at the right second and no second copy of the rule exists.
 */

export const CAMPAIGN_LIFECYCLES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export type CampaignLifecycle = (typeof CAMPAIGN_LIFECYCLES)[number];

export const DISTRIBUTION_METHODS = ["EVERYONE", "FCFS", "RAFFLE", "LEADERBOARD"] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];

/** Paid when each user claims (everyone who completes, first come first served). */
export const PAID_ON_CLAIM_METHODS = ["EVERYONE", "FCFS"] as const satisfies readonly DistributionMethod[];
/** Drawn by a job when the campaign ends (raffle, leaderboard tiers). */
export const DRAWN_METHODS = ["RAFFLE", "LEADERBOARD"] as const satisfies readonly DistributionMethod[];

/** Paid when each user claims, rather than drawn by a job when the campaign ends. */
export const isPaidOnClaim = (method: DistributionMethod): boolean =>
  (PAID_ON_CLAIM_METHODS as readonly DistributionMethod[]).includes(method);

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

/** The stored facts a status decision reads, besides the clock. */
export type CampaignFact = "lifecycle" | "distribution" | "distributionState";
/** The stored dates a status decision compares the clock with. */
export type CampaignDate = "startsAt" | "endsAt" | "claimEndsAt";

/**
 * A decision of the status rule: a status; a choice by one stored fact (its branches' values together are all
 * the fact's values); or a timeline, whose phases last until their date (the last one for ever after).
 */
export type StatusNode =
  | { readonly kind: "status"; readonly status: CampaignStatus }
  | {
      readonly kind: "choice";
      readonly fact: CampaignFact;
      readonly branches: readonly { readonly values: readonly string[]; readonly then: StatusNode }[];
    }
  | {
      readonly kind: "timeline";
      readonly phases: readonly { readonly until?: CampaignDate; readonly then: StatusNode }[];
    };

const status = (value: CampaignStatus): StatusNode => ({ kind: "status", status: value });

/** The status rule (spec §3), once. */
export const CAMPAIGN_STATUS_TREE: StatusNode = {
  kind: "choice",
  fact: "lifecycle",
  branches: [
    { values: ["DRAFT"], then: status("DRAFT") },
    { values: ["ARCHIVED"], then: status("ARCHIVED") },
    {
      values: ["PUBLISHED"],
      then: {
        kind: "timeline",
        phases: [
          { until: "startsAt", then: status("PUBLISHED") },
          { until: "endsAt", then: status("LIVE") },
          {
            then: {
              kind: "choice",
              fact: "distribution",
              branches: [
                {
                  values: PAID_ON_CLAIM_METHODS,
                  then: {
                    kind: "timeline",
                    phases: [
                      { until: "claimEndsAt", then: status("CLAIM_REWARDS") },
                      { then: status("ENDED") },
                    ],
                  },
                },
                {
                  values: DRAWN_METHODS,
                  then: {
                    kind: "choice",
                    fact: "distributionState",
                    branches: [
                      { values: ["CREDITED"], then: status("REWARDS_CREDITED") },
                      { values: ["PENDING", "PROCESSING"], then: status("PROCESSING_REWARDS") },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
};

const statusOf = (node: StatusNode, clock: CampaignClock): CampaignStatus => {
  switch (node.kind) {
    case "status":
      return node.status;
    case "choice": {
      const value = clock[node.fact];
      const branch = node.branches.find((candidate) => candidate.values.includes(value));
      if (branch === undefined) throw new Error(`The status rule has no branch for ${node.fact} ${value}`);
      return statusOf(branch.then, clock);
    }
    case "timeline": {
      const phase = node.phases.find(
        (candidate) => candidate.until === undefined || clock.now < clock[candidate.until],
      );
      if (phase === undefined) throw new Error("The status rule's timeline has no last phase");
      return statusOf(phase.then, clock);
    }
  }
};

export const campaignStatusAt = (clock: CampaignClock): CampaignStatus =>
  statusOf(CAMPAIGN_STATUS_TREE, clock);

/** Whether a user who finished every task may claim now: rewards paid on claim, while live or in the window. */
export const claimIsOpen = (status: CampaignStatus, distribution: DistributionMethod): boolean =>
  isPaidOnClaim(distribution) && (status === "LIVE" || status === "CLAIM_REWARDS");

/** Whether a user may start the campaign or validate its tasks now. */
export const tasksAreOpen = (status: CampaignStatus): boolean => status === "LIVE";

/** The ranks a tier list pays, with the amount for each: ranks must not overlap. */
export const tierAmountForRank = (tiers: readonly LeaderboardTier[], rank: number): number | undefined =>
  tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank)?.amount;
