/**
 * Exactly-once money-moving requests. A request carries an `Idempotency-Key` (scoped to its caller): the
 * first one claims a durable record and does its work; the work and the record's answer commit in one
 * transaction, so a later request with the same key and the same body gets the first answer back, never a
 * second movement. The same key with another body is refused (IdempotencyKeyReused); while the first is still
 * working, IdempotentRequestInFlight. A request that fails releases its key (nothing was committed); one that
 * died mid-way leaves an in-flight record that is taken over once its lease runs out.
 */
import { createHash } from "node:crypto";
import { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import type { Db, DbTransaction } from "@/server/db/client";
import { idempotencyRepository } from "@/server/db/repositories/idempotency-repository";

/** How long a first request may work before a retry may take its key over (it died). */
export const IDEMPOTENCY_LEASE_MS = 30_000;

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

/**
 * Runs `work` once per key. `before` (optional) runs after the key is claimed and outside the transaction:
 * for calls to the outside world (a payment provider) that must not hold the database while they wait.
 */
export const runIdempotent = async <A, P = undefined>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: DbTransaction, prepared: P) => Promise<A>,
  before?: () => Promise<P>,
): Promise<IdempotentAnswer<A>> => {
  const key = `${request.userId}:${request.key}`;
  const hash = requestHash(request.operation, request.body);
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  const record = {
    key,
    userId: request.userId,
    operation: request.operation,
    requestHash: hash,
    lockedUntil,
  };

  let claimed = await idempotencyRepository.claim(db, record);
  if (!claimed) {
    const existing = await idempotencyRepository.findByKey(db, key);
    if (existing === undefined) {
      // Released by a failed first request between our insert and our read: try once more.
      claimed = await idempotencyRepository.claim(db, record);
      if (!claimed) throw new IdempotentRequestInFlight({ idempotencyKey: request.key });
    } else if (existing.requestHash !== hash) {
      throw new IdempotencyKeyReused({ idempotencyKey: request.key });
    } else if (existing.state === "done") {
      return { value: existing.response as A, replayed: true };
    } else if (!(await idempotencyRepository.takeOverExpired(db, key, now, lockedUntil))) {
      throw new IdempotentRequestInFlight({ idempotencyKey: request.key });
    }
  }

  try {
    const prepared = (before === undefined ? undefined : await before()) as P;
    const value = await db.transaction(async (tx) => {
      const answer = await work(tx, prepared);
      await idempotencyRepository.complete(tx, key, answer, new Date());
      return answer;
    });
    return { value, replayed: false };
  } catch (error) {
    await idempotencyRepository.release(db, key).catch(() => undefined);
    throw error;
  }
};
