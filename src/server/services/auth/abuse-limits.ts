/**
 * Sliding-window limits on sign-in: sends per recipient, IP and dial-code prefix, tries of codes per address,
 * per recipient and address, and per recipient. Counting and recording are one step: `spend` locks its keys
 * for a transaction, so requests that arrive together are counted one after another and never pass a limit
 * together. A limit may have a pressure point below it (`proofOfWorkFrom`): past it, only a request that paid
 * a proof of work is counted; any other is turned away with `ProofOfWorkNeeded`.
 */
import { Clock, Context, Effect, Layer, Schema } from "effect";
import type { SlidingLimit } from "@/domain/constants/sign-in";
import { TooManyLoginAttempts } from "@/domain/errors/auth-errors";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";

export interface LimitedKey<Limit extends SlidingLimit = SlidingLimit> {
  /** What is counted, e.g. `send:recipient:+919876543210`. */
  readonly key: string;
  readonly limit: Limit;
  /** False: the key's limits apply to this request, but the request is not counted under it. */
  readonly counted?: boolean;
}

/** A limit without a pressure point: past it, refused, whatever the request paid. */
export type PlainLimit = SlidingLimit & { readonly proofOfWorkFrom?: never };

/**
 * A key is past its pressure point and the request paid no proof of work. The caller decides what that means
 * (a send asks for one; a try of a code sent without one is refused); it never leaves the server as it is.
 */
export class ProofOfWorkNeeded extends Schema.TaggedError<ProofOfWorkNeeded>()("ProofOfWorkNeeded", {}) {}

export interface Spent {
  /** Some key was past its pressure point (the request got through on its proof of work). */
  readonly underPressure: boolean;
}

export class AbuseLimits extends Context.Service<
  AbuseLimits,
  {
    /**
     * Fails with `TooManyLoginAttempts` (its `retryAfterMs` is when the oldest counted event leaves the window)
     * when any key is at its limit; otherwise counts one event for each counted key. Atomic under concurrency.
     */
    spend(keys: readonly LimitedKey<PlainLimit>[]): Effect.Effect<void, TooManyLoginAttempts>;
    /**
     * As `spend`, for limits with pressure points: short of a limit, fails with `ProofOfWorkNeeded` when any key
     * is past its pressure point and the request paid no proof of work (`proven` false).
     */
    spendUnderPressure(
      keys: readonly LimitedKey[],
      proven: boolean,
    ): Effect.Effect<Spent, TooManyLoginAttempts | ProofOfWorkNeeded>;
  }
>()("kleos/server/services/auth/AbuseLimits") {
  static readonly layer = Layer.effect(
    AbuseLimits,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const auth = yield* AuthRepository;

      const assess = (keys: readonly LimitedKey[], now: number) =>
        Effect.gen(function* () {
          let retryAfterMs = 0;
          let underPressure = false;
          for (const { key, limit } of keys) {
            const since = new Date(now - limit.windowMs);
            const used = yield* auth.countEventsSince(key, since);
            if (used >= limit.limit) {
              const oldest = yield* auth.oldestEventSince(key, since);
              const frees = (oldest?.getTime() ?? now) + limit.windowMs - now;
              retryAfterMs = Math.max(retryAfterMs, frees, 1000);
            } else if (limit.proofOfWorkFrom !== undefined && used >= limit.proofOfWorkFrom) {
              underPressure = true;
            }
          }
          return { retryAfterMs, underPressure };
        });

      const spendUnderPressure = (keys: readonly LimitedKey[], proven: boolean) =>
        transaction(
          Effect.gen(function* () {
            // Held until the transaction ends: a concurrent spend of any of these keys counts after this one.
            yield* auth.lockKeys(keys.map((entry) => entry.key));
            const now = yield* Clock.currentTimeMillis;
            const { retryAfterMs, underPressure } = yield* assess(keys, now);
            if (retryAfterMs > 0) return yield* new TooManyLoginAttempts({ retryAfterMs });
            if (underPressure && !proven) return yield* new ProofOfWorkNeeded();
            yield* auth.recordEvents(
              keys.filter((entry) => entry.counted !== false).map((entry) => entry.key),
              new Date(now),
            );
            return { underPressure };
          }),
        );

      return AbuseLimits.of(
        traced("AbuseLimits", {
          spend: (keys: readonly LimitedKey<PlainLimit>[]) =>
            spendUnderPressure(keys, false).pipe(
              Effect.asVoid,
              // Plain limits have no pressure point to be past.
              Effect.catchTag("ProofOfWorkNeeded", Effect.die),
            ),
          spendUnderPressure,
        }),
      );
    }),
  );
}
