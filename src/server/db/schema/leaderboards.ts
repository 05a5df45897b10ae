/**
 * Platform leaderboards (spec §7): a board (season, scope, score source, prize tiers), the score of each
 * participant (the truth the rank index mirrors: a gamer's account id, or a clan's id, as text) and the payouts of
 * a finished season (one per participant, paid once through the ledger). Scores only rise during a season.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignsTable } from "@/server/db/schema/campaigns";

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface StoredPrizeTier {
  readonly fromRank: number;
  readonly toRank: number;
  readonly currency: string;
  readonly amount: number;
}

export const leaderboardsTable = pgTable(
  "leaderboards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** GAMER, CLAN, CLAN_CHIEF, PARTNER_CLAN. */
    kind: text("kind").notNull(),
    /** The entity the board belongs to (a partner, a game), when it belongs to one. */
    entityRefId: text("entity_ref_id"),
    scoreSource: text("score_source").notNull(),
    seasonStartsAt: at("season_starts_at").notNull(),
    seasonEndsAt: at("season_ends_at").notNull(),
    prizeTiers: jsonb("prize_tiers").$type<readonly StoredPrizeTier[]>().notNull().default([]),
    /** When every prize was paid: the board is COMPLETED. */
    completedAt: at("completed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("leaderboards_kind_ref_idx").on(table.kind, table.entityRefId),
    // Live boards are found on every K-Points credit.
    index("leaderboards_season_idx").on(table.seasonStartsAt, table.seasonEndsAt),
    check("leaderboards_season_order", sql`${table.seasonStartsAt} < ${table.seasonEndsAt}`),
  ],
);

export const leaderboardScoresTable = pgTable(
  "leaderboard_scores",
  {
    leaderboardId: uuid("leaderboard_id")
      .notNull()
      .references(() => leaderboardsTable.id),
    participantId: text("participant_id").notNull(),
    score: bigint("score", { mode: "number" }).notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leaderboardId, table.participantId] }),
    // Board order (score, then participant id, both descending): SQL ranks, pages and the index's rebuild.
    index("leaderboard_scores_order_idx").on(
      table.leaderboardId,
      table.score.desc(),
      table.participantId.desc(),
    ),
  ],
);

export const leaderboardPayoutsTable = pgTable(
  "leaderboard_payouts",
  {
    leaderboardId: uuid("leaderboard_id")
      .notNull()
      .references(() => leaderboardsTable.id),
    participantId: text("participant_id").notNull(),
    /** Who is credited: the gamer, or the clan's chief when the season ended. */
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    rank: integer("rank").notNull(),
    score: bigint("score", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    paidAt: at("paid_at"),
  },
  (table) => [primaryKey({ columns: [table.leaderboardId, table.participantId] })],
);

/**
 * What of a gamer's progress in a quest or campaign the leaderboards have counted already (QUESTS_COMPLETED,
 * CAMPAIGN_POINTS): the highest score counted and when its completion was first counted. A task verified again
 * after it was reopened, or a quest completed again, raises no board twice.
 */
export const leaderboardCountedProgressTable = pgTable(
  "leaderboard_counted_progress",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    points: integer("points").notNull().default(0),
    completedAt: at("completed_at"),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] })],
);
