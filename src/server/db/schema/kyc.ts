/**
 * KYC (spec §1 wallet KYC, §7 KYC): one profile per gamer with what their verified steps established, and every
 * check sent (to a provider, or by the domain rules alone) with its outcome. A step's state is its latest check.
 * No Aadhaar number is ever stored: DigiLocker's reference and the last four digits are all Kleos keeps.
 */
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";

export const kycProfilesTable = pgTable("kyc_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id),
  /** IN or BR: set by the first step. */
  country: text("country").notNull(),
  /** India: false on the PAN-only path. */
  withAadhaar: boolean("with_aadhaar").notNull().default(true),
  pan: text("pan"),
  /** The name the tax department holds for the PAN (what bank names are matched against). */
  panName: text("pan_name"),
  aadhaarReference: text("aadhaar_reference"),
  aadhaarLastFour: text("aadhaar_last_four"),
  bankAccount: text("bank_account"),
  ifsc: text("ifsc"),
  nameAtBank: text("name_at_bank"),
  cpf: text("cpf"),
  /** Brazil: the name given with the CPF. */
  cpfName: text("cpf_name"),
  pixKeyType: text("pix_key_type"),
  pixKey: text("pix_key"),
  bonusTransactionId: uuid("bonus_transaction_id").references(() => ledgerTransactionsTable.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const kycChecksTable = pgTable(
  "kyc_checks",
  {
    /** Also the provider's `verification_id` (DigiLocker's, PAN's, bank's). */
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    /** pan, aadhaar, bank, cpf, pix. */
    step: text("step").notNull(),
    /** cashfree, or rules (the domain rules alone). */
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    /** pending, verified, rejected, manualReview. */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    /** The provider left it to a person: it is (or was) in the admin's review queue. */
    needsReview: boolean("needs_review").notNull().default(false),
    nameGiven: text("name_given"),
    nameFound: text("name_found"),
    /** What the profile takes once the check is verified (the PAN, the account and IFSC, the masked Aadhaar, ...). */
    submitted: jsonb("submitted").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => usersTable.id),
    /** The reviewer's reason (required to reject), which the gamer's status shows. */
    reviewNote: text("review_note"),
  },
  (table) => [
    index("kyc_checks_user_step_idx").on(table.userId, table.step, table.createdAt),
    index("kyc_checks_review_idx")
      .on(table.createdAt)
      .where(sql`${table.outcome} = 'manualReview'`),
  ],
);
