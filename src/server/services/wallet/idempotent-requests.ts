/**
 * Exactly-once money-moving requests. A request carries an `Idempotency-Key` (scoped to its caller); its work
 * and the record of its answer commit in one transaction, so a later request with the same key and the same
 * body gets the first answer back, never a second movement. The same key with another body is refused
 * (IdempotencyKeyReused); while the first is still working, IdempotentRequestInFlight.
 *
 * Two ways, by whether the request calls the outside world:
 * - Work inside the database only (claims, swaps, redemptions, credits): one transaction does the work and
 *   then inserts the finished record. Nothing is written before, so a fresh request costs the work's own
 *   round trips plus one, and holds no lock between statements but the work's. A second request with the same
 *   key waits at that insert for the first to end, then its work is rolled back and it gets the first's answer.
 * - Work after a call outside (`before`: a payment provider): the key is claimed by an in-flight record that
 *   commits on its own, so the call is made once; the work and the answer then commit together. A request
 *   that fails releases its key; one that died mid-way leaves an in-flight record taken over once its lease
 *   runs out.
 */
import { createHash } from "node:crypto";
import { Clock, Context, Data, Effect, Layer } from "effect";
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

/** Rolls back work whose key another request holds (internal: answered from that request's record). */
class KeyTaken extends Data.TaggedError("KeyTaken") {}

/** The work's own failure, kept apart from KeyTaken while the transaction rolls back. */
class WorkFailed<E> {
  constructor(readonly error: E) {}
}

export class IdempotentRequests extends Context.Service<
  IdempotentRequests,
  {
    /**
     * Runs `work` once per key: in one transaction with storing its answer, so a retry replays that answer and
     * never moves money twice. `before` (optional) runs after the key is claimed and outside the transaction,
     * for calls to the outside world (a payment provider) that must not hold the database while they wait; a
     * `work` that is a function gets what `before` answered. A failure (or a defect) leaves the key free. Not
     * for use inside a transaction: the record must commit with the work alone.
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

      const recordOf = (request: IdempotentRequest, key: string, hash: string, lockedUntil: Date) => ({
        key,
        userId: request.userId,
        operation: request.operation,
        requestHash: hash,
        lockedUntil,
      });

      /** Claims the key, or answers what an earlier request with it says (a replay or a refusal). */
      const claim = (request: IdempotentRequest, key: string) =>
        Effect.gen(function* () {
          const hash = requestHash(request.operation, request.body);
          const claimedAt = yield* now;
          const lockedUntil = new Date(claimedAt.getTime() + IDEMPOTENCY_LEASE_MS);
          const record = recordOf(request, key, hash, lockedUntil);
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

      /**
       * What the key's record answers a request that could not store its own answer: the first answer again,
       * or a refusal; `none` when there is no record, or only a dead request's expired one (the request's own
       * failure stands).
       */
      const recordedAnswer = (request: IdempotentRequest, key: string, hash: string, at: Date) =>
        Effect.gen(function* () {
          const existing = yield* records.findByKey(key);
          if (existing === undefined) return { none: true as const };
          if (existing.requestHash !== hash)
            return yield* new IdempotencyKeyReused({ idempotencyKey: request.key });
          if (existing.state === "done") return { none: false as const, response: existing.response };
          if (existing.lockedUntil === null || existing.lockedUntil < at) return { none: true as const };
          return yield* new IdempotentRequestInFlight({ idempotencyKey: request.key });
        });

      /** Work inside the database only: the work, then the finished record, in one transaction. */
      const runInOneTransaction = <A, E, R>(
        request: IdempotentRequest,
        key: string,
        work: Effect.Effect<A, E, R>,
      ): Effect.Effect<IdempotentAnswer<A>, E | IdempotencyFailure, R> =>
        Effect.gen(function* () {
          const hash = requestHash(request.operation, request.body);
          const stored = yield* transaction(
            Effect.gen(function* () {
              const value = yield* Effect.mapError(work, (error) => new WorkFailed(error));
              const at = yield* now;
              const record = recordOf(request, key, hash, at);
              if (yield* records.insertDone(record, value, at)) return value;
              // A dead request's expired claim of the same request: finish it with this answer.
              if (yield* records.completeExpired(record, value, at)) return value;
              return yield* new KeyTaken();
            }),
          ).pipe(Effect.result);
          if (stored._tag === "Success") return { value: stored.success, replayed: false };
          const failure = stored.failure;
          const recorded = yield* recordedAnswer(request, key, hash, yield* now);
          // The stored answer is the one the first request gave: the same type, through JSON.
          if (!recorded.none) return { value: recorded.response as A, replayed: true };
          if (failure instanceof KeyTaken) {
            // Its record went between our insert and our read (a claim that failed): it is still being decided.
            return yield* new IdempotentRequestInFlight({ idempotencyKey: request.key });
          }
          return yield* Effect.fail(failure.error);
        });

      const run = <A, E, R, P = undefined, EP = never, RP = never>(
        request: IdempotentRequest,
        work: Effect.Effect<A, E, R> | ((prepared: P) => Effect.Effect<A, E, R>),
        before?: Effect.Effect<P, EP, RP>,
      ): Effect.Effect<IdempotentAnswer<A>, E | EP | IdempotencyFailure, R | RP> =>
        Effect.gen(function* () {
          const key = `${request.userId}:${request.key}`;
          if (before === undefined && Effect.isEffect(work))
            return yield* runInOneTransaction(request, key, work);
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
