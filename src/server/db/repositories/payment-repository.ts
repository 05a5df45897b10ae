/** K-Cash purchases (payment orders) and their settlement. */
import { and, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { paymentOrdersTable } from "@/server/db/schema/ledger";

export type PaymentOrderRow = typeof paymentOrdersTable.$inferSelect;
export type NewPaymentOrder = Omit<
  typeof paymentOrdersTable.$inferInsert,
  "createdAt" | "transactionId" | "settledAt" | "providerPaymentId"
>;

const orders = {
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

export type PaymentOrderChanges = Partial<
  Pick<PaymentOrderRow, "status" | "transactionId" | "settledAt" | "providerPaymentId">
>;

export class PaymentRepository extends Context.Service<
  PaymentRepository,
  {
    insert(order: NewPaymentOrder): Effect.Effect<PaymentOrderRow>;
    findById(id: string): Effect.Effect<PaymentOrderRow | undefined>;
    findOwn(userId: string, id: string): Effect.Effect<PaymentOrderRow | undefined>;
    /** The order a provider's event is about, locked for the rest of the transaction. */
    lockByProviderOrder(
      provider: string,
      providerOrderId: string,
    ): Effect.Effect<PaymentOrderRow | undefined>;
    update(id: string, changes: PaymentOrderChanges): Effect.Effect<PaymentOrderRow>;
  }
>()("kleos/server/db/repositories/PaymentRepository") {
  static readonly layer = Layer.effect(
    PaymentRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PaymentRepository.of(
        traced("PaymentRepository", {
          insert: (order: NewPaymentOrder) => query((db) => orders.insert(db, order)),
          findById: (id: string) => query((db) => orders.findById(db, id)),
          findOwn: (userId: string, id: string) => query((db) => orders.findOwn(db, userId, id)),
          lockByProviderOrder: (provider: string, providerOrderId: string) =>
            query((db) => orders.lockByProviderOrder(db, provider, providerOrderId)),
          update: (id: string, changes: PaymentOrderChanges) => query((db) => orders.update(db, id, changes)),
        }),
      );
    }),
  );
}
