/**
 * The POG showcase: likes of cards (one per gamer and card: the primary key makes a second like a no-op, so
 * concurrent likes each count once) and the first-party short links `/s/{code}` that share a card.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pogCardLikesTable = pgTable(
  "pog_card_likes",
  {
    /** The card's holder (a card is its gamer's: one per gamer). */
    cardUserId: uuid("card_user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    likerId: uuid("liker_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    likedAt: at("liked_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "pog_card_likes_pkey", columns: [table.cardUserId, table.likerId] }),
    index("pog_card_likes_card_liked_idx").on(table.cardUserId, table.likedAt),
  ],
);

export const pogShareLinksTable = pgTable(
  "pog_share_links",
  {
    code: text("code").primaryKey(),
    sharerId: uuid("sharer_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    cardUserId: uuid("card_user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    /** `view` or `mint` (src/domain/pog/pog-share.ts). */
    cta: text("cta").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pog_share_links_sharer_card_cta_key").on(table.sharerId, table.cardUserId, table.cta),
    check("pog_share_links_cta", sql`${table.cta} in ('view', 'mint')`),
  ],
);
