/**
 * A LEADERBOARD campaign's page of ranks. Before the draw the ranks are computed from the participants in the
 * order the distribution pays (`compareLeaderboard`), each completer's prize being its rank's tier amount
 * (`tierAmountForRank`, as `rankLeaderboard`); after the draw they are the payout rows, which are the truth of
 * who was paid what.
 */
import { leaderboardName } from "@/domain/campaigns/campaign-leaderboard";
import { tierAmountForRank } from "@/domain/campaigns/campaign-lifecycle";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignLeaderboardNotFound } from "@/domain/errors/campaign-errors";
import type { Db } from "@/server/db/client";
import { campaignLeaderboardRepository } from "@/server/db/repositories/campaign-leaderboard-repository";
import type { CampaignListing } from "@/server/db/repositories/campaign-repository";
import { rewardOf, type RewardView } from "@/server/services/campaigns/campaign-views";
import { tiersOf } from "@/server/services/campaigns/distribution";

export interface LeaderboardEntryView {
  readonly rank: number;
  readonly username: string;
  readonly score: number;
  readonly completedAt: string | null;
  readonly prize: RewardView | null;
  readonly isMe: boolean;
}

export interface CampaignLeaderboardView {
  readonly campaignId: string;
  readonly status: CampaignStatus;
  readonly final: boolean;
  readonly items: readonly LeaderboardEntryView[];
  readonly me: LeaderboardEntryView | null;
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export const campaignLeaderboard = async (
  db: Db,
  listing: CampaignListing,
  userId: string | undefined,
  paging: { readonly pageOffset: number; readonly pageLimit: number },
): Promise<CampaignLeaderboardView> => {
  const { campaign, status } = listing;
  if (campaign.distribution !== "LEADERBOARD")
    throw new CampaignLeaderboardNotFound({ campaignId: campaign.id });
  const reward = rewardOf(campaign);
  const prize = (amount: number | undefined): RewardView | null =>
    amount === undefined || amount <= 0 ? null : { ...reward, amount };
  const entry = (row: {
    readonly userId: string;
    readonly username: string | null;
    readonly rank: number;
    readonly score: number;
    readonly completedAt: Date | null;
    readonly amount: number | undefined;
  }): LeaderboardEntryView => ({
    rank: row.rank,
    username: leaderboardName(row.username, row.userId),
    score: row.score,
    completedAt: row.completedAt?.toISOString() ?? null,
    prize: prize(row.amount),
    isMe: row.userId === userId,
  });
  // The draw writes every payout in the transaction that leaves PENDING: from then on they are the ranks.
  const final = campaign.distributionState !== "PENDING";
  if (final) {
    const { rows, me, total } = await campaignLeaderboardRepository.paidRanks(
      db,
      campaign.id,
      paging.pageOffset,
      paging.pageLimit,
      userId,
    );
    return {
      campaignId: campaign.id,
      status,
      final,
      items: rows.map(entry),
      me: me === undefined ? null : entry(me),
      page: { ...paging, total },
    };
  }
  const tiers = tiersOf(campaign.id, campaign.distributionConfig);
  const { rows, me, total } = await campaignLeaderboardRepository.rankedParticipants(
    db,
    campaign.id,
    campaign.endsAt,
    paging.pageOffset,
    paging.pageLimit,
    userId,
  );
  const ranked = (row: (typeof rows)[number]) =>
    entry({ ...row, amount: row.completer ? tierAmountForRank(tiers, row.rank) : undefined });
  return {
    campaignId: campaign.id,
    status,
    final,
    items: rows.map(ranked),
    me: me === undefined ? null : ranked(me),
    page: { ...paging, total },
  };
};
