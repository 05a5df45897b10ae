/**
 * Referral roadmaps (spec §7 Referral; src/domain/referrals/referral-roadmap.ts): a gamer joins a roadmap as the
 * friend of the gamer whose code they came with (once, never through their own code), and the referrer earns
 * each step's K-Points once their friends with a verified phone did its action. A step is paid when it is
 * reached: the friend's event (joining, reserving a name, an avatar ready, a card minted, a phone verified) calls
 * `payReachedRoadmapSteps` inside its own transaction. It is paid through the ledger exactly once: its reward row
 * and its ledger credit commit together, the credit's idempotency key is the step's, and a referrer's roadmap is
 * locked while it is counted. Reading the progress writes nothing.
 */
import { Context, Effect, Layer } from "effect";
import { ProgressOwnerMismatch } from "@/domain/errors/campaign-errors";
import {
  ReferralAlreadyAssociated,
  ReferralCodeUnknown,
  ReferralRoadmapNotFound,
  SelfReferral,
} from "@/domain/errors/referral-roadmap-errors";
import {
  POG_MINTING_FLOW_ROADMAP,
  REFERRAL_ROADMAPS,
  doneFor,
  reachedSteps,
  roadmapRewardKey,
  type FriendsByAction,
  type ReferralRoadmap,
  type ReferralRoadmapAction,
} from "@/domain/referrals/referral-roadmap";
import { Database } from "@/server/db/database";
import { ReferralRepository } from "@/server/db/repositories/referral-repository";
import { ReferralRoadmapRepository } from "@/server/db/repositories/referral-roadmap-repository";
import { traced } from "@/server/effect/traced";
import { Ledger } from "@/server/services/wallet/ledger";

export interface ReferralRoadmapAssociationView {
  readonly roadmapId: string;
  readonly referralCode: string;
  readonly associatedAt: string;
}

export interface ReferralRoadmapProgressView {
  readonly roadmapId: string;
  readonly friends: number;
  readonly kpointsEarned: number;
  readonly steps: ReadonlyArray<{
    readonly step: number;
    readonly action: ReferralRoadmapAction;
    readonly threshold: number;
    readonly rewardKpoints: number;
    readonly done: number;
    readonly rewardedAt: string | null;
  }>;
}

export class ReferralRoadmaps extends Context.Service<
  ReferralRoadmaps,
  {
    getPogMintingFlowReferralRoadmap(): Effect.Effect<ReferralRoadmap>;
    joinReferralRoadmap(
      callerId: string,
      roadmapId: string,
      referralCode: string,
    ): Effect.Effect<
      ReferralRoadmapAssociationView,
      ReferralRoadmapNotFound | ReferralCodeUnknown | SelfReferral | ReferralAlreadyAssociated
    >;
    /**
     * After `inviteeId` did something a roadmap counts (joined it, reserved a name, got an avatar, minted, verified
     * a phone): pays their referrers every step now reached and not yet paid. Joins the caller's transaction, so
     * the payment commits with the event.
     */
    payReachedRoadmapSteps(inviteeId: string): Effect.Effect<void>;
    /** The progress as it stands; pays nothing (the steps were paid when they were reached). */
    getReferralRoadmapProgress(
      callerId: string,
      roadmapId: string,
      userId: string,
    ): Effect.Effect<ReferralRoadmapProgressView, ProgressOwnerMismatch | ReferralRoadmapNotFound>;
  }
>()("kleos/server/services/referrals/ReferralRoadmaps") {
  static readonly layer = Layer.effect(
    ReferralRoadmaps,
    Effect.gen(function* () {
      const roadmaps = yield* ReferralRoadmapRepository;
      const codes = yield* ReferralRepository;
      const ledger = yield* Ledger;
      const { transaction } = yield* Database;

      const roadmapOf = (roadmapId: string) =>
        Effect.gen(function* () {
          const roadmap = REFERRAL_ROADMAPS.get(roadmapId);
          if (roadmap === undefined) return yield* new ReferralRoadmapNotFound({ roadmapId });
          return roadmap;
        });

      const friendsOf = (roadmapId: string, referrerId: string) =>
        Effect.map(
          roadmaps.countFriends(roadmapId, referrerId),
          (counts): { total: number; byAction: FriendsByAction } => ({
            total: counts.friends,
            byAction: {
              NAME_RESERVED: counts.nameReserved,
              AVATAR_CREATED: counts.avatarCreated,
              POG_MINTED: counts.minted,
            },
          }),
        );

      /** Pays `referrerId` the steps of `roadmapId` their friends reached, each once. */
      const payReferrer = (roadmapId: string, referrerId: string) =>
        Effect.gen(function* () {
          const roadmap = REFERRAL_ROADMAPS.get(roadmapId);
          if (roadmap === undefined) return;
          yield* roadmaps.lockReferrer(roadmapId, referrerId);
          const friends = yield* friendsOf(roadmapId, referrerId);
          for (const step of reachedSteps(roadmap, friends.byAction)) {
            if (!(yield* roadmaps.insertReward(roadmapId, referrerId, step.step))) continue;
            if (step.rewardKpoints === 0) continue;
            yield* ledger.creditReward({
              userId: referrerId,
              currency: "KPOINTS",
              amount: step.rewardKpoints,
              idempotencyKey: roadmapRewardKey(roadmapId, referrerId, step.step),
              reference: `referral-roadmap:${roadmapId}:step:${step.step}`,
            });
          }
        });

      const payReachedRoadmapSteps = (inviteeId: string) =>
        transaction(
          Effect.gen(function* () {
            for (const { roadmapId, referrerId } of yield* roadmaps.referrersOf(inviteeId))
              yield* payReferrer(roadmapId, referrerId);
          }),
        );

      return ReferralRoadmaps.of(
        traced("ReferralRoadmaps", {
          getPogMintingFlowReferralRoadmap: () => Effect.succeed(POG_MINTING_FLOW_ROADMAP),

          payReachedRoadmapSteps,

          joinReferralRoadmap: (callerId: string, roadmapId: string, referralCode: string) =>
            Effect.gen(function* () {
              yield* roadmapOf(roadmapId);
              const code = referralCode.trim().toUpperCase();
              const referrer = yield* codes.findByCode(code);
              if (referrer === undefined) return yield* new ReferralCodeUnknown({ referralCode });
              if (referrer.userId === callerId) return yield* new SelfReferral({ roadmapId });
              const association = yield* transaction(
                Effect.gen(function* () {
                  const inserted = yield* roadmaps.insertAssociation({
                    roadmapId,
                    inviteeId: callerId,
                    referrerId: referrer.userId,
                  });
                  if (inserted === undefined) return yield* roadmaps.findAssociation(roadmapId, callerId);
                  // What the friend did before joining counts from now on.
                  yield* payReferrer(roadmapId, referrer.userId);
                  return inserted;
                }),
              );
              // Joined through another gamer before (or a concurrent join with another code won).
              if (association === undefined || association.referrerId !== referrer.userId)
                return yield* new ReferralAlreadyAssociated({ roadmapId });
              return {
                roadmapId,
                referralCode: referrer.code,
                associatedAt: association.associatedAt.toISOString(),
              };
            }),

          getReferralRoadmapProgress: (callerId: string, roadmapId: string, userId: string) =>
            Effect.gen(function* () {
              if (userId !== callerId) return yield* new ProgressOwnerMismatch({ userId });
              const roadmap = yield* roadmapOf(roadmapId);
              const friends = yield* friendsOf(roadmapId, callerId);
              const paid = new Map(
                (yield* roadmaps.rewardedSteps(roadmapId, callerId)).map((row) => [row.step, row.rewardedAt]),
              );
              return {
                roadmapId,
                friends: friends.total,
                kpointsEarned: roadmap.steps
                  .filter((step) => paid.has(step.step))
                  .reduce((sum, step) => sum + step.rewardKpoints, 0),
                steps: roadmap.steps.map((step) => ({
                  ...step,
                  done: doneFor(step.action, friends.byAction),
                  rewardedAt: paid.get(step.step)?.toISOString() ?? null,
                })),
              };
            }),
        }),
      );
    }),
  );
}
