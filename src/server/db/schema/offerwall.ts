/**
 * The offerwall: Kleos' own offers (a partner game to install or a level to reach in it, checked with the
 * partner's signed game API) and every conversion credited, from Kleos' own offers or an offerwall network's
 * postback. A conversion is one row per (network, transaction id), written in the same transaction as its ledger
 * credit, so a resent postback or a double click credits once; its reversal is recorded on the same row.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
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
import { gamePartnersTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Kleos' own offers: `install` the partner's game, or `reachLevel` `level` in it. */
export const offerwallOffersTable = pgTable(
  "offerwall_offers",
  {
    id: text("id").primaryKey(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => gamePartnersTable.id),
    gameId: integer("game_id").references(() => gamesTable.id),
    /** install or reachLevel. */
    action: text("action").notNull(),
    level: integer("level"),
    rewardCurrency: text("reward_currency").notNull(),
    rewardAmount: bigint("reward_amount", { mode: "number" }).notNull(),
    /** The quest (campaign slug) whose offerwall lists this offer, if any. */
    questSlug: text("quest_slug"),
    position: integer("position").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("offerwall_offers_action_known", sql`${table.action} in ('install', 'reachLevel')`),
    check(
      "offerwall_offers_level_for_reach",
      sql`(${table.action} = 'reachLevel') = (${table.level} is not null and ${table.level} > 0)`,
    ),
    check("offerwall_offers_reward_positive", sql`${table.rewardAmount} > 0`),
  ],
);

/** One credited conversion: `kleos` for Kleos' own offers (transaction id `<offer>:<user>`), or a network's. */
export const offerwallConversionsTable = pgTable(
  "offerwall_conversions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    network: text("network").notNull(),
    transactionId: text("transaction_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    offerId: text("offer_id"),
    offerName: text("offer_name"),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    creditTransactionId: uuid("credit_transaction_id")
      .notNull()
      .references(() => ledgerTransactionsTable.id),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Set once by the network's reversal (chargeback). */
    reversedAt: at("reversed_at"),
    /** What the reversal took back: the credit, or less when the gamer had already spent it. */
    reversedAmount: bigint("reversed_amount", { mode: "number" }),
    reversalTransactionId: uuid("reversal_transaction_id").references(() => ledgerTransactionsTable.id),
    reversalReason: text("reversal_reason"),
  },
  (table) => [
    uniqueIndex("offerwall_conversions_network_transaction_key").on(table.network, table.transactionId),
    index("offerwall_conversions_user_idx").on(table.userId, table.createdAt),
  ],
);
