/**
 * The voucher store (K-Store): vouchers with their K-Cash price (and a K-Points one where an admin sets it), the codes each one sells (one row per code,
 * free until a redemption takes it), and redemptions: which gamer bought which code, for how much, through
 * which ledger transaction. Stock is not stored: it is the count of a voucher's free codes (a partial index
 * keeps that count and the pick of a free code cheap).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const storeVouchersTable = pgTable(
  "store_vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    brand: text("brand").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** INR or BRL. */
    faceCurrency: text("face_currency").notNull(),
    /** Minor units of the face currency (paise, centavos). */
    faceValue: integer("face_value").notNull(),
    /** K-Cash base units. */
    priceKcash: bigint("price_kcash", { mode: "number" }).notNull(),
    /** K-Points, where an admin also sells the voucher for them; null: K-Cash only. */
    priceKpoints: bigint("price_kpoints", { mode: "number" }),
    /** IN, BR and/or Other (spec §6). */
    regions: text("regions").array().notNull(),
    featured: boolean("featured").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("store_vouchers_price_positive", sql`${table.priceKcash} > 0`),
    check(
      "store_vouchers_kpoints_price_positive",
      sql`${table.priceKpoints} is null or ${table.priceKpoints} > 0`,
    ),
    check("store_vouchers_face_positive", sql`${table.faceValue} > 0`),
    index("store_vouchers_regions_idx").using("gin", table.regions),
    index("store_vouchers_brand_idx").on(sql`lower(${table.brand})`),
  ],
);

/**
 * The vouchers admins chose to feature (home page, top of the store), in display order. While it is empty, the
 * vouchers' own `featured` flag decides.
 */
export const storeFeaturedVouchersTable = pgTable("store_featured_vouchers", {
  voucherId: uuid("voucher_id")
    .primaryKey()
    .references(() => storeVouchersTable.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
});

export const storeVoucherCodesTable = pgTable(
  "store_voucher_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => storeVouchersTable.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** Set once, in the redemption's transaction: a code with it is never sold again. */
    allocatedAt: at("allocated_at"),
    allocatedTo: uuid("allocated_to").references(() => usersTable.id),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("store_voucher_codes_code_key").on(table.voucherId, table.code),
    index("store_voucher_codes_free_idx")
      .on(table.voucherId)
      .where(sql`${table.allocatedAt} is null`),
  ],
);

export const storeRedemptionsTable = pgTable(
  "store_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => storeVouchersTable.id),
    /** Unique: a code is redeemed once. */
    codeId: uuid("code_id")
      .notNull()
      .unique()
      .references(() => storeVoucherCodesTable.id),
    /** Base units of `priceCurrency` paid (the voucher's price then). */
    pricePaid: bigint("price_paid", { mode: "number" }).notNull(),
    /** KCASH or KPOINTS. */
    priceCurrency: text("price_currency").notNull().default("KCASH"),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactionsTable.id),
    redeemedAt: at("redeemed_at").notNull().defaultNow(),
  },
  (table) => [
    index("store_redemptions_user_idx").on(table.userId, table.redeemedAt),
    check("store_redemptions_price_currency", sql`${table.priceCurrency} in ('KCASH', 'KPOINTS')`),
  ],
);
