/**
 * Proof of Gamer: each gamer's place in the mint flow (spec §4) and the `.kleos` name they reserved. One row
 * per gamer (the flow starts when the name is reserved); the name is unique without regard to case, so of two
 * gamers asking for one name at once exactly one insert succeeds.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pogMintsTable = pgTable(
  "pog_mints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    /** The name as the gamer typed it, without `.kleos`. */
    username: text("username").notNull(),
    /** One of POG_MINT_STATES (src/domain/pog/pog-mint-flow.ts). */
    state: text("state").notNull(),
    reservedAt: at("reserved_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** The card's token id on chain: its number here, so every mint of one card names the same token. */
    tokenId: bigint("token_id", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    /** The address the card is minted to (the custodial one, or a wallet the gamer proved). */
    mintWallet: text("mint_wallet"),
    mintRequestedAt: at("mint_requested_at"),
    /** Counts mint requests: a job belongs to one attempt, so a retry after a failure sends a new job. */
    mintAttempt: integer("mint_attempt").notNull().default(0),
    mintTxHash: text("mint_tx_hash"),
    mintedAt: at("minted_at"),
    /** The mint gave up (past its deadline); cleared by the next request. */
    mintFailedAt: at("mint_failed_at"),
  },
  (table) => [
    uniqueIndex("pog_mints_user_key").on(table.userId),
    uniqueIndex("pog_mints_token_key").on(table.tokenId),
    index("pog_mints_in_progress_idx")
      .on(table.mintRequestedAt)
      .where(sql`${table.state} = 'MINT_IN_PROGRESS'`),
    uniqueIndex("pog_mints_username_lower_key").on(sql`lower(${table.username})`),
    check("pog_mints_username_length", sql`char_length(${table.username}) between 5 and 12`),
  ],
);

/**
 * A gamer's avatar slots: the first is free, more are bought (`paid*` says with what). A slot holds the
 * choices (category, character, style), an optional selfie (a private picture key with the face's box), and
 * its generated avatar. `generation` counts the generation requests of the slot: the job of an older request
 * that finishes late cannot overwrite a newer one. At most one slot per gamer is active.
 */
export const pogAvatarSlotsTable = pgTable(
  "pog_avatar_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    category: text("category"),
    character: text("character"),
    style: text("style"),
    selfieKey: text("selfie_key"),
    /** The face's box in the stored selfie: `{ x, y, width, height }` in pixels. */
    faceBox: jsonb("face_box").$type<{ x: number; y: number; width: number; height: number }>(),
    /** EMPTY, CHOSEN, PENDING, READY, FAILED. */
    status: text("status").notNull().default("EMPTY"),
    generation: integer("generation").notNull().default(0),
    avatarKey: text("avatar_key"),
    /** `composed` (the local composer) or the hosted provider's name. */
    avatarSource: text("avatar_source"),
    avatarAttribution: text("avatar_attribution"),
    avatarCreatedAt: at("avatar_created_at"),
    active: boolean("active").notNull().default(false),
    paidCurrency: text("paid_currency"),
    paidAmount: bigint("paid_amount", { mode: "number" }),
    unlockedAt: at("unlocked_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pog_avatar_slots_user_slot_key").on(table.userId, table.slot),
    uniqueIndex("pog_avatar_slots_one_active_key")
      .on(table.userId)
      .where(sql`${table.active}`),
    index("pog_avatar_slots_pending_idx")
      .on(table.updatedAt)
      .where(sql`${table.status} = 'PENDING'`),
    check("pog_avatar_slots_slot_positive", sql`${table.slot} >= 1`),
  ],
);

/** The price of an avatar slot in each currency, as an admin set it (none: the domain's default). */
export const pogSlotPricesTable = pgTable("pog_slot_prices", {
  currency: text("currency").primaryKey(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => usersTable.id, { onDelete: "set null" }),
});
