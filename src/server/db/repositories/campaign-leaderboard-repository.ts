/**
 * A LEADERBOARD campaign's ranks as stored: its participants ranked in SQL (completers first, in the order of
 * `compareLeaderboard` in services/campaigns/distribution.ts, which the payouts use), and, once drawn, its
 * payout rows. No business rules beyond that order; names and prizes are the service's.
 */
import { Context, Effect, Layer } from "effect";
import { and, asc, count, eq, gt, lte, or, sql, type SQL } from "drizzle-orm";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import type { DbOrTransaction } from "@/server/db/client";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignParticipantsTable, campaignPayoutsTable } from "@/server/db/schema/campaigns";

export interface RankedParticipant {
  readonly userId: string;
  readonly username: string | null;
  readonly rank: number;
  readonly score: number;
  readonly completedAt: Date | null;
  /** Completed every task by the campaign's end: ranked among those the payouts rank. */
  readonly completer: boolean;
}

export interface PaidRank {
  readonly userId: string;
  readonly username: string | null;
  readonly rank: number;
  readonly amount: number;
  readonly score: number;
  readonly completedAt: Date | null;
}

/** Rows of a page, and the caller's own row wherever it falls. */
export interface RankPage<Row> {
  readonly rows: Row[];
  readonly me: Row | undefined;
  readonly total: number;
}

const participants = campaignParticipantsTable;
const payouts = campaignPayoutsTable;

/**
 * The Drizzle functions behind CampaignLeaderboardRepository; services use the tag below, and seeds and test
 * fixtures that hold a connection call them directly.
 */
export const campaignLeaderboardRepository = {
  /**
   * The participants ranked 1..n: those who completed by `endsAt` first, by score (highest first), then who
   * completed first, then user id (as `compareLeaderboard`); then the others by score and user id.
   */
  rankedParticipants: async (
    db: DbOrTransaction,
    campaignId: string,
    endsAt: Date,
    pageOffset: number,
    pageLimit: number,
    userId: string | undefined,
  ): Promise<RankPage<RankedParticipant>> => {
    const completer = sql<boolean>`(${participants.completedAt} is not null and ${participants.completedAt} <= ${endsAt.toISOString()}::timestamptz)`;
    const ranked = db.$with("ranked").as(
      db
        .select({
          userId: participants.userId,
          score: participants.score,
          completedAt: participants.completedAt,
          completer: completer.as("completer"),
          rank: sql<number>`(row_number() over (order by ${completer} desc, ${participants.score} desc,
            ${participants.completedAt} asc nulls last, ${participants.userId} asc))::integer`.as("rank"),
        })
        .from(participants)
        .where(eq(participants.campaignId, campaignId)),
    );
    const onPage: SQL | undefined = and(
      gt(ranked.rank, pageOffset),
      lte(ranked.rank, pageOffset + pageLimit),
    );
    const [rows, totals] = await Promise.all([
      db
        .with(ranked)
        .select({
          userId: ranked.userId,
          username: usersTable.username,
          rank: ranked.rank,
          score: ranked.score,
          completedAt: ranked.completedAt,
          completer: ranked.completer,
        })
        .from(ranked)
        .innerJoin(usersTable, eq(usersTable.id, ranked.userId))
        .where(userId === undefined ? onPage : or(onPage, eq(ranked.userId, userId)))
        .orderBy(asc(ranked.rank)),
      db.select({ total: count() }).from(participants).where(eq(participants.campaignId, campaignId)),
    ]);
    const typed = rows.map((row) => ({ ...row, rank: Number(row.rank), completer: Boolean(row.completer) }));
    return {
      rows: typed.filter((row) => row.rank > pageOffset && row.rank <= pageOffset + pageLimit),
      me: typed.find((row) => row.userId === userId),
      total: totals[0]?.total ?? 0,
    };
  },

  /** The draw's payouts by rank, a page at a time, with the winners' names and scores. */
  paidRanks: async (
    db: DbOrTransaction,
    campaignId: string,
    pageOffset: number,
    pageLimit: number,
    userId: string | undefined,
  ): Promise<RankPage<PaidRank>> => {
    const columns = {
      userId: payouts.userId,
      username: usersTable.username,
      rank: payouts.rank,
      amount: payouts.amount,
      score: sql<number>`coalesce(${participants.score}, 0)`.mapWith(Number),
      completedAt: participants.completedAt,
    };
    const paid = (where: SQL | undefined) =>
      db
        .select(columns)
        .from(payouts)
        .innerJoin(usersTable, eq(usersTable.id, payouts.userId))
        .leftJoin(
          participants,
          and(eq(participants.campaignId, payouts.campaignId), eq(participants.userId, payouts.userId)),
        )
        .where(where)
        .orderBy(asc(payouts.rank));
    const [rows, mine, totals] = await Promise.all([
      paid(eq(payouts.campaignId, campaignId)).offset(pageOffset).limit(pageLimit),
      userId === undefined
        ? Promise.resolve([])
        : paid(and(eq(payouts.campaignId, campaignId), eq(payouts.userId, userId))),
      db.select({ total: count() }).from(payouts).where(eq(payouts.campaignId, campaignId)),
    ]);
    return { rows, me: mine[0], total: totals[0]?.total ?? 0 };
  },
};

/** The repository as a service: every method runs through `Database.query` (joining the caller's transaction). */
export class CampaignLeaderboardRepository extends Context.Service<
  CampaignLeaderboardRepository,
  QueryMethods<typeof campaignLeaderboardRepository>
>()("kleos/server/db/repositories/CampaignLeaderboardRepository") {
  static readonly layer = Layer.effect(
    CampaignLeaderboardRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return CampaignLeaderboardRepository.of(
        traced("CampaignLeaderboardRepository", queryMethods(query, campaignLeaderboardRepository)),
      );
    }),
  );
}
