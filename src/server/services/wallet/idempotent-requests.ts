/**
 * Exactly-once money-moving requests. A request carries an `Idempotency-Key` (scoped to its caller): the
 * first one claims a durable record and does its work; the work and the record's answer commit in one
 * transaction, so a later request with the same key and the same body gets the first answer back, never a
 * second movement. The same key with another body is refused (IdempotencyKeyReused); while the first is still
 * working, IdempotentRequestInFlight. A request that fails releases its key (nothing was committed); one that
 * died mid-way leaves an in-flight record that is taken over once its lease runs out.
 */
import { createHash } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import { Database } from "@/server/db/database";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { traced } from "@/server/effect/traced";

/** How long a first request may work before a retry may take its key over (it died). */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** How many finished records one statement of a prune deletes. */
const PRUNE_BATCH = 1_000;

export interface IdempotentRequest {
  readonly userId: string;
  /** The operation's id: the same key on another operation is another request. */
  readonly operation: string;
  readonly key: string;
  readonly body: unknown;
}

export interface IdempotentAnswer<A> {
  readonly value: A;
  /** True when this is the stored answer of an earlier request with the same key. */
  readonly replayed: boolean;
}

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
};

/** The fingerprint of a request: its operation and its body, whatever the order of the body's fields. */
export const requestHash = (operation: string, body: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify([operation, canonical(body ?? null)]))
    .digest("hex");

/** The failures of the request itself, whatever its work: the key reused, or its first request still at work. */
export type IdempotencyFailure = IdempotencyKeyReused | IdempotentRequestInFlight;

export class IdempotentRequests extends Context.Service<
  IdempotentRequests,
  {
    /**
     * Runs `work` once per key: in one transaction with storing its answer, so a retry replays that answer and
     * never moves money twice. `before` (optional) runs after the key is claimed and outside the transaction,
     * for calls to the outside world (a payment provider) that must not hold the database while they wait; a
     * `work` that is a function gets what `before` answered. A failure (or a defect) releases the key. Not
     * for use inside a transaction: the claim must commit on its own.
     */
    run<A, E, R, P = undefined, EP = never, RP = never>(
      request: IdempotentRequest,
      work: Effect.Effect<A, E, R> | ((prepared: P) => Effect.Effect<A, E, R>),
      before?: Effect.Effect<P, EP, RP>,
    ): Effect.Effect<IdempotentAnswer<A>, E | EP | IdempotencyFailure, R | RP>;
    /**
     * Forgets the stored answers of requests finished before `before`, oldest first, in batches that skip
     * records another transaction holds; answers how many. A request still in flight is never touched.
     */
    pruneFinished(before: Date): Effect.Effect<number>;
  }
>()("kleos/server/services/wallet/IdempotentRequests") {
  static readonly layer = Layer.effect(
    IdempotentRequests,
    Effect.gen(function* () {
      const records = yield* IdempotencyRepository;
      const { transaction } = yield* Database;
      const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

      /** Claims the key, or answers what an earlier request with it says (a replay or a refusal). */
      const claim = (request: IdempotentRequest, key: string) =>
        Effect.gen(function* () {
          const hash = requestHash(request.operation, request.body);
          const claimedAt = yield* now;
          const lockedUntil = new Date(claimedAt.getTime() + IDEMPOTENCY_LEASE_MS);
          const record = {
            key,
            userId: request.userId,
            operation: request.operation,
            requestHash: hash,
            lockedUntil,
          };
          if (yield* records.claim(record)) return { claimed: true as const };
          const existing = yield* records.findByKey(key);
          if (existing === undefined) {
            // Released by a failed first request between our insert and our read: try once more.
            if (yield* records.claim(record)) return { claimed: true as const };
            return yield* new IdempotentRequestInFlight({ idempotencyKey: request.key });
          }
          if (existing.requestHash !== hash)
            return yield* new IdempotencyKeyReused({ idempotencyKey: request.key });
          if (existing.state === "done") return { claimed: false as const, response: existing.response };
          if (!(yield* records.takeOverExpired(key, claimedAt, lockedUntil))) {
            return yield* new IdempotentRequestInFlight({ idempotencyKey: request.key });
          }
          return { claimed: true as const };
        });

      const run = <A, E, R, P = undefined, EP = never, RP = never>(
        request: IdempotentRequest,
        work: Effect.Effect<A, E, R> | ((prepared: P) => Effect.Effect<A, E, R>),
        before?: Effect.Effect<P, EP, RP>,
      ): Effect.Effect<IdempotentAnswer<A>, E | EP | IdempotencyFailure, R | RP> =>
        Effect.gen(function* () {
          const key = `${request.userId}:${request.key}`;
          const claimed = yield* claim(request, key);
          // The stored answer is the one the first request gave: the same type, through JSON.
          if (!claimed.claimed) return { value: claimed.response as A, replayed: true };
          const value = yield* Effect.gen(function* () {
            const prepared = before === undefined ? (undefined as P) : yield* before;
            const effect = Effect.isEffect(work) ? work : work(prepared);
            return yield* transaction(
              Effect.tap(effect, (answer) => Effect.flatMap(now, (at) => records.complete(key, answer, at))),
            );
          }).pipe(Effect.onError(() => Effect.ignoreCause(records.release(key))));
          return { value, replayed: false };
        });

      const pruneFinished = (before: Date) =>
        Effect.gen(function* () {
          let deleted = 0;
          for (;;) {
            const batch = yield* records.deleteDoneBefore(before, PRUNE_BATCH);
            deleted += batch;
            // A short batch: nothing older is left, or the rest is another instance's to delete.
            if (batch < PRUNE_BATCH) return deleted;
          }
        });

      return IdempotentRequests.of(traced("IdempotentRequests", { run, pruneFinished }));
    }),
  );
}
