/** Cash-out registrations and payouts. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { offrampRegistrationsTable, payoutsTable } from "@/server/db/schema/payouts";

export type OfframpRegistrationRow = typeof offrampRegistrationsTable.$inferSelect;
export type PayoutRow = typeof payoutsTable.$inferSelect;
export type NewPayout = Omit<
  typeof payoutsTable.$inferInsert,
  "providerPayoutId" | "providerStatus" | "failureReason" | "settleTransactionId" | "refundTransactionId"
>;
export type PayoutChanges = Partial<
  Pick<
    PayoutRow,
    | "status"
    | "providerPayoutId"
    | "providerStatus"
    | "failureReason"
    | "settleTransactionId"
    | "refundTransactionId"
    | "updatedAt"
  >
>;

/** Statuses whose amount counts against the daily and monthly limits and the year's tax: everything not returned. */
const NOT_RETURNED = ["requested", "processing", "delayed", "processed"];
const LIST_LIMIT = 100;

const payouts = {
  saveRegistration: async (
    db: DbOrTransaction,
    registration: Omit<OfframpRegistrationRow, "createdAt">,
  ): Promise<OfframpRegistrationRow> => {
    const [row] = await db
      .insert(offrampRegistrationsTable)
      .values(registration)
      .onConflictDoUpdate({
        target: offrampRegistrationsTable.userId,
        set: {
          country: registration.country,
          method: registration.method,
          upiId: registration.upiId,
          updatedAt: registration.updatedAt,
        },
      })
      .returning();
    if (row === undefined)
      throw new Error(`Saving the offramp registration of ${registration.userId} returned no row`);
    return row;
  },

  findRegistration: async (db: DbOrTransaction, userId: string) =>
    (
      await db
        .select()
        .from(offrampRegistrationsTable)
        .where(eq(offrampRegistrationsTable.userId, userId))
        .limit(1)
    )[0],

  /** Locks the gamer's account row: their withdrawals are decided one at a time (the daily limit holds). */
  lockGamer: async (db: DbOrTransaction, userId: string): Promise<void> => {
    await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, userId)).for("update");
  },

  insert: async (db: DbOrTransaction, payout: NewPayout): Promise<PayoutRow> => {
    const [row] = await db.insert(payoutsTable).values(payout).returning();
    if (row === undefined) throw new Error("Inserting a payout returned no row");
    return row;
  },

  findById: async (db: DbOrTransaction, id: string) =>
    (await db.select().from(payoutsTable).where(eq(payoutsTable.id, id)).limit(1))[0],

  lockById: async (db: DbOrTransaction, id: string) =>
    (await db.select().from(payoutsTable).where(eq(payoutsTable.id, id)).limit(1).for("update"))[0],

  findOwn: async (db: DbOrTransaction, userId: string, id: string) =>
    (
      await db
        .select()
        .from(payoutsTable)
        .where(and(eq(payoutsTable.id, id), eq(payoutsTable.userId, userId)))
        .limit(1)
    )[0],

  listOwn: async (db: DbOrTransaction, userId: string) =>
    db
      .select()
      .from(payoutsTable)
      .where(eq(payoutsTable.userId, userId))
      .orderBy(desc(payoutsTable.createdAt), desc(payoutsTable.id))
      .limit(LIST_LIMIT),

  /** Gross amount withdrawn (not returned) since `from`, and the net winnings taxed in that time. */
  withdrawnSince: async (
    db: DbOrTransaction,
    userId: string,
    from: Date,
  ): Promise<{ readonly amount: number; readonly taxable: number; readonly tds: number }> => {
    const [row] = await db
      .select({
        amount: sql<string>`coalesce(sum(${payoutsTable.amount}), 0)`,
        taxable: sql<string>`coalesce(sum(${payoutsTable.taxable}), 0)`,
        tds: sql<string>`coalesce(sum(${payoutsTable.tds}), 0)`,
      })
      .from(payoutsTable)
      .where(
        and(
          eq(payoutsTable.userId, userId),
          gte(payoutsTable.createdAt, from),
          inArray(payoutsTable.status, NOT_RETURNED),
        ),
      );
    return {
      amount: Number(row?.amount ?? 0),
      taxable: Number(row?.taxable ?? 0),
      tds: Number(row?.tds ?? 0),
    };
  },

  /** Payouts no provider has accepted yet, requested before `before`, oldest first. */
  listRequested: async (db: DbOrTransaction, before: Date) =>
    db
      .select({ id: payoutsTable.id, provider: payoutsTable.provider, createdAt: payoutsTable.createdAt })
      .from(payoutsTable)
      .where(
        and(
          eq(payoutsTable.status, "requested"),
          lt(payoutsTable.createdAt, before),
          // A payout an admin holds for investigation is sent again only by the admin's resend.
          isNull(payoutsTable.investigationAt),
        ),
      )
      .orderBy(asc(payoutsTable.createdAt))
      .limit(LIST_LIMIT),

  /** Every payout of the gamer requested in [from, to), oldest first (a financial year's statement). */
  listOwnBetween: async (db: DbOrTransaction, userId: string, from: Date, to: Date) =>
    db
      .select()
      .from(payoutsTable)
      .where(
        and(
          eq(payoutsTable.userId, userId),
          gte(payoutsTable.createdAt, from),
          lt(payoutsTable.createdAt, to),
        ),
      )
      .orderBy(asc(payoutsTable.createdAt), asc(payoutsTable.id)),

  /**
   * Forgets where an erased gamer's money went: the registration (their UPI ID) is deleted, and each payout's
   * destination (UPI ID, bank account and IFSC, PIX key) and beneficiary name are blanked. The amounts, the
   * fee, the tax withheld, the financial year, the statuses and the ledger's transactions stay: India's
   * Income-tax Act (s.194BA, Form 26Q) and the ledger's audit need them for years after the account is gone.
   */
  eraseDestinations: async (db: DbOrTransaction, userId: string): Promise<void> => {
    await db.delete(offrampRegistrationsTable).where(eq(offrampRegistrationsTable.userId, userId));
    await db
      .update(payoutsTable)
      .set({ destination: null, beneficiaryName: null })
      .where(eq(payoutsTable.userId, userId));
  },

  update: async (db: DbOrTransaction, id: string, changes: PayoutChanges): Promise<PayoutRow> => {
    const [row] = await db.update(payoutsTable).set(changes).where(eq(payoutsTable.id, id)).returning();
    if (row === undefined) throw new Error(`Payout ${id} is not there to update`);
    return row;
  },
};

export class PayoutRepository extends Context.Service<
  PayoutRepository,
  {
    saveRegistration(
      registration: Omit<OfframpRegistrationRow, "createdAt">,
    ): Effect.Effect<OfframpRegistrationRow>;
    findRegistration(userId: string): Effect.Effect<OfframpRegistrationRow | undefined>;
    lockGamer(userId: string): Effect.Effect<void>;
    insert(payout: NewPayout): Effect.Effect<PayoutRow>;
    findById(id: string): Effect.Effect<PayoutRow | undefined>;
    lockById(id: string): Effect.Effect<PayoutRow | undefined>;
    findOwn(userId: string, id: string): Effect.Effect<PayoutRow | undefined>;
    listOwn(userId: string): Effect.Effect<readonly PayoutRow[]>;
    withdrawnSince(
      userId: string,
      from: Date,
    ): Effect.Effect<{ readonly amount: number; readonly taxable: number; readonly tds: number }>;
    listRequested(
      before: Date,
    ): Effect.Effect<readonly { readonly id: string; readonly provider: string; readonly createdAt: Date }[]>;
    listOwnBetween(userId: string, from: Date, to: Date): Effect.Effect<readonly PayoutRow[]>;
    eraseDestinations(userId: string): Effect.Effect<void>;
    update(id: string, changes: PayoutChanges): Effect.Effect<PayoutRow>;
  }
>()("kleos/server/db/repositories/PayoutRepository") {
  static readonly layer = Layer.effect(
    PayoutRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PayoutRepository.of(
        traced("PayoutRepository", {
          saveRegistration: (registration: Omit<OfframpRegistrationRow, "createdAt">) =>
            query((db) => payouts.saveRegistration(db, registration)),
          findRegistration: (userId: string) => query((db) => payouts.findRegistration(db, userId)),
          lockGamer: (userId: string) => query((db) => payouts.lockGamer(db, userId)),
          insert: (payout: NewPayout) => query((db) => payouts.insert(db, payout)),
          findById: (id: string) => query((db) => payouts.findById(db, id)),
          lockById: (id: string) => query((db) => payouts.lockById(db, id)),
          findOwn: (userId: string, id: string) => query((db) => payouts.findOwn(db, userId, id)),
          listOwn: (userId: string) => query((db) => payouts.listOwn(db, userId)),
          withdrawnSince: (userId: string, from: Date) =>
            query((db) => payouts.withdrawnSince(db, userId, from)),
          listRequested: (before: Date) => query((db) => payouts.listRequested(db, before)),
          listOwnBetween: (userId: string, from: Date, to: Date) =>
            query((db) => payouts.listOwnBetween(db, userId, from, to)),
          eraseDestinations: (userId: string) => query((db) => payouts.eraseDestinations(db, userId)),
          update: (id: string, changes: PayoutChanges) => query((db) => payouts.update(db, id, changes)),
        }),
      );
    }),
  );
}
