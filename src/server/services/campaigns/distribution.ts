/**
 * Drawn rewards (RAFFLE, LEADERBOARD): when a campaign has ended, every payout is written first (who, rank,
 * how much), in the transaction that moves the campaign to PROCESSING and reveals a raffle's seed; then each
 * unpaid payout is paid through the ledger in a transaction of its own, with the key the claim path uses, so a
 * user is paid once per campaign however often this runs; then the campaign is CREDITED. A restart resumes
 * from the unpaid rows and never draws again: the rows already written are the draw.
 */
import { Context, Effect, Layer } from "effect";
import { CURRENCIES, type Currency } from "@/domain/constants/money";
import {
  isPaidOnClaim,
  tierAmountForRank,
  type DistributionMethod,
  type LeaderboardTier,
} from "@/domain/campaigns/campaign-lifecycle";
import { Database } from "@/server/db/database";
import {
  CampaignPayoutRepository,
  type CompleterRow,
  type DrawnCampaignRow,
  type PayoutProgress,
} from "@/server/db/repositories/campaign-payout-repository";
import { traced } from "@/server/effect/traced";
import { drawRaffle } from "@/domain/campaigns/raffle";
import { Ledger } from "@/server/services/wallet/ledger";

export interface PlannedPayout {
  readonly userId: string;
  /** 1-based: the raffle's draw order, or the place on the leaderboard. */
  readonly rank: number;
  /** Base units of the campaign's reward currency. */
  readonly amount: number;
}

/** The ledger key of a campaign's reward to a user: the same for claims and drawn payouts. */
export const campaignRewardKey = (campaignId: string, userId: string): string =>
  `campaign:${campaignId}:user:${userId}`;

const compareText = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/**
 * The leaderboard's order: by score (highest first), then by who completed first, then by user id. The
 * leaderboard page ranks completers in SQL by the same order (campaign-leaderboard-repository.ts, held to this
 * by its tests), so the page and the payouts agree.
 */
export const compareLeaderboard = (left: CompleterRow, right: CompleterRow): number =>
  right.score - left.score ||
  left.completedAt.getTime() - right.completedAt.getTime() ||
  compareText(left.userId, right.userId);

/**
 * The leaderboard's payouts: completers in `compareLeaderboard` order, ranked 1..n; each rank gets its tier's
 * amount, and ranks no tier covers get nothing (no row).
 */
export const rankLeaderboard = (
  completers: readonly CompleterRow[],
  tiers: readonly LeaderboardTier[],
): PlannedPayout[] =>
  [...completers].sort(compareLeaderboard).flatMap((completer, index) => {
    const rank = index + 1;
    const amount = tierAmountForRank(tiers, rank) ?? 0;
    return amount > 0 ? [{ userId: completer.userId, rank, amount }] : [];
  });

/** The raffle's payouts: `amount` to each of the first `winners` of drawRaffle, ranked in draw order. */
export const planRaffle = (
  seed: string,
  completers: readonly CompleterRow[],
  winners: number,
  amount: number,
): PlannedPayout[] =>
  amount > 0
    ? drawRaffle(
        seed,
        completers.map((completer) => completer.userId),
        winners,
      ).map((userId, index) => ({ userId, rank: index + 1, amount }))
    : [];

const isWhole = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min;

/** A stored config the admin API would never have written: a defect, logged and answered with a 500. */
const corrupt = (message: string) => Effect.die(new Error(message));

const winnersOf = (campaignId: string, config: unknown): Effect.Effect<number> => {
  const winners = (config as { winners?: unknown } | null)?.winners;
  return isWhole(winners, 0)
    ? Effect.succeed(winners)
    : corrupt(`Raffle campaign ${campaignId} has no valid winners count`);
};

export const tiersOf = (campaignId: string, config: unknown): Effect.Effect<LeaderboardTier[]> => {
  const tiers = (config as { tiers?: unknown } | null)?.tiers;
  if (!Array.isArray(tiers)) return corrupt(`Leaderboard campaign ${campaignId} has no tiers`);
  return Effect.forEach(tiers, (tier: unknown, index) => {
    const { fromRank, toRank, amount } = (tier ?? {}) as Record<string, unknown>;
    return isWhole(fromRank, 1) && isWhole(toRank, fromRank) && isWhole(amount, 0)
      ? Effect.succeed({ fromRank, toRank, amount })
      : corrupt(`Leaderboard campaign ${campaignId} has an invalid tier ${index}: ${JSON.stringify(tier)}`);
  });
};

/** Every payout of an ended drawn campaign, from its completers. */
export const planPayouts = (
  campaign: DrawnCampaignRow,
  completers: readonly CompleterRow[],
): Effect.Effect<PlannedPayout[]> => {
  if (campaign.distribution === "LEADERBOARD")
    return Effect.map(tiersOf(campaign.id, campaign.distributionConfig), (tiers) =>
      rankLeaderboard(completers, tiers),
    );
  if (campaign.distribution !== "RAFFLE")
    return corrupt(`Campaign ${campaign.id} is paid on claim (${campaign.distribution}), not drawn`);
  const seed = campaign.raffleSeed;
  if (seed === null)
    return corrupt(`Raffle campaign ${campaign.id} has no seed: it is chosen when the campaign is published`);
  return Effect.map(winnersOf(campaign.id, campaign.distributionConfig), (winners) =>
    planRaffle(seed, completers, winners, campaign.rewardAmount),
  );
};

const currencyOf = (campaign: DrawnCampaignRow): Effect.Effect<Currency> => {
  const currency = CURRENCIES.find((known) => known === campaign.rewardCurrency);
  return currency === undefined
    ? corrupt(`Campaign ${campaign.id} rewards in an unknown currency ${campaign.rewardCurrency}`)
    : Effect.succeed(currency);
};

export type DistributionOutcome =
  /** Every payout is paid and the campaign is CREDITED (now or before). */
  | { readonly kind: "credited"; readonly paidNow: number }
  /** Nothing will ever be drawn: no such campaign, or it is paid on claim. */
  | { readonly kind: "nothing-to-draw"; readonly reason: string }
  /** Not yet: the campaign has not ended, or is not published; try again from `until`. */
  | { readonly kind: "waiting"; readonly until: Date; readonly reason: string }
  /** Payouts remain unpaid: another worker holds them, or `maxPayments` stopped this one. */
  | { readonly kind: "unfinished"; readonly paidNow: number };

export interface DistributeOptions {
  /** Stop after paying this many, leaving the rest unpaid, as if the worker died there (resumption tests). */
  readonly maxPayments?: number;
}

/** A waiting campaign that is not published (e.g. archived at its end) is looked at again after this. */
const NOT_PUBLISHED_RETRY_MS = 60 * 60_000;

type DrawStep =
  | { readonly kind: "drawn"; readonly campaign: DrawnCampaignRow }
  | Exclude<DistributionOutcome, { kind: "unfinished" }>;

export class CampaignDistribution extends Context.Service<
  CampaignDistribution,
  {
    /**
     * Draws (once) and pays an ended raffle or leaderboard campaign as of `now`; safe to run again, or twice at
     * once. The distribution job calls this.
     */
    distributeCampaign(
      campaignId: string,
      now: Date,
      options?: DistributeOptions,
    ): Effect.Effect<DistributionOutcome>;
    /** How far the distribution has got: payouts paid of payouts written (0 of 0 before the draw). */
    distributionProgress(campaignId: string): Effect.Effect<PayoutProgress>;
    /**
     * Published raffle and leaderboard campaigns ending by `until` whose distribution has not started: the
     * distribution job's sweep sends a job for each.
     */
    dueDistributions(until: Date): Effect.Effect<readonly { readonly id: string; readonly endsAt: Date }[]>;
  }
>()("kleos/server/services/campaigns/CampaignDistribution") {
  static readonly layer = Layer.effect(
    CampaignDistribution,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const payouts = yield* CampaignPayoutRepository;
      const ledger = yield* Ledger;

      /** Writes the payouts unless they are written already, and moves the campaign to PROCESSING. */
      const draw = (campaignId: string, now: Date) =>
        transaction(
          Effect.gen(function* () {
            const campaign = yield* payouts.lockCampaign(campaignId);
            if (campaign === undefined)
              return { kind: "nothing-to-draw", reason: `no campaign ${campaignId}` } satisfies DrawStep;
            if (isPaidOnClaim(campaign.distribution as DistributionMethod))
              return {
                kind: "nothing-to-draw",
                reason: `campaign ${campaignId} is paid on claim`,
              } satisfies DrawStep;
            if (campaign.distributionState === "CREDITED")
              return { kind: "credited", paidNow: 0 } satisfies DrawStep;
            if (campaign.endsAt > now)
              return {
                kind: "waiting",
                until: campaign.endsAt,
                reason: `campaign ${campaignId} has not ended`,
              } satisfies DrawStep;
            if (campaign.distributionState === "PENDING") {
              if (campaign.lifecycle !== "PUBLISHED")
                return {
                  kind: "waiting",
                  until: new Date(now.getTime() + NOT_PUBLISHED_RETRY_MS),
                  reason: `campaign ${campaignId} is ${campaign.lifecycle}, not PUBLISHED`,
                } satisfies DrawStep;
              const { total } = yield* payouts.progress(campaignId);
              if (total === 0) {
                const completers = yield* payouts.completersOf(campaignId, campaign.endsAt);
                // A campaign whose stored config cannot be drawn is a defect: it rolls the draw back.
                const planned = yield* planPayouts(campaign, completers);
                yield* payouts.insertAll(planned.map((payout) => ({ ...payout, campaignId })));
              }
            }
            yield* payouts.markProcessing(
              campaignId,
              campaign.distribution === "RAFFLE" ? now : undefined,
              now,
            );
            return { kind: "drawn", campaign } satisfies DrawStep;
          }),
        );

      /** Pays one unpaid payout; false when none is left that another worker is not paying. */
      const payNext = (campaign: DrawnCampaignRow, now: Date) =>
        transaction(
          Effect.gen(function* () {
            const payout = yield* payouts.takeUnpaid(campaign.id);
            if (payout === undefined) return false;
            const currency = yield* currencyOf(campaign);
            const credited = yield* ledger.creditReward({
              userId: payout.userId,
              currency,
              amount: payout.amount,
              idempotencyKey: campaignRewardKey(campaign.id, payout.userId),
              reference: `campaign:${campaign.slug}`,
            });
            yield* payouts.markPaid(payout, credited.transaction.id, now);
            return true;
          }),
        );

      /** CREDITED once no payout is unpaid; checked under the campaign's lock, after this worker's last payment. */
      const finish = (campaignId: string, now: Date) =>
        transaction(
          Effect.gen(function* () {
            yield* payouts.lockCampaign(campaignId);
            const { paid, total } = yield* payouts.progress(campaignId);
            if (paid < total) return false;
            yield* payouts.markCredited(campaignId, now);
            return true;
          }),
        );

      return CampaignDistribution.of(
        traced("CampaignDistribution", {
          distributeCampaign: (campaignId: string, now: Date, options: DistributeOptions = {}) =>
            Effect.gen(function* () {
              const step: DrawStep = yield* draw(campaignId, now);
              if (step.kind !== "drawn") return step;
              let paidNow = 0;
              while (options.maxPayments === undefined || paidNow < options.maxPayments) {
                if (!(yield* payNext(step.campaign, now))) break;
                paidNow += 1;
              }
              if (options.maxPayments !== undefined && paidNow >= options.maxPayments)
                return { kind: "unfinished", paidNow } satisfies DistributionOutcome;
              return (yield* finish(campaignId, now))
                ? ({ kind: "credited", paidNow } satisfies DistributionOutcome)
                : ({ kind: "unfinished", paidNow } satisfies DistributionOutcome);
            }),
          distributionProgress: (campaignId: string) => payouts.progress(campaignId),
          dueDistributions: (until: Date) => payouts.findDueForDistribution(until),
        }),
      );
    }),
  );
}
