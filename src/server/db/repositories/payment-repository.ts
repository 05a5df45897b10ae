/** K-Cash purchases (payment orders) and their settlement. */
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { paymentOrdersTable } from "@/server/db/schema/ledger";

export type PaymentOrderRow = typeof paymentOrdersTable.$inferSelect;
export type NewPaymentOrder = Omit<
  typeof paymentOrdersTable.$inferInsert,
  "createdAt" | "transactionId" | "settledAt" | "providerPaymentId"
>;

export const paymentRepository = {
  insert: async (db: DbOrTransaction, order: NewPaymentOrder): Promise<PaymentOrderRow> => {
    const [row] = await db.insert(paymentOrdersTable).values(order).returning();
    if (row === undefined) throw new Error("Inserting a payment order returned no row");
    return row;
  },

  findById: async (db: DbOrTransaction, id: string): Promise<PaymentOrderRow | undefined> =>
    (await db.select().from(paymentOrdersTable).where(eq(paymentOrdersTable.id, id)).limit(1))[0],

  findOwn: async (db: DbOrTransaction, userId: string, id: string): Promise<PaymentOrderRow | undefined> =>
    (
      await db
        .select()
        .from(paymentOrdersTable)
        .where(and(eq(paymentOrdersTable.id, id), eq(paymentOrdersTable.userId, userId)))
        .limit(1)
    )[0],

  /** The order a provider's event is about, locked for the rest of the transaction. */
  lockByProviderOrder: async (
    db: DbOrTransaction,
    provider: string,
    providerOrderId: string,
  ): Promise<PaymentOrderRow | undefined> =>
    (
      await db
        .select()
        .from(paymentOrdersTable)
        .where(
          and(
            eq(paymentOrdersTable.provider, provider),
            eq(paymentOrdersTable.providerOrderId, providerOrderId),
          ),
        )
        .limit(1)
        .for("update")
    )[0],

  update: async (
    db: DbOrTransaction,
    id: string,
    changes: Partial<Pick<PaymentOrderRow, "status" | "transactionId" | "settledAt" | "providerPaymentId">>,
  ): Promise<PaymentOrderRow> => {
    const [row] = await db
      .update(paymentOrdersTable)
      .set(changes)
      .where(eq(paymentOrdersTable.id, id))
      .returning();
    if (row === undefined) throw new Error(`Payment order ${id} is not there to update`);
    return row;
  },
};
