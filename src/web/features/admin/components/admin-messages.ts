/** Words the admin pages share: kinds, statuses, distribution methods, continents and lifecycle names. */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import type { ContinentCode } from "@/domain/geo/continents";
import type { CampaignKind, CampaignStatus } from "@/web/features/admin/api/admin-api";

export const kindMessages: { readonly [K in CampaignKind]: MessageDescriptor } = defineMessages({
  campaign: { id: "admin.kind.campaign", defaultMessage: "Campaign (K-Drop)" },
  quest: { id: "admin.kind.quest", defaultMessage: "Quest (K-Quest)" },
});

export const statusMessages: { readonly [S in CampaignStatus]: MessageDescriptor } = defineMessages({
  ARCHIVED: { id: "admin.status.archived", defaultMessage: "Archived" },
  DRAFT: { id: "admin.status.draft", defaultMessage: "Draft" },
  ENDED: { id: "admin.status.ended", defaultMessage: "Ended" },
  LIVE: { id: "admin.status.live", defaultMessage: "Live" },
  PUBLISHED: { id: "admin.status.published", defaultMessage: "Published" },
  REWARDS_CREDITED: { id: "admin.status.rewardsCredited", defaultMessage: "Rewards credited" },
  CLAIM_REWARDS: { id: "admin.status.claimRewards", defaultMessage: "Claiming" },
  PROCESSING_REWARDS: { id: "admin.status.processingRewards", defaultMessage: "Drawing rewards" },
});

export const methodMessages: { readonly [M in DistributionMethod]: MessageDescriptor } = defineMessages({
  EVERYONE: { id: "admin.method.everyone", defaultMessage: "Everyone who completes" },
  FCFS: { id: "admin.method.fcfs", defaultMessage: "First come, first served" },
  RAFFLE: { id: "admin.method.raffle", defaultMessage: "Raffle among completers" },
  LEADERBOARD: { id: "admin.method.leaderboard", defaultMessage: "Leaderboard tiers" },
});

export const continentMessages: { readonly [C in ContinentCode]: MessageDescriptor } = defineMessages({
  AF: { id: "admin.continent.africa", defaultMessage: "Africa" },
  AN: { id: "admin.continent.antarctica", defaultMessage: "Antarctica" },
  AS: { id: "admin.continent.asia", defaultMessage: "Asia" },
  EU: { id: "admin.continent.europe", defaultMessage: "Europe" },
  NA: { id: "admin.continent.northAmerica", defaultMessage: "North America" },
  OC: { id: "admin.continent.oceania", defaultMessage: "Oceania" },
  SA: { id: "admin.continent.southAmerica", defaultMessage: "South America" },
});
