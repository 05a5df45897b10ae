/** Swap quotes: offered, read back by their owner, marked confirmed by the posting set that settled them. */
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { swapQuotesTable } from "@/server/db/schema/ledger";

export type SwapQuoteRow = typeof swapQuotesTable.$inferSelect;
export type NewSwapQuote = Omit<typeof swapQuotesTable.$inferInsert, "createdAt" | "transactionId">;

export const swapRepository = {
  insert: async (db: DbOrTransaction, quote: NewSwapQuote): Promise<SwapQuoteRow> => {
    const [row] = await db.insert(swapQuotesTable).values(quote).returning();
    if (row === undefined) throw new Error("Inserting a swap quote returned no row");
    return row;
  },

  /** The user's quote, locked for the rest of the transaction when `forUpdate`. */
  findOwn: async (
    db: DbOrTransaction,
    userId: string,
    id: string,
    forUpdate = false,
  ): Promise<SwapQuoteRow | undefined> => {
    const query = db
      .select()
      .from(swapQuotesTable)
      .where(and(eq(swapQuotesTable.id, id), eq(swapQuotesTable.userId, userId)))
      .limit(1);
    return (forUpdate ? await query.for("update") : await query)[0];
  },

  /** Marks the quote confirmed; answers false when it already was. */
  markConfirmed: async (db: DbOrTransaction, id: string, transactionId: string): Promise<boolean> =>
    (
      await db
        .update(swapQuotesTable)
        .set({ transactionId })
        .where(and(eq(swapQuotesTable.id, id), isNull(swapQuotesTable.transactionId)))
        .returning({ id: swapQuotesTable.id })
    ).length > 0,
};
