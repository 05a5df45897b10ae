/** Swap quotes: offered, read back by their owner, marked confirmed by the posting set that settled them. */
import { and, eq, isNull } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { swapQuotesTable } from "@/server/db/schema/ledger";

export type SwapQuoteRow = typeof swapQuotesTable.$inferSelect;
export type NewSwapQuote = Omit<typeof swapQuotesTable.$inferInsert, "createdAt" | "transactionId">;

const quotes = {
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

export class SwapRepository extends Context.Service<
  SwapRepository,
  {
    insert(quote: NewSwapQuote): Effect.Effect<SwapQuoteRow>;
    /** The user's quote, locked for the rest of the transaction when `forUpdate`. */
    findOwn(userId: string, id: string, forUpdate?: boolean): Effect.Effect<SwapQuoteRow | undefined>;
    /** Marks the quote confirmed; answers false when it already was. */
    markConfirmed(id: string, transactionId: string): Effect.Effect<boolean>;
  }
>()("kleos/server/db/repositories/SwapRepository") {
  static readonly layer = Layer.effect(
    SwapRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return SwapRepository.of(
        traced("SwapRepository", {
          insert: (quote: NewSwapQuote) => query((db) => quotes.insert(db, quote)),
          findOwn: (userId: string, id: string, forUpdate = false) =>
            query((db) => quotes.findOwn(db, userId, id, forUpdate)),
          markConfirmed: (id: string, transactionId: string) =>
            query((db) => quotes.markConfirmed(db, id, transactionId)),
        }),
      );
    }),
  );
}
