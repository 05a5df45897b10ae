/**
 * SPECIAL_CODE tasks' codes (stored as HMACs, never as typed) and their uses. No business rules here beyond
 * the table's own: a code is used at most `use_limit` times and once per user.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import { specialCodesTable, specialCodeUsesTable } from "@/server/db/schema/campaigns";

export type SpecialCodeUse =
  /** The user's use is recorded: now, or already before (asking twice is fine). */
  | { readonly kind: "used"; readonly codeId: number; readonly firstTime: boolean }
  /** No code with this hash on this task. */
  | { readonly kind: "unknown" }
  /** The code exists but every one of its uses is taken. */
  | { readonly kind: "usedUp"; readonly codeId: number };

export const specialCodeRepository = {
  /**
   * Uses the code `codeHash` of `taskId` for `userId`, in one transaction: the use row first (a second use by
   * the same user meets the primary key and answers the first), then `uses` raised only while below the limit,
   * so concurrent users never take more than `use_limit` uses.
   */
  use: (db: DbOrTransaction, taskId: string, codeHash: string, userId: string): Promise<SpecialCodeUse> =>
    db.transaction(async (tx) => {
      const [code] = await tx
        .select({ id: specialCodesTable.id })
        .from(specialCodesTable)
        .where(and(eq(specialCodesTable.taskId, taskId), eq(specialCodesTable.codeHash, codeHash)))
        .limit(1);
      if (code === undefined) return { kind: "unknown" };
      const inserted = await tx
        .insert(specialCodeUsesTable)
        .values({ codeId: code.id, userId })
        .onConflictDoNothing()
        .returning({ codeId: specialCodeUsesTable.codeId });
      if (inserted.length === 0) return { kind: "used", codeId: code.id, firstTime: false };
      const raised = await tx
        .update(specialCodesTable)
        .set({ uses: sql`${specialCodesTable.uses} + 1` })
        .where(and(eq(specialCodesTable.id, code.id), lt(specialCodesTable.uses, specialCodesTable.useLimit)))
        .returning({ uses: specialCodesTable.uses });
      if (raised.length === 0) {
        await tx
          .delete(specialCodeUsesTable)
          .where(and(eq(specialCodeUsesTable.codeId, code.id), eq(specialCodeUsesTable.userId, userId)));
        return { kind: "usedUp", codeId: code.id };
      }
      return { kind: "used", codeId: code.id, firstTime: true };
    }),

  /** Adds codes (already hashed) to a task; a hash the task already has is left as it is. */
  insertMany: async (
    db: DbOrTransaction,
    taskId: string,
    codes: readonly { readonly codeHash: string; readonly useLimit: number }[],
  ): Promise<number> => {
    if (codes.length === 0) return 0;
    const rows = await db
      .insert(specialCodesTable)
      .values(codes.map((code) => ({ taskId, codeHash: code.codeHash, useLimit: code.useLimit })))
      .onConflictDoNothing()
      .returning({ id: specialCodesTable.id });
    return rows.length;
  },

  findByHash: async (
    db: DbOrTransaction,
    taskId: string,
    codeHash: string,
  ): Promise<{ readonly id: number; readonly useLimit: number; readonly uses: number } | undefined> =>
    (
      await db
        .select({
          id: specialCodesTable.id,
          useLimit: specialCodesTable.useLimit,
          uses: specialCodesTable.uses,
        })
        .from(specialCodesTable)
        .where(and(eq(specialCodesTable.taskId, taskId), eq(specialCodesTable.codeHash, codeHash)))
        .limit(1)
    )[0],
};

/** The repository as a service: every method runs through `Database.query` (joining the caller's transaction). */
export class SpecialCodeRepository extends Context.Service<
  SpecialCodeRepository,
  QueryMethods<typeof specialCodeRepository>
>()("kleos/server/db/repositories/SpecialCodeRepository") {
  static readonly layer = Layer.effect(
    SpecialCodeRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return SpecialCodeRepository.of(
        traced("SpecialCodeRepository", queryMethods(query, specialCodeRepository)),
      );
    }),
  );
}
