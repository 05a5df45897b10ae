/**
 * The payouts console's reads and marks (spec §7 Money, admins): every gamer's payouts with filters, what the
 * provider said of each (`payout_events`), the ledger transactions that moved its money, and the investigation hold.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import type { PayoutRow } from "@/server/db/repositories/payout-repository";
import { ledgerAccountsTable, ledgerPostingsTable, ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { payoutEventsTable, payoutsTable } from "@/server/db/schema/payouts";
import { traced } from "@/server/effect/traced";

export type PayoutEventRow = typeof payoutEventsTable.$inferSelect;
export type NewPayoutEvent = Omit<typeof payoutEventsTable.$inferInsert, "id">;

export interface PayoutConsoleFilter {
  readonly status?: string | undefined;
  readonly country?: string | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly investigation?: boolean | undefined;
}

export interface LedgerPostingRow {
  readonly transactionId: string;
  readonly createdAt: Date;
  readonly owner: string;
  readonly userId: string | null;
  readonly currency: string;
  readonly amount: number;
}

export interface InvestigationChanges {
  readonly investigationNote: string | null;
  readonly investigationBy: string | null;
  readonly investigationAt: Date | null;
  readonly updatedAt: Date;
}

const EVENT_LIMIT = 200;

const whereOf = (filter: PayoutConsoleFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(payoutsTable.status, filter.status));
  if (filter.country !== undefined) conditions.push(eq(payoutsTable.country, filter.country));
  if (filter.from !== undefined) conditions.push(gte(payoutsTable.createdAt, filter.from));
  if (filter.to !== undefined) conditions.push(lt(payoutsTable.createdAt, filter.to));
  if (filter.investigation === true) conditions.push(isNotNull(payoutsTable.investigationAt));
  if (filter.investigation === false) conditions.push(isNull(payoutsTable.investigationAt));
  return conditions.length === 0 ? undefined : and(...conditions);
};

const payoutConsole = {
  list: async (db: DbOrTransaction, filter: PayoutConsoleFilter, offset: number, limit: number) => {
    const where = whereOf(filter);
    const rows = await db
      .select()
      .from(payoutsTable)
      .where(where)
      .orderBy(desc(payoutsTable.createdAt), desc(payoutsTable.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ value: count() }).from(payoutsTable).where(where);
    return { rows, total: Number(total?.value ?? 0) };
  },

  insertEvent: async (db: DbOrTransaction, event: NewPayoutEvent): Promise<void> => {
    await db.insert(payoutEventsTable).values(event);
  },

  listEvents: async (db: DbOrTransaction, payoutId: string) =>
    db
      .select()
      .from(payoutEventsTable)
      .where(eq(payoutEventsTable.payoutId, payoutId))
      .orderBy(asc(payoutEventsTable.createdAt), asc(payoutEventsTable.id))
      .limit(EVENT_LIMIT),

  /** Whether the job ever asked the provider to send this payout. */
  wasSent: async (db: DbOrTransaction, payoutId: string): Promise<boolean> =>
    (
      await db
        .select({ id: payoutEventsTable.id })
        .from(payoutEventsTable)
        .where(and(eq(payoutEventsTable.payoutId, payoutId), eq(payoutEventsTable.source, "send")))
        .limit(1)
    ).length > 0,

  postingsOf: async (db: DbOrTransaction, transactionIds: readonly string[]): Promise<LedgerPostingRow[]> =>
    transactionIds.length === 0
      ? []
      : db
          .select({
            transactionId: ledgerPostingsTable.transactionId,
            createdAt: ledgerTransactionsTable.createdAt,
            owner: ledgerAccountsTable.owner,
            userId: ledgerAccountsTable.userId,
            currency: ledgerPostingsTable.currency,
            amount: ledgerPostingsTable.amount,
          })
          .from(ledgerPostingsTable)
          .innerJoin(
            ledgerTransactionsTable,
            eq(ledgerTransactionsTable.id, ledgerPostingsTable.transactionId),
          )
          .innerJoin(ledgerAccountsTable, eq(ledgerAccountsTable.id, ledgerPostingsTable.accountId))
          .where(inArray(ledgerPostingsTable.transactionId, [...transactionIds]))
          .orderBy(asc(ledgerPostingsTable.id)),

  setInvestigation: async (
    db: DbOrTransaction,
    id: string,
    changes: InvestigationChanges,
  ): Promise<PayoutRow> => {
    const [row] = await db.update(payoutsTable).set(changes).where(eq(payoutsTable.id, id)).returning();
    if (row === undefined) throw new Error(`Payout ${id} is not there to mark`);
    return row;
  },
};

export class PayoutConsoleRepository extends Context.Service<
  PayoutConsoleRepository,
  {
    list(
      filter: PayoutConsoleFilter,
      offset: number,
      limit: number,
    ): Effect.Effect<{ readonly rows: readonly PayoutRow[]; readonly total: number }>;
    insertEvent(event: NewPayoutEvent): Effect.Effect<void>;
    listEvents(payoutId: string): Effect.Effect<readonly PayoutEventRow[]>;
    wasSent(payoutId: string): Effect.Effect<boolean>;
    postingsOf(transactionIds: readonly string[]): Effect.Effect<readonly LedgerPostingRow[]>;
    setInvestigation(id: string, changes: InvestigationChanges): Effect.Effect<PayoutRow>;
  }
>()("kleos/server/db/repositories/PayoutConsoleRepository") {
  static readonly layer = Layer.effect(
    PayoutConsoleRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PayoutConsoleRepository.of(
        traced("PayoutConsoleRepository", {
          list: (filter: PayoutConsoleFilter, offset: number, limit: number) =>
            query((db) => payoutConsole.list(db, filter, offset, limit)),
          insertEvent: (event: NewPayoutEvent) => query((db) => payoutConsole.insertEvent(db, event)),
          listEvents: (payoutId: string) => query((db) => payoutConsole.listEvents(db, payoutId)),
          wasSent: (payoutId: string) => query((db) => payoutConsole.wasSent(db, payoutId)),
          postingsOf: (transactionIds: readonly string[]) =>
            query((db) => payoutConsole.postingsOf(db, transactionIds)),
          setInvestigation: (id: string, changes: InvestigationChanges) =>
            query((db) => payoutConsole.setInvestigation(db, id, changes)),
        }),
      );
    }),
  );
}
