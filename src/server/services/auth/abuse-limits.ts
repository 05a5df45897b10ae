import { Clock, Effect } from "effect";
import type { SlidingLimit } from "@/domain/constants/sign-in";
import { TooManyLoginAttempts } from "@/domain/errors/auth-errors";
import type { DbOrTransaction } from "@/server/db/client";
import { authRepository } from "@/server/db/repositories/auth-repository";

export interface LimitedKey {
  /** What is counted, e.g. `send:recipient:+919876543210`. */
  readonly key: string;
  readonly limit: SlidingLimit;
}

/**
 * Fails with `TooManyLoginAttempts` (its `retryAfterMs` is when the oldest counted event leaves the window)
 * when any key is at its limit; otherwise counts one event for each key.
 */
export const spendLimits = (
  db: DbOrTransaction,
  keys: readonly LimitedKey[],
): Effect.Effect<void, TooManyLoginAttempts> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* checkLimits(db, keys);
    yield* Effect.promise(() =>
      authRepository.recordEvents(
        db,
        keys.map((entry) => entry.key),
        new Date(now),
      ),
    );
  });

export const checkLimits = (
  db: DbOrTransaction,
  keys: readonly LimitedKey[],
): Effect.Effect<void, TooManyLoginAttempts> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    let retryAfterMs = 0;
    for (const { key, limit } of keys) {
      const since = new Date(now - limit.windowMs);
      const used = yield* Effect.promise(() => authRepository.countEventsSince(db, key, since));
      if (used < limit.limit) continue;
      const oldest = yield* Effect.promise(() => authRepository.oldestEventSince(db, key, since));
      const frees = (oldest?.getTime() ?? now) + limit.windowMs - now;
      retryAfterMs = Math.max(retryAfterMs, frees, 1000);
    }
    if (retryAfterMs > 0) return yield* Effect.fail(new TooManyLoginAttempts({ retryAfterMs }));
  });

/** Counts events without checking (a wrong code is counted after it was judged wrong). */
export const countEvents = (db: DbOrTransaction, keys: readonly string[]): Effect.Effect<void> =>
  Clock.currentTimeMillis.pipe(
    Effect.flatMap((now) => Effect.promise(() => authRepository.recordEvents(db, keys, new Date(now)))),
  );
