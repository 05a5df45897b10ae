/**
 * Sliding-window limits on sign-in: sends per recipient, IP and dial-code prefix, tries per IP, wrong codes per
 * recipient. Counting and recording are one step: `spend` locks its keys for a transaction, so requests that
 * arrive together are counted one after another and never pass a limit together.
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { SlidingLimit } from "@/domain/constants/sign-in";
import { TooManyLoginAttempts } from "@/domain/errors/auth-errors";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";

export interface LimitedKey {
  /** What is counted, e.g. `send:recipient:+919876543210`. */
  readonly key: string;
  readonly limit: SlidingLimit;
}

export class AbuseLimits extends Context.Service<
  AbuseLimits,
  {
    /**
     * Fails with `TooManyLoginAttempts` (its `retryAfterMs` is when the oldest counted event leaves the window)
     * when any key is at its limit; otherwise counts one event for each key. Atomic under concurrency.
     */
    spend(keys: readonly LimitedKey[]): Effect.Effect<void, TooManyLoginAttempts>;
    /** Fails like `spend` when any key is at its limit, counting nothing. */
    check(keys: readonly LimitedKey[]): Effect.Effect<void, TooManyLoginAttempts>;
    /** Counts events without checking (a wrong code is counted after it was judged wrong). */
    count(keys: readonly string[]): Effect.Effect<void>;
  }
>()("kleos/server/services/auth/AbuseLimits") {
  static readonly layer = Layer.effect(
    AbuseLimits,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const auth = yield* AuthRepository;

      const check = (keys: readonly LimitedKey[]) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          let retryAfterMs = 0;
          for (const { key, limit } of keys) {
            const since = new Date(now - limit.windowMs);
            const used = yield* auth.countEventsSince(key, since);
            if (used < limit.limit) continue;
            const oldest = yield* auth.oldestEventSince(key, since);
            const frees = (oldest?.getTime() ?? now) + limit.windowMs - now;
            retryAfterMs = Math.max(retryAfterMs, frees, 1000);
          }
          if (retryAfterMs > 0) return yield* new TooManyLoginAttempts({ retryAfterMs });
        });

      const count = (keys: readonly string[]) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => auth.recordEvents(keys, new Date(now)));

      return AbuseLimits.of(
        traced("AbuseLimits", {
          spend: (keys: readonly LimitedKey[]) =>
            transaction(
              Effect.gen(function* () {
                // Held until the transaction ends: a concurrent spend of any of these keys counts after this one.
                yield* auth.lockKeys(keys.map((entry) => entry.key));
                yield* check(keys);
                yield* count(keys.map((entry) => entry.key));
              }),
            ),
          check,
          count,
        }),
      );
    }),
  );
}
