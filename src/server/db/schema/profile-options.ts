import { index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

/**
 * What the profile's pickers offer: professions, and cities and colleges per country. Reference data, loaded
 * at start-up from the seed and searchable by any word's prefix (`search_key` is lower case, accents removed).
 */
export const profileOptionsTable = pgTable(
  "profile_options",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    countryCode: text("country_code"),
    city: text("city"),
    name: text("name").notNull(),
    searchKey: text("search_key").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    unique("profile_options_natural_key")
      .on(table.kind, table.countryCode, table.city, table.name)
      .nullsNotDistinct(),
    index("profile_options_lookup_idx").on(table.kind, table.countryCode, table.position),
  ],
);
