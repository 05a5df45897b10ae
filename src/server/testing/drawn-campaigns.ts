/**
 * Rows the drawn-distribution tests stand on, written straight into the tables: a raffle or leaderboard
 * campaign (its seed committed as at publishing), users, and participants who completed it or not.
 *
 * The tests work on a database of their own, without the app (no HTTP is involved): a migrated in-memory
 * PGlite, or, when DATABASE_URL is set, PostgreSQL in a schema of its own that is dropped on close. Unless a
 * test says otherwise its campaign ends years from now and the test passes its own "now" after that end, so a
 * distribution worker on the real clock would leave the campaign to the test.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Cause, Effect, Exit, Layer } from "effect";
import pg from "pg";
import type { LeaderboardTier } from "@/domain/campaigns/campaign-lifecycle";
import type { Currency } from "@/domain/constants/money";
import { loadConfig } from "@/server/config";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { Database as DatabaseService } from "@/server/db/database";
import { CampaignLeaderboardRepository } from "@/server/db/repositories/campaign-leaderboard-repository";
import { CampaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { NotificationRepository } from "@/server/db/repositories/notification-repository";
import { LeaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { LedgerRepository } from "@/server/db/repositories/ledger-repository";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { CampaignLeaderboard } from "@/server/services/campaigns/campaign-leaderboard";
import { CampaignDistribution, campaignRewardKey } from "@/server/services/campaigns/distribution";
import { newRaffleSeed, raffleSeedHash } from "@/domain/campaigns/raffle";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import { Ledger } from "@/server/services/wallet/ledger";

/** A freshly migrated database: PGlite in memory, or a throwaway PostgreSQL schema with DATABASE_URL. */
export const openTestDatabase = async (): Promise<Database> => {
  const { databaseUrl } = loadConfig(process.env);
  if (databaseUrl === undefined)
    return openDatabase({ dataDir: "memory://", databaseUrl: undefined, databaseSchema: "public" });
  const databaseSchema = `t_${randomBytes(8).toString("hex")}`;
  const database = await openDatabase({ dataDir: "memory://", databaseUrl, databaseSchema });
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${databaseSchema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
};

export const MINUTE = 60_000;
const DAY = 86_400_000;

let nextEnd = 0;

/** A distinct end, years ahead of the real clock, per call: tests sharing a database do not see each other's. */
export const futureEnd = (): Date => {
  nextEnd += 1;
  return new Date(Date.UTC(2090, 0, 1) + nextEnd * DAY);
};

export interface DrawnCampaignFields {
  readonly endsAt?: Date;
  readonly lifecycle?: string;
  readonly rewardCurrency?: Currency;
  readonly rewardAmount?: number;
  /** A raffle's seed; `null` for one published without (a fault). */
  readonly seed?: string | null;
}

export interface TestDrawnCampaign {
  readonly id: string;
  readonly slug: string;
  readonly endsAt: Date;
}

const insertDrawn = async (
  db: Db,
  distribution: "RAFFLE" | "LEADERBOARD",
  distributionConfig: object,
  fields: DrawnCampaignFields,
): Promise<TestDrawnCampaign> => {
  const endsAt = fields.endsAt ?? futureEnd();
  const slug = `drawn-${randomBytes(6).toString("hex")}`;
  const seed = distribution === "RAFFLE" ? (fields.seed === undefined ? newRaffleSeed() : fields.seed) : null;
  const [row] = await db
    .insert(campaignsTable)
    .values({
      kind: "campaign",
      slug,
      title: slug,
      lifecycle: fields.lifecycle ?? "PUBLISHED",
      startsAt: new Date(endsAt.getTime() - 7 * DAY),
      endsAt,
      claimEndsAt: endsAt,
      rewardCurrency: fields.rewardCurrency ?? "KCASH",
      rewardAmount: fields.rewardAmount ?? 0,
      distribution,
      distributionConfig,
      raffleSeed: seed,
      raffleSeedHash: seed === null ? null : raffleSeedHash(seed),
      publishedAt: new Date(endsAt.getTime() - 8 * DAY),
    })
    .returning({ id: campaignsTable.id, slug: campaignsTable.slug });
  if (row === undefined) throw new Error("Inserting a campaign returned no row");
  return { ...row, endsAt };
};

export const insertRaffleCampaign = (
  db: Db,
  winners: number,
  fields: DrawnCampaignFields = {},
): Promise<TestDrawnCampaign> => insertDrawn(db, "RAFFLE", { winners }, { rewardAmount: 2_500, ...fields });

export const insertLeaderboardCampaign = (
  db: Db,
  tiers: readonly LeaderboardTier[],
  fields: DrawnCampaignFields = {},
): Promise<TestDrawnCampaign> => insertDrawn(db, "LEADERBOARD", { tiers }, fields);

export const insertUsers = async (db: Db, count: number): Promise<string[]> => {
  if (count === 0) return [];
  const rows = await db
    .insert(usersTable)
    .values(Array.from({ length: count }, () => ({})))
    .returning({ id: usersTable.id });
  return rows.map((row) => row.id);
};

export interface ParticipantFields {
  /** When every active task was verified; null for one who did not finish. */
  readonly completedAt: Date | null;
  readonly score?: number;
}

export const insertParticipant = async (
  db: Db,
  campaign: TestDrawnCampaign,
  userId: string,
  fields: ParticipantFields,
): Promise<void> => {
  await db.insert(campaignParticipantsTable).values({
    campaignId: campaign.id,
    userId,
    startedAt: new Date(campaign.endsAt.getTime() - 6 * DAY),
    completedAt: fields.completedAt,
    score: fields.score ?? 0,
  });
};

/** `count` new users who completed the campaign an hour before its end; answers their ids. */
export const insertCompleters = async (
  db: Db,
  campaign: TestDrawnCampaign,
  count: number,
): Promise<string[]> => {
  const userIds = await insertUsers(db, count);
  for (const userId of userIds)
    await insertParticipant(db, campaign, userId, {
      completedAt: new Date(campaign.endsAt.getTime() - 60 * MINUTE),
    });
  return userIds;
};

export const findCampaign = async (db: Db, campaignId: string) => {
  const [row] = await db.select().from(campaignsTable).where(eq(campaignsTable.id, campaignId));
  if (row === undefined) throw new Error(`No campaign ${campaignId}`);
  return row;
};

/**
 * Reward movements the user received for the campaign, whatever their key (all should carry the campaign's
 * reward key, so there is at most one).
 */
export const rewardsFor = async (
  db: Db,
  campaign: TestDrawnCampaign,
  userId: string,
): Promise<{ readonly count: number; readonly keys: readonly string[] }> => {
  const rows = await db
    .select({ key: ledgerTransactionsTable.idempotencyKey })
    .from(ledgerTransactionsTable)
    .where(
      and(
        eq(ledgerTransactionsTable.userId, userId),
        eq(ledgerTransactionsTable.type, "reward"),
        eq(ledgerTransactionsTable.reference, `campaign:${campaign.slug}`),
      ),
    );
  return { count: rows.length, keys: rows.map((row) => row.key) };
};

/** The ledger key a campaign reward to the user is written under (the ledger prefixes credits `reward:`). */
export const rewardLedgerKey = (campaign: TestDrawnCampaign, userId: string): string =>
  `reward:${campaignRewardKey(campaign.id, userId)}`;

/** The drawn-campaign services over a test database, with the ledger and the repositories they are built on. */
const drawnCampaignServices = (database: Database) =>
  Layer.mergeAll(CampaignLeaderboard.layer, CampaignDistribution.layer).pipe(
    Layer.provideMerge(Ledger.layer),
    Layer.provideMerge(IdempotentRequests.layer),
    Layer.provideMerge(
      Layer.mergeAll(
        CampaignLeaderboardRepository.layer,
        CampaignPayoutRepository.layer,
        CampaignProgressRepository.layer,
        LedgerRepository.layer,
        IdempotencyRepository.layer,
        LeaderboardRepository.layer,
        NotificationRepository.layer,
      ),
    ),
    Layer.provideMerge(DatabaseService.layer(database)),
  );

/** Runs a service call on the test database; a typed failure or a defect rejects with the error itself. */
export const runOn = async <A, E>(
  database: Database,
  effect: Effect.Effect<A, E, Layer.Success<ReturnType<typeof drawnCampaignServices>>>,
): Promise<A> => {
  const exit = await Effect.runPromiseExit(Effect.provide(effect, drawnCampaignServices(database)));
  if (Exit.isSuccess(exit)) return exit.value;
  throw Cause.squash(exit.cause);
};

/** The user's balance in `currency`, as the ledger's repository reads it. */
export const balanceOf = async (
  database: Database,
  userId: string,
  currency: Currency = "KCASH",
): Promise<number> => {
  const balances = await runOn(
    database,
    LedgerRepository.use((ledger) => ledger.balancesOf(userId)),
  );
  return balances.get(currency) ?? 0;
};
