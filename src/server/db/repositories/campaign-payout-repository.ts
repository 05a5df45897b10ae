/**
 * Storage of drawn distributions (raffle, leaderboard tiers): the campaigns due for a draw, their completers,
 * and the payout rows the distribution job writes before it pays them. Holds no business rules.
 */
import { Context, Effect, Layer } from "effect";
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import type { DbOrTransaction } from "@/server/db/client";
import {
  campaignParticipantsTable,
  campaignPayoutsTable,
  campaignsTable,
} from "@/server/db/schema/campaigns";

export type CampaignPayoutRow = typeof campaignPayoutsTable.$inferSelect;

/** What the distribution job needs of a campaign. */
export interface DrawnCampaignRow {
  readonly id: string;
  readonly slug: string;
  readonly lifecycle: string;
  readonly distribution: string;
  readonly distributionConfig: unknown;
  readonly distributionState: string;
  readonly endsAt: Date;
  readonly rewardCurrency: string;
  readonly rewardAmount: number;
  readonly raffleSeed: string | null;
  readonly raffleRevealedAt: Date | null;
}

export interface CompleterRow {
  readonly userId: string;
  readonly score: number;
  readonly completedAt: Date;
}

export interface NewPayout {
  readonly campaignId: string;
  readonly userId: string;
  readonly rank: number;
  readonly amount: number;
}

export interface PayoutProgress {
  readonly paid: number;
  readonly total: number;
}

const DRAWN_METHODS = ["RAFFLE", "LEADERBOARD"];

const drawnCampaignColumns = {
  id: campaignsTable.id,
  slug: campaignsTable.slug,
  lifecycle: campaignsTable.lifecycle,
  distribution: campaignsTable.distribution,
  distributionConfig: campaignsTable.distributionConfig,
  distributionState: campaignsTable.distributionState,
  endsAt: campaignsTable.endsAt,
  rewardCurrency: campaignsTable.rewardCurrency,
  rewardAmount: campaignsTable.rewardAmount,
  raffleSeed: campaignsTable.raffleSeed,
  raffleRevealedAt: campaignsTable.raffleRevealedAt,
};

/**
 * The Drizzle functions behind CampaignPayoutRepository; services use the tag below, and seeds and test
 * fixtures that hold a connection call them directly.
 */
export const campaignPayoutRepository = {
  /** Published raffle and leaderboard campaigns that have ended and whose distribution has not started. */
  findDueForDistribution: async (
    db: DbOrTransaction,
    now: Date,
  ): Promise<{ readonly id: string; readonly endsAt: Date }[]> =>
    db
      .select({ id: campaignsTable.id, endsAt: campaignsTable.endsAt })
      .from(campaignsTable)
      .where(
        and(
          eq(campaignsTable.lifecycle, "PUBLISHED"),
          inArray(campaignsTable.distribution, DRAWN_METHODS),
          eq(campaignsTable.distributionState, "PENDING"),
          lte(campaignsTable.endsAt, now),
        ),
      ),

  /** The campaign, its row locked until the transaction ends: draws and the final state change take turns. */
  lockCampaign: async (tx: DbOrTransaction, campaignId: string): Promise<DrawnCampaignRow | undefined> =>
    (
      await tx
        .select(drawnCampaignColumns)
        .from(campaignsTable)
        .where(eq(campaignsTable.id, campaignId))
        .for("update")
    )[0],

  /** Participants who completed every active task by `endsAt`. */
  completersOf: async (db: DbOrTransaction, campaignId: string, endsAt: Date): Promise<CompleterRow[]> => {
    const rows = await db
      .select({
        userId: campaignParticipantsTable.userId,
        score: campaignParticipantsTable.score,
        completedAt: campaignParticipantsTable.completedAt,
      })
      .from(campaignParticipantsTable)
      .where(
        and(
          eq(campaignParticipantsTable.campaignId, campaignId),
          isNotNull(campaignParticipantsTable.completedAt),
          lte(campaignParticipantsTable.completedAt, endsAt),
        ),
      );
    return rows.flatMap((row) =>
      row.completedAt === null ? [] : [{ ...row, completedAt: row.completedAt }],
    );
  },

  /** Writes payout rows; rows already there (same user or rank) are kept as they are. */
  insertAll: async (db: DbOrTransaction, payouts: readonly NewPayout[]): Promise<void> => {
    if (payouts.length === 0) return;
    await db
      .insert(campaignPayoutsTable)
      .values([...payouts])
      .onConflictDoNothing();
  },

  /** PENDING becomes PROCESSING; a raffle's seed is revealed from `revealAt` (kept if already set). */
  markProcessing: async (
    db: DbOrTransaction,
    campaignId: string,
    revealAt: Date | undefined,
    now: Date,
  ): Promise<void> => {
    await db
      .update(campaignsTable)
      .set({
        distributionState: sql`case when ${campaignsTable.distributionState} = 'PENDING' then 'PROCESSING' else ${campaignsTable.distributionState} end`,
        ...(revealAt === undefined
          ? {}
          : {
              raffleRevealedAt: sql`coalesce(${campaignsTable.raffleRevealedAt}, ${revealAt.toISOString()}::timestamptz)`,
            }),
        updatedAt: now,
      })
      .where(eq(campaignsTable.id, campaignId));
  },

  markCredited: async (db: DbOrTransaction, campaignId: string, now: Date): Promise<void> => {
    await db
      .update(campaignsTable)
      .set({ distributionState: "CREDITED", updatedAt: now })
      .where(eq(campaignsTable.id, campaignId));
  },

  /**
   * The best-ranked unpaid payout, locked until the transaction ends; one another worker is paying right now is skipped
   * (`SKIP LOCKED`), so workers sharing a distribution pay different rows.
   */
  takeUnpaid: async (tx: DbOrTransaction, campaignId: string): Promise<CampaignPayoutRow | undefined> =>
    (
      await tx
        .select()
        .from(campaignPayoutsTable)
        .where(and(eq(campaignPayoutsTable.campaignId, campaignId), isNull(campaignPayoutsTable.paidAt)))
        .orderBy(asc(campaignPayoutsTable.rank))
        .limit(1)
        .for("update", { skipLocked: true })
    )[0],

  markPaid: async (
    db: DbOrTransaction,
    payout: { readonly campaignId: string; readonly userId: string },
    transactionId: string,
    at: Date,
  ): Promise<void> => {
    await db
      .update(campaignPayoutsTable)
      .set({ transactionId, paidAt: at })
      .where(
        and(
          eq(campaignPayoutsTable.campaignId, payout.campaignId),
          eq(campaignPayoutsTable.userId, payout.userId),
        ),
      );
  },

  /** How many payouts are written and how many of them are paid. */
  progress: async (db: DbOrTransaction, campaignId: string): Promise<PayoutProgress> => {
    const [row] = await db
      .select({ total: count(), paid: count(campaignPayoutsTable.paidAt) })
      .from(campaignPayoutsTable)
      .where(eq(campaignPayoutsTable.campaignId, campaignId));
    return { paid: row?.paid ?? 0, total: row?.total ?? 0 };
  },

  /** Every payout of the campaign, best rank first. */
  listByCampaign: async (db: DbOrTransaction, campaignId: string): Promise<CampaignPayoutRow[]> =>
    db
      .select()
      .from(campaignPayoutsTable)
      .where(eq(campaignPayoutsTable.campaignId, campaignId))
      .orderBy(asc(campaignPayoutsTable.rank)),
};

/** The repository as a service: every method runs through `Database.query` (joining the caller's transaction). */
export class CampaignPayoutRepository extends Context.Service<
  CampaignPayoutRepository,
  QueryMethods<typeof campaignPayoutRepository>
>()("kleos/server/db/repositories/CampaignPayoutRepository") {
  static readonly layer = Layer.effect(
    CampaignPayoutRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return CampaignPayoutRepository.of(
        traced("CampaignPayoutRepository", queryMethods(query, campaignPayoutRepository)),
      );
    }),
  );
}
