/** Quest and campaign status values (spec §3). */
export const CAMPAIGN_STATUSES = [
  "ARCHIVED",
  "DRAFT",
  "ENDED",
  "LIVE",
  "PUBLISHED",
  "REWARDS_CREDITED",
  "CLAIM_REWARDS",
  "PROCESSING_REWARDS",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Statuses after the campaign's end, whatever its dates say. */
export const CLOSED_CAMPAIGN_STATUSES: ReadonlySet<CampaignStatus> = new Set([
  "ARCHIVED",
  "ENDED",
  "REWARDS_CREDITED",
  "CLAIM_REWARDS",
  "PROCESSING_REWARDS",
]);

/** Leaderboard statuses (spec §4). */
export const LEADERBOARD_STATUSES = ["PUBLISHED", "LIVE", "CONCLUDED", "COMPLETED"] as const;
export type LeaderboardStatus = (typeof LEADERBOARD_STATUSES)[number];
