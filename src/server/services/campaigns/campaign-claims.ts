/**
 * Claiming a campaign's reward (README step 3), for rewards paid on claim (EVERYONE, FCFS) while claims are
 * open. One transaction: the participant row locked (one claim at a time per gamer), for FCFS the campaign's
 * paid claims raised only while below the cap (a conditional update, so concurrent claimers never pass it), the reward credited through the ledger under the campaign's
 * per-gamer key (the same key the distribution job uses), and the claim recorded. A gamer who claimed already
 * gets the first claim back, whatever the request's idempotency key; the same key replays the stored answer.
 */
import { Context, Effect, Layer } from "effect";
import type { Currency } from "@/domain/constants/money";
import { isPaidOnClaim, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import { CampaignNotFound, CampaignNotJoined } from "@/domain/errors/campaign-errors";
import { ClaimFailed, TaskLocked } from "@/domain/errors/task-errors";
import type { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import type { Db, DbTransaction } from "@/server/db/client";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { ledgerRepository } from "@/server/db/repositories/ledger-repository";
import {
  claimOpenFor,
  fcfsCapOf,
  rewardOf,
  verifiedTaskIds,
  type RewardView,
} from "@/server/services/campaigns/campaign-views";
import { campaignRewardKey } from "@/server/services/campaigns/distribution";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";
import { runIdempotent, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import {
  balanceView,
  creditRewardIn,
  transactionView,
  type BalanceView,
  type TransactionView,
} from "@/server/services/wallet/ledger";

export interface ClaimedRewardView {
  readonly campaignId: string;
  readonly reward: RewardView;
  readonly transaction: TransactionView;
  readonly balance: BalanceView;
  readonly claimedAt: string;
}

type ClaimErrors =
  | CampaignNotFound
  | CampaignNotJoined
  | TaskLocked
  | ClaimFailed
  | IdempotencyKeyReused
  | IdempotentRequestInFlight;

const answerOf = async (
  tx: DbTransaction,
  userId: string,
  campaign: { readonly id: string; readonly rewardCurrency: string },
  reward: RewardView,
  transactionId: string,
  claimedAt: Date,
): Promise<ClaimedRewardView> => {
  const entry = await ledgerRepository.findOwnTransaction(tx, userId, "reward", transactionId);
  if (entry === undefined) throw new Error(`Claim transaction ${transactionId} of ${campaign.id} is missing`);
  const currency = campaign.rewardCurrency as Currency;
  const balances = await ledgerRepository.balancesOf(tx, userId);
  return {
    campaignId: campaign.id,
    reward,
    transaction: transactionView(entry),
    balance: balanceView(currency, balances.get(currency) ?? 0),
    claimedAt: claimedAt.toISOString(),
  };
};

/** The claim's work, inside the idempotent request's transaction: a throw rolls every part of it back. */
export const claimIn = async (
  tx: DbTransaction,
  userId: string,
  campaignId: string,
  now: Date,
): Promise<ClaimedRewardView> => {
  const participant = await campaignProgressRepository.lockParticipant(tx, campaignId, userId);
  if (participant === undefined) throw new CampaignNotJoined({ campaignId });
  const listing = await campaignRepository.findListing(tx, campaignId, now);
  if (listing === undefined) throw new CampaignNotFound({ campaignId });
  const { campaign, status } = listing;
  const reward = rewardOf(campaign);
  if (participant.claimedAt !== null && participant.claimTransactionId !== null)
    return answerOf(tx, userId, campaign, reward, participant.claimTransactionId, participant.claimedAt);

  if (!isPaidOnClaim(campaign.distribution as DistributionMethod) || !claimOpenFor(campaign, status))
    throw new ClaimFailed({ campaignId });
  const tasks = await campaignRepository.tasksOf(tx, [campaignId]);
  const verified = verifiedTaskIds(await campaignProgressRepository.taskProgressOf(tx, campaignId, userId));
  const pending = tasks.filter((task) => task.active && !verified.has(task.id)).map((task) => task.id);
  if (pending.length > 0) throw new TaskLocked({ campaignId, pendingTaskIds: pending });
  // A campaign whose tasks were all switched off has nothing to complete, so nothing to claim.
  if (tasks.every((task) => !task.active)) throw new ClaimFailed({ campaignId });

  const cap = fcfsCapOf(campaign);
  if (cap !== undefined && !(await campaignProgressRepository.takeClaimSlot(tx, campaignId, cap)))
    throw new ClaimFailed({ campaignId });
  const posted = await creditRewardIn(tx, {
    userId,
    currency: campaign.rewardCurrency as Currency,
    amount: campaign.rewardAmount,
    idempotencyKey: campaignRewardKey(campaignId, userId),
    reference: `campaign:${campaign.slug}`,
  });
  await campaignProgressRepository.markClaimed(tx, campaignId, userId, posted.transaction.id, now);
  return answerOf(tx, userId, campaign, reward, posted.transaction.id, now);
};

export const claimReward = async (
  db: Db,
  request: { readonly userId: string; readonly ref: string; readonly idempotencyKey: string },
): Promise<IdempotentAnswer<ClaimedRewardView>> => {
  const now = new Date();
  const listing = await campaignRepository.findListing(db, request.ref, now);
  if (listing === undefined || listing.campaign.lifecycle === "DRAFT")
    throw new CampaignNotFound({ campaignId: request.ref });
  const campaignId = listing.campaign.id;
  return runIdempotent(
    db,
    {
      userId: request.userId,
      operation: "claimCampaignReward",
      key: request.idempotencyKey,
      body: { campaignId },
    },
    (tx) => claimIn(tx, request.userId, campaignId, new Date()),
  );
};

export class CampaignClaims extends Context.Service<
  CampaignClaims,
  {
    claimCampaignReward(request: {
      readonly userId: string;
      readonly ref: string;
      readonly idempotencyKey: string;
    }): Effect.Effect<IdempotentAnswer<ClaimedRewardView>, ClaimErrors>;
  }
>()("kleos/server/services/campaigns/CampaignClaims") {
  static readonly layer = Layer.effect(
    CampaignClaims,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return CampaignClaims.of({
        claimCampaignReward: (request) =>
          attempt<IdempotentAnswer<ClaimedRewardView>, ClaimErrors>(() => claimReward(db, request)),
      });
    }),
  );
}
