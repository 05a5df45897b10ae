/**
 * The money ledger: accounts (a user × currency, or a system account × currency) with their balance
 * projection, posting sets (one per money movement, each keyed by a unique idempotency key) and their
 * double-entry postings; the durable idempotency records of money-moving requests; swap quotes; K-Cash
 * purchases. Amounts are integers in each currency's base units (CURRENCY_DECIMALS).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One row per owner × currency. `owner` is the user's id, or `system:<name>#<hex digit>` for Kleos' own accounts
 * (reward pool, store, swap, fees, payments; 16 rows each, so concurrent sets do not queue for one row's lock;
 * `system:<name>` without a digit from before), which may go negative: they issue and redeem what users hold. A user's
 * balance never goes below zero; the CHECK holds that even against a faulty caller.
 */
export const ledgerAccountsTable = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    owner: text("owner").notNull(),
    userId: uuid("user_id").references(() => usersTable.id),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_accounts_owner_currency_key").on(table.owner, table.currency),
    check("ledger_accounts_user_balance_not_negative", sql`${table.userId} is null or ${table.balance} >= 0`),
    check("ledger_accounts_currency_known", sql`${table.currency} in ('KCASH', 'RKLEOS', 'KPOINTS', 'USDT')`),
  ],
);

/** A posting set: one money movement, made of postings that sum to zero per currency. */
export const ledgerTransactionsTable = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unique: a retried or doubled request can never write a second posting set. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** reward, onramp (K-Cash bought), meta-txn (a swap), shop, redeem. */
    type: text("type").notNull(),
    /** The user the movement belongs to (whose history shows it). */
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    /** What it settles: a quote id, a payment id, a quest reference. */
    reference: text("reference"),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("ledger_transactions_idempotency_key_key").on(table.idempotencyKey),
    index("ledger_transactions_user_created_idx").on(table.userId, table.createdAt),
  ],
);

export const ledgerPostingsTable = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactionsTable.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccountsTable.id),
    currency: text("currency").notNull(),
    /** Positive: into the account; negative: out of it. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("ledger_postings_account_idx").on(table.accountId),
    index("ledger_postings_transaction_idx").on(table.transactionId),
    check("ledger_postings_amount_not_zero", sql`${table.amount} <> 0`),
  ],
);

/**
 * The first answer to each money-moving request, by `Idempotency-Key` (scoped to the caller). `in_flight`
 * while the first request works (its lease lets a crashed one be taken over), then `done` with the answer
 * to replay. The `done` update commits in the same transaction as the request's postings. A `done` record
 * is deleted once its retention ends (jobs/idempotency-cleanup.ts); the posting set's own key stays.
 */
export const idempotencyRecordsTable = pgTable(
  "idempotency_records",
  {
    key: text("key").primaryKey(),
    userId: uuid("user_id"),
    operation: text("operation").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state").notNull(),
    response: jsonb("response"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  // The cleanup finds the oldest finished records without reading the whole table.
  (table) => [
    index("idempotency_records_done_idx")
      .on(table.completedAt)
      .where(sql`${table.state} = 'done'`),
  ],
);

/** A swap's price, deductions and expiry, offered to one user; confirmed at most once. */
export const swapQuotesTable = pgTable(
  "swap_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    chain: text("chain").notNull(),
    fromAmount: bigint("from_amount", { mode: "number" }).notNull(),
    toAmount: bigint("to_amount", { mode: "number" }).notNull(),
    deductions: jsonb("deductions").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    transactionId: uuid("transaction_id").references(() => ledgerTransactionsTable.id),
    createdAt: createdAt(),
  },
  (table) => [index("swap_quotes_user_idx").on(table.userId)],
);

/** A K-Cash purchase: an order at a payment provider, credited once its payment is verified. */
export const paymentOrdersTable = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    kcashAmount: bigint("kcash_amount", { mode: "number" }).notNull(),
    fiatCurrency: text("fiat_currency").notNull(),
    fiatAmount: bigint("fiat_amount", { mode: "number" }).notNull(),
    /** created, paid, declined, expired. */
    status: text("status").notNull(),
    transactionId: uuid("transaction_id").references(() => ledgerTransactionsTable.id),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payment_orders_provider_order_key").on(table.provider, table.providerOrderId),
    index("payment_orders_user_idx").on(table.userId, table.createdAt),
  ],
);
