/**
 * Cash-out (spec §7 Money, off-ramp): where a gamer's cash-outs go, and each withdrawal with its payout. A
 * withdrawal's money left the gamer's balance in the transaction that wrote its row (`debit_transaction_id`);
 * `settle_transaction_id` and `refund_transaction_id` are set at most once each, by the posting sets keyed by the
 * payout, whatever the number and order of the provider's events.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";

/** One per gamer: the method they chose; a UPI ID is kept here, a bank account or PIX key is read from their KYC. */
export const offrampRegistrationsTable = pgTable("offramp_registrations", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id),
  country: text("country").notNull(),
  /** upi, bank, pix. */
  method: text("method").notNull(),
  upiId: text("upi_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a payout is sent to, as the provider takes it. */
export type PayoutDestination =
  | { readonly method: "upi"; readonly upiId: string }
  | { readonly method: "bank"; readonly accountNumber: string; readonly ifsc: string }
  | { readonly method: "pix"; readonly pixKey: string; readonly pixKeyType: string };

export const payoutsTable = pgTable(
  "payouts",
  {
    /** Also the provider's idempotency key and reference (RazorpayX `reference_id`, Asaas `externalReference`). */
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    /** razorpayx, asaas. */
    provider: text("provider").notNull(),
    country: text("country").notNull(),
    method: text("method").notNull(),
    /** Null once the gamer's account is erased (AccountErasures): the amounts and the tax stay, by law. */
    destination: jsonb("destination").$type<PayoutDestination>(),
    /** Null once the gamer's account is erased. */
    beneficiaryName: text("beneficiary_name"),
    currency: text("currency").notNull(),
    /** Debited from the gamer (base units): `tds` + `fee` + `net`. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Kleos' fee, credited to the fee account with the debit (returned with a refund). */
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    /** The net winnings India's tax was computed on (s.194BA). */
    taxable: bigint("taxable", { mode: "number" }).notNull(),
    tds: bigint("tds", { mode: "number" }).notNull(),
    net: bigint("net", { mode: "number" }).notNull(),
    fiatCurrency: text("fiat_currency").notNull(),
    fiatAmount: bigint("fiat_amount", { mode: "number" }).notNull(),
    /** India's financial year of the request (2026-27), which the tax is tracked by. */
    financialYear: text("financial_year").notNull(),
    /** requested, processing, delayed, processed, failed, reversed. */
    status: text("status").notNull(),
    providerPayoutId: text("provider_payout_id"),
    /** The provider's own word for the status (queued, pending, TRANSFER_IN_BANK_PROCESSING, ...). */
    providerStatus: text("provider_status"),
    failureReason: text("failure_reason"),
    debitTransactionId: uuid("debit_transaction_id")
      .notNull()
      .references(() => ledgerTransactionsTable.id),
    settleTransactionId: uuid("settle_transaction_id").references(() => ledgerTransactionsTable.id),
    refundTransactionId: uuid("refund_transaction_id").references(() => ledgerTransactionsTable.id),
    /** An admin holds the payout for a person's investigation: the sweep no longer sends it. */
    investigationNote: text("investigation_note"),
    investigationBy: uuid("investigation_by").references(() => usersTable.id),
    investigationAt: timestamp("investigation_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payouts_created_idx").on(table.createdAt),
    index("payouts_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("payouts_provider_payout_key").on(table.provider, table.providerPayoutId),
    // The sweep finds the payouts no provider has accepted yet.
    index("payouts_requested_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'requested'`),
    check(
      "payouts_amount_split",
      sql`${table.amount} = ${table.tds} + ${table.fee} + ${table.net} and ${table.net} > 0 and ${table.fee} >= 0`,
    ),
  ],
);

/**
 * What happened to a payout, for the payouts console: each send the job tried (before the provider is asked, so a
 * send that crashed is still known), each answer and webhook (applied or not), and an admin's resend.
 */
export const payoutEventsTable = pgTable(
  "payout_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payoutsTable.id),
    /** send, webhook, retry. */
    source: text("source").notNull(),
    /** attempted, accepted, delayed, paid, failed, reversed, requeued. */
    outcome: text("outcome").notNull(),
    providerStatus: text("provider_status"),
    failureReason: text("failure_reason"),
    applied: boolean("applied").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payout_events_payout_idx").on(table.payoutId, table.createdAt)],
);
