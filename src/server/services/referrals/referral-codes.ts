import { randomBytes } from "node:crypto";
import { Effect, Layer, Context } from "effect";
import { ReferralCodeNotFound } from "@/domain/errors/task-verification-errors";
import { referralCodeFromBytes } from "@/domain/referrals/referral-code";
import { ReferralRepository, type ReferralCodeRow } from "@/server/db/repositories/referral-repository";
import { traced } from "@/server/effect/traced";

export interface ReferralCodeView {
  readonly code: string;
  readonly createdAt: string;
}

const viewOf = (row: ReferralCodeRow): ReferralCodeView => ({
  code: row.code,
  createdAt: row.createdAt.toISOString(),
});

// 40 random bits per code: a collision is rare enough that a few fresh draws always find a free one.
const MAX_DRAWS = 5;

/** Gamers' own referral codes (spec §7 Referral), which CREATE_REFERRAL tasks check and invite links carry. */
export class ReferralCodes extends Context.Service<
  ReferralCodes,
  {
    getReferralCode(userId: string): Effect.Effect<ReferralCodeView, ReferralCodeNotFound>;
    /** Makes the user's code the first time; later calls (and concurrent ones) answer that same code. */
    createReferralCode(userId: string): Effect.Effect<ReferralCodeView>;
  }
>()("kleos/server/services/referrals/ReferralCodes") {
  static readonly layer = Layer.effect(
    ReferralCodes,
    Effect.gen(function* () {
      const referrals = yield* ReferralRepository;

      const create = (userId: string): Effect.Effect<ReferralCodeRow> =>
        Effect.gen(function* () {
          for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
            const existing = yield* referrals.findByUserId(userId);
            if (existing !== undefined) return existing;
            const inserted = yield* referrals.insert(userId, referralCodeFromBytes(randomBytes(5)));
            if (inserted !== undefined) return inserted;
            // Nothing written: either a concurrent call made this user's code (found above on the next turn)
            // or another gamer holds the drawn code (draw again).
          }
          return yield* Effect.die(
            new Error(`No free referral code for user ${userId} after ${MAX_DRAWS} draws`),
          );
        });

      return ReferralCodes.of(
        traced("ReferralCodes", {
          getReferralCode: (userId: string) =>
            Effect.gen(function* () {
              const row = yield* referrals.findByUserId(userId);
              if (row === undefined) return yield* new ReferralCodeNotFound({ userId });
              return viewOf(row);
            }),
          createReferralCode: (userId: string) => Effect.map(create(userId), viewOf),
        }),
      );
    }),
  );
}
