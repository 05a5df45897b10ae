/** Durable records of money-moving requests by idempotency key: claimed, completed, released. */
import { and, eq, lt, or, isNull } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { idempotencyRecordsTable } from "@/server/db/schema/ledger";

export type IdempotencyRecordRow = typeof idempotencyRecordsTable.$inferSelect;

export const idempotencyRepository = {
  /** Inserts an in-flight record; answers false when one with the key already exists (nothing changes). */
  claim: async (
    db: DbOrTransaction,
    record: {
      key: string;
      userId: string | undefined;
      operation: string;
      requestHash: string;
      lockedUntil: Date;
    },
  ): Promise<boolean> => {
    const inserted = await db
      .insert(idempotencyRecordsTable)
      .values({ ...record, userId: record.userId ?? null, state: "in_flight" })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecordsTable.key });
    return inserted.length > 0;
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

  /** Forgets an in-flight record whose request failed without moving money, so the key may be used again. */
  release: async (db: DbOrTransaction, key: string): Promise<void> => {
    await db
      .delete(idempotencyRecordsTable)
      .where(and(eq(idempotencyRecordsTable.key, key), eq(idempotencyRecordsTable.state, "in_flight")));
  },
};
