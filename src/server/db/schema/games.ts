import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const gamesTable = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    developer: text("developer").notNull(),
    genres: text("genres")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: text("platforms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    networks: text("networks")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    loginMethods: text("login_methods")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverImage: text("cover_image").notNull(),
    bannerImage: text("banner_image").notNull(),
    iconImage: text("icon_image").notNull(),
    websiteUrl: text("website_url"),
    releasedOn: date("released_on", { mode: "string" }),
    featured: boolean("featured").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("games_featured_position_idx").on(table.featured, table.position),
    index("games_genres_idx").using("gin", table.genres),
    index("games_platforms_idx").using("gin", table.platforms),
    index("games_networks_idx").using("gin", table.networks),
  ],
);

/**
 * A game's name, tagline and description in a language other than English (the texts on `games`, the
 * catalogue's own and the fallback); any of them may be absent, and then English is shown for it.
 */
export const gameTranslationsTable = pgTable(
  "game_translations",
  {
    gameId: integer("game_id")
      .notNull()
      .references(() => gamesTable.id, { onDelete: "cascade" }),
    /** BCP 47 tag. */
    language: text("language").notNull(),
    name: text("name"),
    tagline: text("tagline"),
    description: text("description"),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.language] })],
);

export const gameGenresTable = pgTable("game_genres", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull(),
});
