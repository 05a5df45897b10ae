/**
 * The only code that touches the leaderboard tables. Status filters and ordering are SQL that mirrors
 * `leaderboardStatusAt` (src/domain/leaderboards/leaderboard-rules.ts) at the instant the caller passes. Scores are
 * raised in the transaction of the event that earns them (`addScore`: a K-Points credit, a quest's first completion,
 * a campaign task's points), and each raise is announced (`pg_notify` on LEADERBOARD_SCORES_CHANNEL, `<schema> <board> <participant> <score>`) when it commits, so every
 * server's rank index hears it. No rules here: the Leaderboards service decides.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type {
  LeaderboardKind,
  LeaderboardStatus,
  NewProgress,
  ScoreSource,
} from "@/domain/leaderboards/leaderboard-rules";
import { rowsOf, type DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
import {
  leaderboardPayoutsTable,
  leaderboardScoresTable,
  leaderboardsTable,
  type StoredPrizeTier,
} from "@/server/db/schema/leaderboards";

export const LEADERBOARD_SCORES_CHANNEL = "kleos_leaderboard_scores";

/** What a board's row shows of its participant besides the score: a name, and its clan's emblem as stored. */
export interface ParticipantFacts {
  readonly name: string | null;
  readonly clanLogo: string | null;
}

export interface LeaderboardRow {
  readonly id: string;
  readonly title: string;
  readonly kind: LeaderboardKind;
  readonly entityRefId: string | null;
  readonly scoreSource: ScoreSource;
  readonly seasonStartsAt: Date;
  readonly seasonEndsAt: Date;
  readonly prizeTiers: readonly StoredPrizeTier[];
  readonly completedAt: Date | null;
}

export interface NewLeaderboard {
  readonly title: string;
  readonly kind: LeaderboardKind;
  readonly entityRefId: string | null;
  readonly scoreSource: ScoreSource;
  readonly seasonStartsAt: Date;
  readonly seasonEndsAt: Date;
  readonly prizeTiers: readonly StoredPrizeTier[];
}

export type LeaderboardChanges = Partial<
  Pick<NewLeaderboard, "title" | "scoreSource" | "seasonStartsAt" | "seasonEndsAt" | "prizeTiers">
>;

export interface LeaderboardFilter {
  readonly kind?: LeaderboardKind;
  readonly statuses?: readonly LeaderboardStatus[];
  readonly entityRefId?: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface ScoreRow {
  readonly participantId: string;
  readonly score: number;
}

export interface FinalRank extends ScoreRow {
  readonly rank: number;
}

export interface Payout {
  readonly participantId: string;
  readonly userId: string;
  readonly rank: number;
  readonly score: number;
  readonly currency: string;
  readonly amount: number;
}

const b = leaderboardsTable;
const s = leaderboardScoresTable;

const columns = {
  id: b.id,
  title: b.title,
  kind: b.kind,
  entityRefId: b.entityRefId,
  scoreSource: b.scoreSource,
  seasonStartsAt: b.seasonStartsAt,
  seasonEndsAt: b.seasonEndsAt,
  prizeTiers: b.prizeTiers,
  completedAt: b.completedAt,
};

const asRow = (row: { kind: string; scoreSource: string } & Omit<LeaderboardRow, "kind" | "scoreSource">) =>
  ({
    ...row,
    kind: row.kind as LeaderboardKind,
    scoreSource: row.scoreSource as ScoreSource,
  }) as LeaderboardRow;

/** The status at `now` as SQL (mirrors `leaderboardStatusAt`). */
const statusIs = (status: LeaderboardStatus, now: Date): SQL => {
  switch (status) {
    case "PUBLISHED":
      return sql`${b.seasonStartsAt} > ${now}`;
    case "LIVE":
      return sql`${b.seasonStartsAt} <= ${now} and ${b.seasonEndsAt} > ${now}`;
    case "CONCLUDED":
      return sql`${b.seasonEndsAt} <= ${now} and ${b.completedAt} is null`;
    case "COMPLETED":
      return sql`${b.completedAt} is not null`;
  }
};

/** Live first (ending soonest), then upcoming (starting soonest), then past ones (most recently ended). */
const listOrder = (now: Date): SQL[] => [
  sql`case when ${b.seasonStartsAt} <= ${now} and ${b.seasonEndsAt} > ${now} then 0 when ${b.seasonStartsAt} > ${now} then 1 else 2 end`,
  sql`case when ${b.seasonEndsAt} > ${now} and ${b.seasonStartsAt} <= ${now} then ${b.seasonEndsAt} end asc nulls last`,
  sql`case when ${b.seasonStartsAt} > ${now} then ${b.seasonStartsAt} end asc nulls last`,
  sql`${b.seasonEndsAt} desc`,
  asc(b.id),
];

const rows = {
  insert: async (db: DbOrTransaction, board: NewLeaderboard): Promise<LeaderboardRow> => {
    const [row] = await db.insert(b).values(board).returning(columns);
    if (row === undefined) throw new Error("The leaderboard was not inserted");
    return asRow(row);
  },

  update: async (db: DbOrTransaction, id: string, changes: LeaderboardChanges): Promise<void> => {
    await db.update(b).set(changes).where(eq(b.id, id));
  },

  findById: async (db: DbOrTransaction, id: string, lock = false): Promise<LeaderboardRow | undefined> => {
    const select = db.select(columns).from(b).where(eq(b.id, id));
    const [row] = lock ? await select.for("update") : await select;
    return row === undefined ? undefined : asRow(row);
  },

  findNewestByRef: async (
    db: DbOrTransaction,
    kind: LeaderboardKind,
    entityRefId: string,
  ): Promise<LeaderboardRow | undefined> => {
    const [row] = await db
      .select(columns)
      .from(b)
      .where(and(eq(b.kind, kind), eq(b.entityRefId, entityRefId)))
      .orderBy(desc(b.seasonStartsAt), asc(b.id))
      .limit(1);
    return row === undefined ? undefined : asRow(row);
  },

  list: async (db: DbOrTransaction, filter: LeaderboardFilter, now: Date) => {
    const where = and(
      filter.kind === undefined ? undefined : eq(b.kind, filter.kind),
      filter.entityRefId === undefined ? undefined : eq(b.entityRefId, filter.entityRefId),
      filter.statuses === undefined
        ? undefined
        : sql`(${sql.join(
            filter.statuses.map((status) => sql`(${statusIs(status, now)})`),
            sql` or `,
          )})`,
    );
    const found = await db
      .select(columns)
      .from(b)
      .where(where)
      .orderBy(...listOrder(now))
      .offset(filter.pageOffset)
      .limit(filter.pageLimit);
    const [total] = await db.select({ total: count() }).from(b).where(where);
    return { rows: found.map(asRow), total: total?.total ?? 0 };
  },

  participantCounts: async (db: DbOrTransaction, ids: readonly string[]): Promise<Map<string, number>> => {
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: s.leaderboardId, total: count() })
      .from(s)
      .where(inArray(s.leaderboardId, [...ids]))
      .groupBy(s.leaderboardId);
    return new Map(found.map((row) => [row.id, row.total]));
  },

  /** Every score of a board, in board order (the rank index is built from this). */
  allScores: async (db: DbOrTransaction, id: string): Promise<ScoreRow[]> =>
    db
      .select({ participantId: s.participantId, score: s.score })
      .from(s)
      .where(eq(s.leaderboardId, id))
      .orderBy(desc(s.score), desc(s.participantId)),

  /** A participant's rank by SQL (the truth the index is held to): 1 + how many score strictly more. */
  sqlRankOf: async (db: DbOrTransaction, id: string, participantId: string): Promise<number | undefined> => {
    const result = rowsOf<{ rank: string | number | null }>(
      await db.execute(sql`
        select 1 + (select count(*) from leaderboard_scores o where o.leaderboard_id = m.leaderboard_id and o.score > m.score) as rank
        from leaderboard_scores m where m.leaderboard_id = ${id} and m.participant_id = ${participantId}`),
    );
    const rank = result[0]?.rank;
    return rank === undefined || rank === null ? undefined : Number(rank);
  },

  /**
   * Raises by `amount` the scores `userId` earns on every live board of `source`: the gamer's own, their open
   * clan's and that clan's chief's; announces each new score when the transaction commits.
   */
  addScore: async (
    db: DbOrTransaction,
    source: ScoreSource,
    userId: string,
    amount: number,
  ): Promise<void> => {
    await db.execute(sql`
      with member as (
        select m.clan_id, c.chief_id from clan_memberships m join clans c on c.id = m.clan_id
        where m.user_id = ${userId} and m.left_at is null and c.deleted_at is null limit 1
      ), targets as (
        select l.id as leaderboard_id,
          case l.kind when 'GAMER' then ${userId}::text
            when 'CLAN_CHIEF' then (select chief_id::text from member)
            else (select clan_id::text from member) end as participant_id
        from leaderboards l
        where l.score_source = ${source} and l.season_starts_at <= now() and l.season_ends_at > now()
      ), raised as (
        insert into leaderboard_scores (leaderboard_id, participant_id, score, updated_at)
        select leaderboard_id, participant_id, ${amount}, now() from targets where participant_id is not null
        on conflict (leaderboard_id, participant_id)
        do update set score = leaderboard_scores.score + excluded.score, updated_at = excluded.updated_at
        returning leaderboard_id, participant_id, score
      )
      select pg_notify(${LEADERBOARD_SCORES_CHANNEL},
        current_schema() || ' ' || leaderboard_id || ' ' || participant_id || ' ' || score) from raised`);
  },

  /**
   * Marks a gamer's progress in a quest or campaign as counted by the boards and answers what it adds since it
   * was last counted (the points of tasks verified since; the first completion), remembered in
   * `leaderboard_counted_progress`. Called after the participant's row was written in the same transaction, which
   * holds its lock, so two validations of one gamer in one campaign are counted one after the other.
   */
  countProgress: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
  ): Promise<NewProgress | undefined> => {
    const [row] = rowsOf<{ kind: string; points: string | number; completed: boolean }>(
      await db.execute(sql`
        with p as (
          select cp.campaign_id, cp.user_id, cp.score, cp.completed_at, c.kind
          from campaign_participants cp join campaigns c on c.id = cp.campaign_id
          where cp.campaign_id = ${campaignId} and cp.user_id = ${userId}
        ), old as (
          select points, completed_at from leaderboard_counted_progress
          where campaign_id = ${campaignId} and user_id = ${userId}
        ), counted as (
          insert into leaderboard_counted_progress as lcp (campaign_id, user_id, points, completed_at)
          select campaign_id, user_id, score, completed_at from p
          on conflict (campaign_id, user_id) do update
          set points = greatest(lcp.points, excluded.points),
            completed_at = coalesce(lcp.completed_at, excluded.completed_at)
        )
        select p.kind,
          greatest(p.score - coalesce((select points from old), 0), 0) as points,
          (p.completed_at is not null and (select completed_at from old) is null) as completed
        from p`),
    );
    if (row === undefined) return undefined;
    return {
      kind: row.kind === "quest" ? "quest" : "campaign",
      points: Number(row.points),
      completed: row.completed,
    };
  },

  /**
   * Scores a board from what its source counted since its season started (a board created after its start): the
   * same attribution as `addScore`, at each event's time (a K-Points credit, a quest's completion, a campaign
   * task's verification). Only on a board without scores.
   */
  backfill: async (db: DbOrTransaction, id: string, now: Date): Promise<void> => {
    await db.execute(sql`
      with board as (select * from leaderboards where id = ${id}), earned as (
        select a.user_id, p.amount, p.created_at
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        join ledger_transactions t on t.id = p.transaction_id
        where (select score_source from board) = 'KPOINTS_EARNED'
          and p.currency = 'KPOINTS' and p.amount > 0 and a.user_id is not null and t.type = 'reward'
        union all
        select cp.user_id, 1, cp.completed_at
        from campaign_participants cp join campaigns c on c.id = cp.campaign_id
        where (select score_source from board) = 'QUESTS_COMPLETED' and c.kind = 'quest'
          and cp.completed_at is not null
        union all
        select tp.user_id, t.points, tp.verified_at
        from task_progress tp
        join campaign_tasks t on t.id = tp.task_id
        join campaigns c on c.id = tp.campaign_id
        where (select score_source from board) = 'CAMPAIGN_POINTS' and c.kind = 'campaign'
          and tp.state = 'VERIFIED' and t.points > 0
      ), attributed as (
        select case l.kind when 'GAMER' then e.user_id::text
            when 'CLAN_CHIEF' then c.chief_id::text
            else c.id::text end as participant_id, e.amount
        from earned e
        cross join board l
        left join clan_memberships m on m.user_id = e.user_id and m.joined_at <= e.created_at
          and (m.left_at is null or m.left_at > e.created_at)
        left join clans c on c.id = m.clan_id and c.deleted_at is null
        where e.created_at >= l.season_starts_at and e.created_at < least(l.season_ends_at, ${now})
      )
      insert into leaderboard_scores (leaderboard_id, participant_id, score)
      select ${id}, participant_id, sum(amount) from attributed where participant_id is not null
      group by participant_id`);
  },

  /**
   * Participants' display names (gamers' usernames, clans' names) and the emblem of their clan (the clan ranked, or
   * the live clan a chief leads; none for gamers), by participant id: one query for a whole page of rows.
   */
  participants: async (
    db: DbOrTransaction,
    kind: LeaderboardKind,
    ids: readonly string[],
  ): Promise<Map<string, ParticipantFacts>> => {
    if (ids.length === 0) return new Map();
    if (kind === "CLAN" || kind === "PARTNER_CLAN") {
      const clanIds = ids.map(Number).filter((id) => Number.isSafeInteger(id));
      if (clanIds.length === 0) return new Map();
      const found = await db
        .select({ id: clansTable.id, name: clansTable.name, clanLogo: clansTable.logo })
        .from(clansTable)
        .where(inArray(clansTable.id, clanIds));
      return new Map(found.map(({ id, ...facts }) => [String(id), facts]));
    }
    if (kind === "CLAN_CHIEF") {
      const found = await db
        .select({ id: usersTable.id, name: usersTable.username, clanLogo: clansTable.logo })
        .from(usersTable)
        .leftJoin(clansTable, and(eq(clansTable.chiefId, usersTable.id), isNull(clansTable.deletedAt)))
        .where(inArray(usersTable.id, [...ids]));
      return new Map(found.map(({ id, ...facts }) => [id, facts]));
    }
    const found = await db
      .select({ id: usersTable.id, name: usersTable.username })
      .from(usersTable)
      .where(inArray(usersTable.id, [...ids]));
    return new Map(found.map((row) => [row.id, { name: row.name, clanLogo: null }]));
  },

  /** The clan a gamer belongs to now, and the clan they lead (if any). */
  clanOf: async (db: DbOrTransaction, userId: string) => {
    const [member] = await db
      .select({ clanId: clanMembershipsTable.clanId, chiefId: clansTable.chiefId })
      .from(clanMembershipsTable)
      .innerJoin(clansTable, eq(clansTable.id, clanMembershipsTable.clanId))
      .where(
        and(
          eq(clanMembershipsTable.userId, userId),
          isNull(clanMembershipsTable.leftAt),
          isNull(clansTable.deletedAt),
        ),
      )
      .limit(1);
    return member;
  },

  /** The gamers who were members of the clan at `at` (joined by then, not left before). */
  clanMembersAt: async (db: DbOrTransaction, clanId: number, at: Date): Promise<string[]> => {
    const found = await db
      .selectDistinct({ userId: clanMembershipsTable.userId })
      .from(clanMembershipsTable)
      .where(
        and(
          eq(clanMembershipsTable.clanId, clanId),
          lte(clanMembershipsTable.joinedAt, at),
          or(isNull(clanMembershipsTable.leftAt), gt(clanMembershipsTable.leftAt, at)),
        ),
      );
    return found.map((row) => row.userId);
  },

  clanExists: async (db: DbOrTransaction, clanId: number): Promise<boolean> => {
    const [found] = await db
      .select({ id: clansTable.id })
      .from(clansTable)
      .where(and(eq(clansTable.id, clanId), isNull(clansTable.deletedAt)));
    return found !== undefined;
  },

  /** Final standard competition ranks up to `maxRank`, with who is paid: the gamer, or the clan's chief. */
  finalRanks: async (db: DbOrTransaction, id: string, kind: LeaderboardKind, maxRank: number) => {
    const result = rowsOf<{
      participant_id: string;
      score: string | number;
      rank: string | number;
      user_id: string | null;
    }>(
      await db.execute(sql`
        select r.participant_id, r.score, r.rank,
          case when ${kind} in ('CLAN', 'PARTNER_CLAN') then c.chief_id::text else r.participant_id end as user_id
        from (
          select participant_id, score, rank() over (order by score desc) as rank
          from leaderboard_scores where leaderboard_id = ${id}
        ) r
        left join clans c on ${kind} in ('CLAN', 'PARTNER_CLAN') and c.id::text = r.participant_id
        where r.rank <= ${maxRank}
        order by r.rank, r.participant_id desc`),
    );
    return result.map((row) => ({
      participantId: row.participant_id,
      score: Number(row.score),
      rank: Number(row.rank),
      userId: row.user_id,
    }));
  },

  insertPayouts: async (db: DbOrTransaction, id: string, payouts: readonly Payout[]): Promise<void> => {
    if (payouts.length === 0) return;
    await db
      .insert(leaderboardPayoutsTable)
      .values(payouts.map((payout) => ({ ...payout, leaderboardId: id })))
      .onConflictDoNothing();
  },

  payoutsOf: async (db: DbOrTransaction, id: string) =>
    db
      .select({
        participantId: leaderboardPayoutsTable.participantId,
        userId: leaderboardPayoutsTable.userId,
        rank: leaderboardPayoutsTable.rank,
        currency: leaderboardPayoutsTable.currency,
        amount: leaderboardPayoutsTable.amount,
        paidAt: leaderboardPayoutsTable.paidAt,
      })
      .from(leaderboardPayoutsTable)
      .where(eq(leaderboardPayoutsTable.leaderboardId, id)),

  markPaid: async (db: DbOrTransaction, id: string, participantId: string, now: Date): Promise<void> => {
    await db
      .update(leaderboardPayoutsTable)
      .set({ paidAt: now })
      .where(
        and(
          eq(leaderboardPayoutsTable.leaderboardId, id),
          eq(leaderboardPayoutsTable.participantId, participantId),
        ),
      );
  },

  markCompleted: async (db: DbOrTransaction, id: string, now: Date): Promise<void> => {
    await db
      .update(b)
      .set({ completedAt: now })
      .where(and(eq(b.id, id), isNull(b.completedAt)));
  },

  /** Boards whose season ends before `before` and whose prizes are not paid. */
  dueForCompletion: async (db: DbOrTransaction, before: Date) =>
    db
      .select({ id: b.id, seasonEndsAt: b.seasonEndsAt })
      .from(b)
      .where(and(sql`${b.seasonEndsAt} <= ${before}`, isNull(b.completedAt))),
};

export class LeaderboardRepository extends Context.Service<
  LeaderboardRepository,
  {
    insert(board: NewLeaderboard): Effect.Effect<LeaderboardRow>;
    update(id: string, changes: LeaderboardChanges): Effect.Effect<void>;
    findById(id: string): Effect.Effect<LeaderboardRow | undefined>;
    /** The board, its row locked until the transaction ends. */
    lockById(id: string): Effect.Effect<LeaderboardRow | undefined>;
    findNewestByRef(kind: LeaderboardKind, entityRefId: string): Effect.Effect<LeaderboardRow | undefined>;
    list(
      filter: LeaderboardFilter,
      now: Date,
    ): Effect.Effect<{ readonly rows: readonly LeaderboardRow[]; readonly total: number }>;
    participantCounts(ids: readonly string[]): Effect.Effect<Map<string, number>>;
    allScores(id: string): Effect.Effect<ScoreRow[]>;
    sqlRankOf(id: string, participantId: string): Effect.Effect<number | undefined>;
    addScore(source: ScoreSource, userId: string, amount: number): Effect.Effect<void>;
    countProgress(campaignId: string, userId: string): Effect.Effect<NewProgress | undefined>;
    backfill(id: string, now: Date): Effect.Effect<void>;
    participants(kind: LeaderboardKind, ids: readonly string[]): Effect.Effect<Map<string, ParticipantFacts>>;
    clanOf(userId: string): Effect.Effect<{ readonly clanId: number; readonly chiefId: string } | undefined>;
    clanMembersAt(clanId: number, at: Date): Effect.Effect<readonly string[]>;
    clanExists(clanId: number): Effect.Effect<boolean>;
    finalRanks(
      id: string,
      kind: LeaderboardKind,
      maxRank: number,
    ): Effect.Effect<readonly (FinalRank & { readonly userId: string | null })[]>;
    insertPayouts(id: string, payouts: readonly Payout[]): Effect.Effect<void>;
    payoutsOf(
      id: string,
    ): Effect.Effect<readonly (Omit<Payout, "score"> & { readonly paidAt: Date | null })[]>;
    markPaid(id: string, participantId: string, now: Date): Effect.Effect<void>;
    markCompleted(id: string, now: Date): Effect.Effect<void>;
    dueForCompletion(
      before: Date,
    ): Effect.Effect<readonly { readonly id: string; readonly seasonEndsAt: Date }[]>;
  }
>()("kleos/server/db/repositories/LeaderboardRepository") {
  static readonly layer = Layer.effect(
    LeaderboardRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return LeaderboardRepository.of(
        traced("LeaderboardRepository", {
          insert: (board: NewLeaderboard) => query((db) => rows.insert(db, board)),
          update: (id: string, changes: LeaderboardChanges) => query((db) => rows.update(db, id, changes)),
          findById: (id: string) => query((db) => rows.findById(db, id)),
          lockById: (id: string) => query((db) => rows.findById(db, id, true)),
          findNewestByRef: (kind: LeaderboardKind, entityRefId: string) =>
            query((db) => rows.findNewestByRef(db, kind, entityRefId)),
          list: (filter: LeaderboardFilter, now: Date) => query((db) => rows.list(db, filter, now)),
          participantCounts: (ids: readonly string[]) => query((db) => rows.participantCounts(db, ids)),
          allScores: (id: string) => query((db) => rows.allScores(db, id)),
          sqlRankOf: (id: string, participantId: string) =>
            query((db) => rows.sqlRankOf(db, id, participantId)),
          addScore: (source: ScoreSource, userId: string, amount: number) =>
            query((db) => rows.addScore(db, source, userId, amount)),
          countProgress: (campaignId: string, userId: string) =>
            query((db) => rows.countProgress(db, campaignId, userId)),
          backfill: (id: string, now: Date) => query((db) => rows.backfill(db, id, now)),
          participants: (kind: LeaderboardKind, ids: readonly string[]) =>
            query((db) => rows.participants(db, kind, ids)),
          clanOf: (userId: string) => query((db) => rows.clanOf(db, userId)),
          clanMembersAt: (clanId: number, at: Date) => query((db) => rows.clanMembersAt(db, clanId, at)),
          clanExists: (clanId: number) => query((db) => rows.clanExists(db, clanId)),
          finalRanks: (id: string, kind: LeaderboardKind, maxRank: number) =>
            query((db) => rows.finalRanks(db, id, kind, maxRank)),
          insertPayouts: (id: string, payouts: readonly Payout[]) =>
            query((db) => rows.insertPayouts(db, id, payouts)),
          payoutsOf: (id: string) => query((db) => rows.payoutsOf(db, id)),
          markPaid: (id: string, participantId: string, now: Date) =>
            query((db) => rows.markPaid(db, id, participantId, now)),
          markCompleted: (id: string, now: Date) => query((db) => rows.markCompleted(db, id, now)),
          dueForCompletion: (before: Date) => query((db) => rows.dueForCompletion(db, before)),
        }),
      );
    }),
  );
}

/** Leaderboards over an open handle, for seeding (outside the app's runtime), tests and benches. */
export const leaderboardRepository = {
  insert: rows.insert,
  backfill: rows.backfill,
  allScores: rows.allScores,
  sqlRankOf: rows.sqlRankOf,
  addScore: rows.addScore,
  countProgress: rows.countProgress,
};
