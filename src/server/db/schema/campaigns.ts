/**
 * Quests (K-Quest) and airdrop campaigns (K-Drop): one model, told apart by `kind`. A campaign has ordered
 * tasks; a user who starts it gets a participant row and one progress row per task they validate. Rewards are
 * paid through the ledger, once per (campaign, user) idempotency key, either when the user claims (everyone,
 * first come first served) or by the distribution job when it ends (raffle, leaderboard tiers), which writes
 * one payout row per winner before paying it.
 *
 * Status is not stored: it follows from `lifecycle`, the dates and `distribution_state`
 * (src/domain/campaigns/campaign-lifecycle.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { gamesTable } from "@/server/db/schema/games";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const campaignsTable = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** `campaign` (K-Drop) or `quest` (K-Quest). */
    kind: text("kind").notNull(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    gameId: integer("game_id").references(() => gamesTable.id),
    /** DRAFT, PUBLISHED or ARCHIVED: what admins decide. */
    lifecycle: text("lifecycle").notNull().default("DRAFT"),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** End of the claim window of rewards paid on claim. */
    claimEndsAt: at("claim_ends_at").notNull(),
    featured: boolean("featured").notNull().default(false),
    isPrivate: boolean("is_private").notNull().default(false),
    /** Follows, likes, memberships and holdings (CLAIM_RECHECK_TYPES) must still hold at claim: checked again. */
    recheckAtClaim: boolean("recheck_at_claim").notNull().default(false),
    /** Two-letter continent codes; empty means everywhere. */
    applicableContinents: text("applicable_continents")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 codes; empty means every country of the continents above. */
    applicableCountries: text("applicable_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rewardCurrency: text("reward_currency").notNull(),
    /** Base units paid to each user who completes (EVERYONE, FCFS) or wins (RAFFLE). */
    rewardAmount: bigint("reward_amount", { mode: "number" }).notNull(),
    /** EVERYONE, FCFS, RAFFLE or LEADERBOARD. */
    distribution: text("distribution").notNull(),
    /** The method's settings: `{ cap }`, `{ winners }` or `{ tiers }`. */
    distributionConfig: jsonb("distribution_config").notNull().default({}),
    /** PENDING, PROCESSING or CREDITED (drawn distributions). */
    distributionState: text("distribution_state").notNull().default("PENDING"),
    /** Paid claims of an FCFS campaign, raised in the claim's transaction so the cap holds. */
    claimedCount: integer("claimed_count").notNull().default(0),
    participantCount: integer("participant_count").notNull().default(0),
    /** Quests: how many gamers may start it (null: no limit). */
    slots: integer("slots"),
    /** Raffle: sha256 of the seed, published before the campaign opens. */
    raffleSeedHash: text("raffle_seed_hash"),
    /** Raffle: the seed, kept secret until the draw and shown after it. */
    raffleSeed: text("raffle_seed"),
    raffleRevealedAt: at("raffle_revealed_at"),
    bannerImage: text("banner_image").notNull().default(""),
    createdBy: uuid("created_by").references(() => usersTable.id),
    publishedAt: at("published_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("campaigns_kind_dates_idx").on(table.kind, table.lifecycle, table.startsAt, table.endsAt),
    // The lists' segments (campaign-repository.ts): live ones by end, the ended ones backwards, upcoming by start.
    index("campaigns_list_ends_idx").on(
      table.kind,
      table.lifecycle,
      table.isPrivate,
      table.featured,
      table.endsAt,
      table.id,
    ),
    index("campaigns_list_starts_idx").on(
      table.kind,
      table.lifecycle,
      table.isPrivate,
      table.featured,
      table.startsAt,
      table.id,
    ),
    // The next moment a published campaign's status changes (a kept page of the list lasts until then).
    index("campaigns_next_end_idx").on(table.kind, table.lifecycle, table.endsAt),
    index("campaigns_next_claim_end_idx").on(table.kind, table.lifecycle, table.claimEndsAt),
    index("campaigns_featured_idx").on(table.featured),
    index("campaigns_game_idx").on(table.gameId),
    index("campaigns_countries_idx").using("gin", table.applicableCountries),
    index("campaigns_title_idx").on(sql`lower(${table.title})`),
    check(
      "campaigns_dates_check",
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.claimEndsAt}`,
    ),
    check("campaigns_reward_check", sql`${table.rewardAmount} >= 0`),
    check("campaigns_claimed_count_check", sql`${table.claimedCount} >= 0`),
  ],
);

export const campaignTasksTable = pgTable(
  "campaign_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** One of TASK_TYPES (src/domain/tasks/task-types.ts). */
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The type's configuration (TaskConfigs). */
    config: jsonb("config").notNull().default({}),
    /** Switched-off tasks do not lock claiming. */
    active: boolean("active").notNull().default(true),
    /** Leaderboard score a verified task adds. */
    points: integer("points").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("campaign_tasks_position_key").on(table.campaignId, table.position)],
);

export const campaignParticipantsTable = pgTable(
  "campaign_participants",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    startedAt: at("started_at").notNull().defaultNow(),
    /** Set when every active task was verified. */
    completedAt: at("completed_at"),
    score: integer("score").notNull().default(0),
    /** The user whose invite brought this one (SHARE_REFERRAL_INVITE). */
    referredBy: uuid("referred_by").references(() => usersTable.id),
    claimedAt: at("claimed_at"),
    claimTransactionId: uuid("claim_transaction_id"),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    index("campaign_participants_user_idx").on(table.userId),
    index("campaign_participants_rank_idx").on(table.campaignId, table.score, table.completedAt),
    index("campaign_participants_referrer_idx").on(table.campaignId, table.referredBy),
  ],
);

export const taskProgressTable = pgTable(
  "task_progress",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => campaignTasksTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    /** VALIDATING, REVALIDATE or VERIFIED (TaskState). */
    state: text("state").notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: at("verified_at"),
    /** The last failed validation: `{ message, errorCode, errorType }`. */
    lastError: jsonb("last_error"),
    /** A not-verified answer is kept until then (the re-check cooldown): asking earlier answers it again. */
    nextCheckAt: at("next_check_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index("task_progress_user_idx").on(table.campaignId, table.userId),
  ],
);

/**
 * The verification record: every check a verifier made of a gamer's task (on validate, and again at claim for a
 * campaign that re-checks), with what it looked at and what it found, for the admins. Append-only.
 */
export const taskVerificationChecksTable = pgTable(
  "task_verification_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => campaignTasksTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    /** `validate` (the gamer asked) or `claim` (checked again before paying). */
    phase: text("phase").notNull(),
    checkedAt: at("checked_at").notNull(),
    verified: boolean("verified").notNull(),
    errorCode: text("error_code"),
    errorType: text("error_type"),
    /** What the check looked at (CheckedFacts): the outside account, the channel, the playtime read. */
    checked: jsonb("checked")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("task_verification_checks_campaign_user_idx").on(table.campaignId, table.userId, table.checkedAt),
  ],
);

/** SPECIAL_CODE tasks' codes, stored as HMACs; each may be used `use_limit` times, once per user. */
export const specialCodesTable = pgTable(
  "campaign_special_codes",
  {
    id: serial("id").primaryKey(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => campaignTasksTable.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    useLimit: integer("use_limit").notNull(),
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("campaign_special_codes_key").on(table.taskId, table.codeHash),
    check(
      "campaign_special_codes_uses_check",
      sql`${table.uses} >= 0 and ${table.uses} <= ${table.useLimit}`,
    ),
  ],
);

export const specialCodeUsesTable = pgTable(
  "campaign_special_code_uses",
  {
    codeId: integer("code_id")
      .notNull()
      .references(() => specialCodesTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    usedAt: at("used_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.userId] })],
);

/** A gamer's own referral code (CREATE_REFERRAL), shared in invite links. */
export const referralCodesTable = pgTable("referral_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id),
  code: text("code").notNull().unique(),
  createdAt: createdAt(),
});

/** Clicks through the tracked redirect of URI_REDIRECTION tasks. */
export const taskRedirectClicksTable = pgTable(
  "task_redirect_clicks",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => campaignTasksTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    clickedAt: at("clicked_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] })],
);

/** A gamer's identity in a game (spec §1's seven game login kinds), captured for quests and tasks. */
export const gameUsernamesTable = pgTable(
  "game_usernames",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => gamesTable.id),
    /** One of GAME_LOGIN_METHODS. */
    loginMethod: text("login_method").notNull(),
    value: text("value").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

/** Partner games Kleos asks, with an HMAC-signed request, whether a user did something (GAME_API_VALIDATION). */
export const gamePartnersTable = pgTable("game_partners", {
  id: text("id").primaryKey(),
  gameId: integer("game_id").references(() => gamesTable.id),
  endpoint: text("endpoint").notNull(),
  /** Shared HMAC-SHA256 key. */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

/** Payouts of drawn distributions: written before paying so a restart neither loses nor repeats one. */
export const campaignPayoutsTable = pgTable(
  "campaign_payouts",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    rank: integer("rank").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    transactionId: uuid("transaction_id"),
    paidAt: at("paid_at"),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    uniqueIndex("campaign_payouts_rank_key").on(table.campaignId, table.rank),
  ],
);

/** Roles beyond gamer. The first admin comes from config (KLEOS_ADMIN_EMAILS / KLEOS_ADMIN_PHONES). */
export const userRolesTable = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    role: text("role").notNull(),
    grantedAt: at("granted_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);
