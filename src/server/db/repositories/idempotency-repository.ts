/** Durable records of money-moving requests by idempotency key: claimed, completed, released, expired. */
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { idempotencyRecordsTable } from "@/server/db/schema/ledger";

export type IdempotencyRecordRow = typeof idempotencyRecordsTable.$inferSelect;

export interface NewIdempotencyRecord {
  readonly key: string;
  readonly userId: string | undefined;
  readonly operation: string;
  readonly requestHash: string;
  readonly lockedUntil: Date;
}

/** Inserts a record unless its key has one; answers whether it did (nothing changes when not). */
const insertIfNew = async (
  db: DbOrTransaction,
  values: typeof idempotencyRecordsTable.$inferInsert,
): Promise<boolean> => {
  const inserted = await db
    .insert(idempotencyRecordsTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyRecordsTable.key });
  return inserted.length > 0;
};

const records = {
  /** Inserts an in-flight record; answers false when one with the key already exists (nothing changes). */
  claim: (db: DbOrTransaction, record: NewIdempotencyRecord): Promise<boolean> =>
    insertIfNew(db, { ...record, userId: record.userId ?? null, state: "in_flight" }),

  /**
   * Inserts a finished record with its answer, in the transaction that did the request's work; answers false
   * when the key already has a record (nothing changes). An uncommitted record of the same key makes it wait
   * for that transaction, so two requests with one key never both finish.
   */
  insertDone: (
    db: DbOrTransaction,
    record: NewIdempotencyRecord,
    response: unknown,
    at: Date,
  ): Promise<boolean> =>
    insertIfNew(db, {
      ...record,
      userId: record.userId ?? null,
      state: "done",
      response,
      completedAt: at,
      lockedUntil: null,
    }),

  /**
   * Finishes, with this answer, an in-flight record of the same request whose lease ran out (its request died
   * before finishing, so nothing it did was committed). Answers false when there is none.
   */
  completeExpired: async (
    db: DbOrTransaction,
    record: NewIdempotencyRecord,
    response: unknown,
    at: Date,
  ): Promise<boolean> => {
    const completed = await db
      .update(idempotencyRecordsTable)
      .set({ state: "done", response, completedAt: at, lockedUntil: null })
      .where(
        and(
          eq(idempotencyRecordsTable.key, record.key),
          eq(idempotencyRecordsTable.requestHash, record.requestHash),
          eq(idempotencyRecordsTable.state, "in_flight"),
          or(isNull(idempotencyRecordsTable.lockedUntil), lt(idempotencyRecordsTable.lockedUntil, at)),
        ),
      )
      .returning({ key: idempotencyRecordsTable.key });
    return completed.length > 0;
  },

  findByKey: async (db: DbOrTransaction, key: string): Promise<IdempotencyRecordRow | undefined> =>
    (await db.select().from(idempotencyRecordsTable).where(eq(idempotencyRecordsTable.key, key)).limit(1))[0],

  /**
   * Takes over an in-flight record whose lease ran out (its request died before finishing: nothing it did
   * was committed, since completion commits with its work). Answers false when another took it first.
   */
  takeOverExpired: async (
    db: DbOrTransaction,
    key: string,
    now: Date,
    lockedUntil: Date,
  ): Promise<boolean> => {
    const taken = await db
      .update(idempotencyRecordsTable)
      .set({ lockedUntil })
      .where(
        and(
          eq(idempotencyRecordsTable.key, key),
          eq(idempotencyRecordsTable.state, "in_flight"),
          or(isNull(idempotencyRecordsTable.lockedUntil), lt(idempotencyRecordsTable.lockedUntil, now)),
        ),
      )
      .returning({ key: idempotencyRecordsTable.key });
    return taken.length > 0;
  },

  /** Stores the answer to replay; called inside the transaction that does the request's work. */
  complete: async (db: DbOrTransaction, key: string, response: unknown, at: Date): Promise<void> => {
    await db
      .update(idempotencyRecordsTable)
      .set({ state: "done", response, completedAt: at, lockedUntil: null })
      .where(eq(idempotencyRecordsTable.key, key));
  },

  /**
   * Deletes up to `limit` finished records completed before `before`, oldest first, and answers how many. An
   * in-flight record is never touched. Rows another instance is deleting are skipped, not waited for.
   */
  deleteDoneBefore: async (db: DbOrTransaction, before: Date, limit: number): Promise<number> => {
    const expired = db
      .select({ key: idempotencyRecordsTable.key })
      .from(idempotencyRecordsTable)
      .where(and(eq(idempotencyRecordsTable.state, "done"), lt(idempotencyRecordsTable.completedAt, before)))
      .orderBy(asc(idempotencyRecordsTable.completedAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const deleted = await db
      .delete(idempotencyRecordsTable)
      .where(and(inArray(idempotencyRecordsTable.key, expired), eq(idempotencyRecordsTable.state, "done")))
      .returning({ key: idempotencyRecordsTable.key });
    return deleted.length;
  },

  /** Forgets an in-flight record whose request failed without moving money, so the key may be used again. */
  release: async (db: DbOrTransaction, key: string): Promise<void> => {
    await db
      .delete(idempotencyRecordsTable)
      .where(and(eq(idempotencyRecordsTable.key, key), eq(idempotencyRecordsTable.state, "in_flight")));
  },
};

export class IdempotencyRepository extends Context.Service<
  IdempotencyRepository,
  {
    /** Inserts an in-flight record; answers false when one with the key already exists (nothing changes). */
    claim(record: NewIdempotencyRecord): Effect.Effect<boolean>;
    /** Inserts a finished record with its answer; false when the key already has one (nothing changes). */
    insertDone(record: NewIdempotencyRecord, response: unknown, at: Date): Effect.Effect<boolean>;
    /** Finishes an expired in-flight record of the same request with this answer; false when there is none. */
    completeExpired(record: NewIdempotencyRecord, response: unknown, at: Date): Effect.Effect<boolean>;
    findByKey(key: string): Effect.Effect<IdempotencyRecordRow | undefined>;
    /** Takes over an in-flight record whose lease ran out; false when another took it first. */
    takeOverExpired(key: string, now: Date, lockedUntil: Date): Effect.Effect<boolean>;
    /** Stores the answer to replay; runs inside the transaction that does the request's work. */
    complete(key: string, response: unknown, at: Date): Effect.Effect<void>;
    /** Deletes up to `limit` finished records completed before `before`, oldest first; answers how many. */
    deleteDoneBefore(before: Date, limit: number): Effect.Effect<number>;
    /** Forgets an in-flight record whose request failed without moving money. */
    release(key: string): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/IdempotencyRepository") {
  static readonly layer = Layer.effect(
    IdempotencyRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return IdempotencyRepository.of(
        traced("IdempotencyRepository", {
          claim: (record: NewIdempotencyRecord) => query((db) => records.claim(db, record)),
          insertDone: (record: NewIdempotencyRecord, response: unknown, at: Date) =>
            query((db) => records.insertDone(db, record, response, at)),
          completeExpired: (record: NewIdempotencyRecord, response: unknown, at: Date) =>
            query((db) => records.completeExpired(db, record, response, at)),
          findByKey: (key: string) => query((db) => records.findByKey(db, key)),
          takeOverExpired: (key: string, now: Date, lockedUntil: Date) =>
            query((db) => records.takeOverExpired(db, key, now, lockedUntil)),
          complete: (key: string, response: unknown, at: Date) =>
            query((db) => records.complete(db, key, response, at)),
          deleteDoneBefore: (before: Date, limit: number) =>
            query((db) => records.deleteDoneBefore(db, before, limit)),
          release: (key: string) => query((db) => records.release(db, key)),
        }),
      );
    }),
  );
}
