/**
 * A LEADERBOARD campaign's page of ranks. Before the draw the ranks are computed from the participants in the
 * order the distribution pays (`compareLeaderboard`), each completer's prize being its rank's tier amount
 * (`tierAmountForRank`, as `rankLeaderboard`); after the draw they are the payout rows, which are the truth of
 * who was paid what.
 */
import { Context, Effect, Layer } from "effect";
import { leaderboardName } from "@/domain/campaigns/campaign-leaderboard";
import { tierAmountForRank, type LeaderboardTier } from "@/domain/campaigns/campaign-lifecycle";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignLeaderboardNotFound } from "@/domain/errors/campaign-errors";
import {
  CampaignLeaderboardRepository,
  type PaidRank,
  type RankedParticipant,
  type RankPage,
} from "@/server/db/repositories/campaign-leaderboard-repository";
import { traced } from "@/server/effect/traced";
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

type Paging = { readonly pageOffset: number; readonly pageLimit: number };

/** A LEADERBOARD campaign (else `CampaignLeaderboardNotFound`) with its tiers. */
const leaderboardCampaign = (listing: CampaignListing) =>
  listing.campaign.distribution === "LEADERBOARD"
    ? Effect.succeed(listing.campaign)
    : Effect.fail(new CampaignLeaderboardNotFound({ campaignId: listing.campaign.id }));

/** The page made of what the repository read: the payouts once drawn, the ranked participants before. */
const pageOf = (
  listing: CampaignListing,
  userId: string | undefined,
  paging: Paging,
  ranks:
    | { readonly final: true; readonly page: RankPage<PaidRank> }
    | {
        readonly final: false;
        readonly page: RankPage<RankedParticipant>;
        readonly tiers: readonly LeaderboardTier[];
      },
): CampaignLeaderboardView => {
  const { campaign, status } = listing;
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
  const shown = (items: LeaderboardEntryView[], me: LeaderboardEntryView | undefined, total: number) => ({
    campaignId: campaign.id,
    status,
    final: ranks.final,
    items,
    me: me ?? null,
    page: { ...paging, total },
  });
  if (ranks.final) {
    const { rows, me, total } = ranks.page;
    return shown(rows.map(entry), me === undefined ? undefined : entry(me), total);
  }
  const { tiers } = ranks;
  const ranked = (row: RankedParticipant) =>
    entry({ ...row, amount: row.completer ? tierAmountForRank(tiers, row.rank) : undefined });
  const { rows, me, total } = ranks.page;
  return shown(rows.map(ranked), me === undefined ? undefined : ranked(me), total);
};

export class CampaignLeaderboard extends Context.Service<
  CampaignLeaderboard,
  {
    /** A page of a LEADERBOARD campaign's ranks, with the caller's own rank wherever it falls. */
    leaderboardOf(
      listing: CampaignListing,
      userId: string | undefined,
      paging: Paging,
    ): Effect.Effect<CampaignLeaderboardView, CampaignLeaderboardNotFound>;
  }
>()("kleos/server/services/campaigns/CampaignLeaderboard") {
  static readonly layer = Layer.effect(
    CampaignLeaderboard,
    Effect.gen(function* () {
      const ranks = yield* CampaignLeaderboardRepository;
      return CampaignLeaderboard.of(
        traced("CampaignLeaderboard", {
          leaderboardOf: (listing: CampaignListing, userId: string | undefined, paging: Paging) =>
            Effect.gen(function* () {
              const campaign = yield* leaderboardCampaign(listing);
              // The draw writes every payout in the transaction that leaves PENDING: from then on they are the ranks.
              if (campaign.distributionState !== "PENDING")
                return pageOf(listing, userId, paging, {
                  final: true,
                  page: yield* ranks.paidRanks(campaign.id, paging.pageOffset, paging.pageLimit, userId),
                });
              return pageOf(listing, userId, paging, {
                final: false,
                tiers: yield* tiersOf(campaign.id, campaign.distributionConfig),
                page: yield* ranks.rankedParticipants(
                  campaign.id,
                  campaign.endsAt,
                  paging.pageOffset,
                  paging.pageLimit,
                  userId,
                ),
              });
            }),
        }),
      );
    }),
  );
}
