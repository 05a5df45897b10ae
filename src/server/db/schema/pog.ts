/**
 * Proof of Gamer: each gamer's place in the mint flow (spec §4) and the `.kleos` name they reserved. One row
 * per gamer (the flow starts when the name is reserved); the name is unique without regard to case, so of two
 * gamers asking for one name at once exactly one insert succeeds.
 */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
  },
  (table) => [
    uniqueIndex("pog_mints_user_key").on(table.userId),
    uniqueIndex("pog_mints_username_lower_key").on(sql`lower(${table.username})`),
    check("pog_mints_username_length", sql`char_length(${table.username}) between 5 and 12`),
  ],
);
