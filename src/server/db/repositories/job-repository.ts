import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTransaction } from "@/server/db/client";
import { jobsTable } from "@/server/db/schema/accounts";

export type JobRow = typeof jobsTable.$inferSelect;

export const jobRepository = {
  /** Adds a job; one with the same unique key is kept as it is. */
  enqueue: async (
    db: DbOrTransaction,
    job: { kind: string; payload: Record<string, unknown>; runAt: Date; uniqueKey?: string },
  ): Promise<void> => {
    await db.insert(jobsTable).values(job).onConflictDoNothing();
  },

  /**
   * Takes up to `limit` due jobs of `kind` for `leaseMs`: `FOR UPDATE SKIP LOCKED` lets several instances
   * claim at once without taking the same job, and a job whose worker died is taken again once its lease ends.
   */
  claimDue: async (db: Db, kind: string, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobsTable.id })
        .from(jobsTable)
        .where(
          and(
            eq(jobsTable.kind, kind),
            isNull(jobsTable.doneAt),
            lte(jobsTable.runAt, now),
            or(isNull(jobsTable.lockedUntil), lt(jobsTable.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobsTable.runAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobsTable)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobsTable.attempts} + 1` })
        .where(
          inArray(
            jobsTable.id,
            due.map((job) => job.id),
          ),
        )
        .returning();
    }),

  complete: async (db: DbOrTransaction, id: number, at: Date): Promise<void> => {
    await db.update(jobsTable).set({ doneAt: at, lockedUntil: null }).where(eq(jobsTable.id, id));
  },

  /** Gives the job back to run again at `retryAt`, noting why it failed. */
  fail: async (db: DbOrTransaction, id: number, error: string, retryAt: Date): Promise<void> => {
    await db
      .update(jobsTable)
      .set({ lastError: error.slice(0, 2000), runAt: retryAt, lockedUntil: null })
      .where(eq(jobsTable.id, id));
  },

  /** Removes a job that has not run yet (a withdrawn request); a finished job stays as history. */
  deleteByUniqueKey: async (db: DbOrTransaction, uniqueKey: string): Promise<void> => {
    await db.delete(jobsTable).where(and(eq(jobsTable.uniqueKey, uniqueKey), isNull(jobsTable.doneAt)));
  },

  findByUniqueKey: async (db: DbOrTransaction, uniqueKey: string): Promise<JobRow | undefined> =>
    (await db.select().from(jobsTable).where(eq(jobsTable.uniqueKey, uniqueKey)).limit(1))[0],
};
