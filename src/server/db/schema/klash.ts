/**
 * The Klash arena: which catalogue games the partner arena hosts (with the arena provider's own id for each and
 * whether it is live or takes waitlist sign-ups), the waitlist (one row per gamer and game: a second sign-up
 * finds the first), and the admins' promotion overlay schedule windows.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { gamesTable } from "@/server/db/schema/games";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const arenaGamesTable = pgTable(
  "arena_games",
  {
    gameId: integer("game_id")
      .primaryKey()
      .references(() => gamesTable.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerGameId: text("provider_game_id").notNull().unique(),
    status: text("status").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    check("arena_games_provider_check", sql`${table.provider} in ('GAMERJI')`),
    check("arena_games_status_check", sql`${table.status} in ('LIVE', 'COMING_SOON')`),
  ],
);

export const arenaWaitlistTable = pgTable(
  "arena_waitlist",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => arenaGamesTable.gameId, { onDelete: "cascade" }),
    joinedAt: at("joined_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

export const overlaySchedulesTable = pgTable(
  "overlay_schedules",
  {
    id: serial("id").primaryKey(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    delaySeconds: integer("delay_seconds").notNull(),
    createdBy: uuid("created_by").references(() => usersTable.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("overlay_schedules_window_check", sql`${table.endsAt} > ${table.startsAt}`),
    index("overlay_schedules_starts_idx").on(table.startsAt),
  ],
);
