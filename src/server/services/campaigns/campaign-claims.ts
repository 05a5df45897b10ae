/**
 * Claiming a campaign's reward (README step 3), for rewards paid on claim (EVERYONE, FCFS) while claims are
 * open. One transaction: the participant row locked (one claim at a time per gamer), for FCFS the campaign's
 * paid claims raised only while below the cap (a conditional update, so concurrent claimers never pass it), the reward credited through the ledger under the campaign's
 * per-gamer key (the same key the distribution job uses), and the claim recorded. A gamer who claimed already
 * gets the first claim back, whatever the request's idempotency key; the same key replays the stored answer.
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { Currency } from "@/domain/constants/money";
import { isPaidOnClaim, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import { CampaignNotFound, CampaignNotJoined, TaskNoLongerHolds } from "@/domain/errors/campaign-errors";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import { CLAIM_RECHECK_TYPES, TASK_VERIFIER_SOURCE, type TaskType } from "@/domain/tasks/task-types";
import { ClaimFailed, TaskLocked } from "@/domain/errors/task-errors";
import type { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository, type CampaignListing } from "@/server/db/repositories/campaign-repository";
import { traced } from "@/server/effect/traced";
import {
  claimOpenFor,
  fcfsCapOf,
  rewardOf,
  validationErrorView,
  verifiedTaskIds,
  type RewardView,
} from "@/server/services/campaigns/campaign-views";
import { campaignRewardKey } from "@/server/services/campaigns/distribution";
import { TaskChecks } from "@/server/services/campaigns/task-checks";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { IdempotentRequests, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import { Ledger, type BalanceView, type TransactionView } from "@/server/services/wallet/ledger";

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
  | TaskNoLongerHolds
  | UpstreamFailed
  | IdempotencyKeyReused
  | IdempotentRequestInFlight;

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
      const campaigns = yield* CampaignRepository;
      const progress = yield* CampaignProgressRepository;
      const ledger = yield* Ledger;
      const requests = yield* IdempotentRequests;
      const checks = yield* TaskChecks;

      /**
       * A campaign with `recheckAtClaim`: the gamer's verified tasks whose fact can be undone are checked again
       * before the claim's transaction (no outside call holds a lock). One that no longer holds goes back to
       * REVALIDATE with the reason and refuses the claim; one that cannot be checked now refuses it too.
       */
      const recheck = (listing: CampaignListing, userId: string, now: Date) =>
        Effect.gen(function* () {
          const { campaign } = listing;
          const participant = yield* progress.findParticipant(campaign.id, userId);
          if (participant === undefined || participant.claimedAt !== null) return;
          const verified = verifiedTaskIds(yield* progress.taskProgressOf(campaign.id, userId));
          const tasks = (yield* campaigns.tasksOf([campaign.id])).filter(
            (task) => task.active && verified.has(task.id) && CLAIM_RECHECK_TYPES.has(task.type as TaskType),
          );
          for (const task of tasks) {
            const { outcome, nextCheckAt } = yield* checks.check({
              campaign: { id: campaign.id, slug: campaign.slug, gameId: campaign.gameId },
              task,
              userId,
              code: undefined,
              now,
              phase: "claim",
            });
            if (outcome.verified) continue;
            const error = {
              message: outcome.message,
              errorCode: outcome.errorCode,
              errorType: outcome.errorType,
              ...(outcome.params === undefined ? {} : { params: outcome.params }),
            };
            if (outcome.errorType === "UPSTREAM" || outcome.errorType === "NOT_CONFIGURED")
              return yield* new UpstreamFailed({ service: TASK_VERIFIER_SOURCE[task.type as TaskType] });
            yield* progress.reopenTask(task.id, userId, error, nextCheckAt, now);
            return yield* new TaskNoLongerHolds({
              campaignId: campaign.id,
              taskId: task.id,
              validationError: validationErrorView(error),
            });
          }
        });
      const remembered = yield* RememberedProgress;

      const answerOf = (
        userId: string,
        campaign: { readonly id: string; readonly rewardCurrency: string },
        reward: RewardView,
        transactionId: string,
        claimedAt: Date,
      ) =>
        Effect.gen(function* () {
          const transaction = yield* ledger.findTransaction(userId, "reward", transactionId);
          if (transaction === undefined)
            return yield* Effect.die(
              new Error(`Claim transaction ${transactionId} of ${campaign.id} is missing`),
            );
          return {
            campaignId: campaign.id,
            reward,
            transaction,
            balance: yield* ledger.balanceOf(userId, campaign.rewardCurrency as Currency),
            claimedAt: claimedAt.toISOString(),
          } satisfies ClaimedRewardView;
        });

      /** The claim's work, inside the idempotent request's transaction: a failure rolls every part of it back. */
      const claim = (userId: string, campaignId: string) =>
        Effect.gen(function* () {
          const now = new Date(yield* Clock.currentTimeMillis);
          const participant = yield* progress.lockParticipant(campaignId, userId);
          if (participant === undefined) return yield* new CampaignNotJoined({ campaignId });
          const listing = yield* campaigns.findListing(campaignId, now);
          if (listing === undefined) return yield* new CampaignNotFound({ campaignId });
          const { campaign, status } = listing;
          const reward = rewardOf(campaign);
          if (participant.claimedAt !== null && participant.claimTransactionId !== null)
            return yield* answerOf(
              userId,
              campaign,
              reward,
              participant.claimTransactionId,
              participant.claimedAt,
            );

          if (!isPaidOnClaim(campaign.distribution as DistributionMethod) || !claimOpenFor(campaign, status))
            return yield* new ClaimFailed({ campaignId });
          const tasks = yield* campaigns.tasksOf([campaignId]);
          const verified = verifiedTaskIds(yield* progress.taskProgressOf(campaignId, userId));
          const pending = tasks
            .filter((task) => task.active && !verified.has(task.id))
            .map((task) => task.id);
          if (pending.length > 0) return yield* new TaskLocked({ campaignId, pendingTaskIds: pending });
          // A campaign whose tasks were all switched off has nothing to complete, so nothing to claim.
          if (tasks.every((task) => !task.active)) return yield* new ClaimFailed({ campaignId });

          const cap = fcfsCapOf(campaign);
          if (cap !== undefined && !(yield* progress.takeClaimSlot(campaignId, cap)))
            return yield* new ClaimFailed({ campaignId });
          const credited = yield* ledger.creditReward({
            userId,
            currency: campaign.rewardCurrency as Currency,
            amount: campaign.rewardAmount,
            idempotencyKey: campaignRewardKey(campaignId, userId),
            reference: `campaign:${campaign.slug}`,
          });
          yield* progress.markClaimed(campaignId, userId, credited.transaction.id, now);
          return yield* answerOf(userId, campaign, reward, credited.transaction.id, now);
        });

      return CampaignClaims.of(
        traced("CampaignClaims", {
          claimCampaignReward: (request: {
            readonly userId: string;
            readonly ref: string;
            readonly idempotencyKey: string;
          }) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              const listing = yield* campaigns.findListing(request.ref, now);
              if (listing === undefined || listing.campaign.lifecycle === "DRAFT")
                return yield* new CampaignNotFound({ campaignId: request.ref });
              const campaignId = listing.campaign.id;
              if (listing.campaign.recheckAtClaim) yield* recheck(listing, request.userId, now);
              return yield* requests.run(
                {
                  userId: request.userId,
                  operation: "claimCampaignReward",
                  key: request.idempotencyKey,
                  body: { campaignId },
                },
                claim(request.userId, campaignId),
              );
              // Once the claim's transaction has committed: the claim shows in the gamer's next list.
            }).pipe(Effect.ensuring(remembered.forgetUser(request.userId))),
        }),
      );
    }),
  );
}
