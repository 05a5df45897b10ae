/**
 * Tournaments of catalogue games. A tournament has a prize table (one row per paid final rank) and seats that
 * gamers register for (one row per gamer). Entry is free, so no money moves on registration.
 *
 * `registered_count` is raised and lowered in the same transaction as the registration row, by a conditional
 * update (`registered_count < capacity`), so the seats hold under concurrent registrations; the check
 * constraint is the last line of defence.
 *
 * Status is not stored: it follows from the dates and `results_recorded_at`
 * (src/domain/tournaments/tournament-lifecycle.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { gamesTable } from "@/server/db/schema/games";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const tournamentsTable = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    gameId: integer("game_id")
      .notNull()
      .references(() => gamesTable.id),
    /** SOLO, DUO or SQUAD. */
    format: text("format").notNull(),
    registrationOpensAt: at("registration_opens_at").notNull(),
    registrationClosesAt: at("registration_closes_at").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    capacity: integer("capacity").notNull(),
    registeredCount: integer("registered_count").notNull().default(0),
    /** Set when the final ranks are written: the tournament is then COMPLETED. */
    resultsRecordedAt: at("results_recorded_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("tournaments_starts_idx").on(table.startsAt, table.id),
    index("tournaments_ends_idx").on(table.endsAt, table.id),
    index("tournaments_game_idx").on(table.gameId),
    check(
      "tournaments_dates_check",
      sql`${table.registrationOpensAt} < ${table.registrationClosesAt} and ${table.registrationClosesAt} <= ${table.startsAt} and ${table.startsAt} < ${table.endsAt}`,
    ),
    check("tournaments_capacity_check", sql`${table.capacity} > 0`),
    check(
      "tournaments_registered_count_check",
      sql`${table.registeredCount} >= 0 and ${table.registeredCount} <= ${table.capacity}`,
    ),
    check("tournaments_format_check", sql`${table.format} in ('SOLO', 'DUO', 'SQUAD')`),
  ],
);

export const tournamentPrizesTable = pgTable(
  "tournament_prizes",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournamentsTable.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    currency: text("currency").notNull(),
    /** Base units of `currency`. */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.rank] }),
    check("tournament_prizes_rank_check", sql`${table.rank} >= 1`),
    check("tournament_prizes_amount_check", sql`${table.amount} >= 0`),
  ],
);

export const tournamentRegistrationsTable = pgTable(
  "tournament_registrations",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournamentsTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    registeredAt: at("registered_at").notNull().defaultNow(),
    /** The final rank, once results are recorded. */
    finalRank: integer("final_rank"),
  },
  (table) => [
    // One seat per gamer per tournament.
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    uniqueIndex("tournament_registrations_rank_key").on(table.tournamentId, table.finalRank),
    index("tournament_registrations_user_idx").on(table.userId),
    check("tournament_registrations_rank_check", sql`${table.finalRank} is null or ${table.finalRank} >= 1`),
  ],
);
