import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const userSearchesTable = pgTable(
  "user_searches",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull(),
    geography: text("geography").notNull(),
    resultCount: integer("result_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_searches_geography_created_idx").on(table.geography, table.createdAt)],
);
