/**
 * The only code that touches the tournament tables. Status filters and ordering are SQL that mirrors
 * `tournamentStatusAt` (src/domain/tournaments/tournament-lifecycle.ts) at the instant the caller passes.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Currency } from "@/domain/constants/money";
import {
  AlreadyRegistered,
  TournamentFull,
  TournamentNotConcluded,
  TournamentNotFound,
  TournamentRegistrationClosed,
  TournamentRegistrationNotFound,
  TournamentResultNotRegistered,
  TournamentResultsAlreadyRecorded,
  TournamentWithdrawalClosed,
} from "@/domain/errors/tournament-errors";
import type { RankPrize } from "@/domain/tournaments/tournament-prizes";
import type { TournamentFormat, TournamentStatus } from "@/domain/tournaments/tournament-lifecycle";
import type { Db, DbOrTransaction } from "@/server/db/client";
import { usersTable } from "@/server/db/schema/accounts";
import { gamesTable } from "@/server/db/schema/games";
import {
  tournamentPrizesTable,
  tournamentRegistrationsTable,
  tournamentsTable,
} from "@/server/db/schema/tournaments";

export interface TournamentRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly game: {
    readonly id: number;
    readonly name: string;
    readonly slug: string;
    readonly iconImage: string;
  };
  readonly format: TournamentFormat;
  readonly registrationOpensAt: Date;
  readonly registrationClosesAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly capacity: number;
  readonly registeredCount: number;
  readonly resultsRecordedAt: Date | null;
}

export interface StandingRow {
  readonly userId: string;
  readonly username: string | null;
  readonly registeredAt: Date;
  readonly finalRank: number | null;
}

export interface NewTournament {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly gameId: number;
  readonly format: TournamentFormat;
  readonly registrationOpensAt: Date;
  readonly registrationClosesAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly capacity: number;
  readonly resultsRecordedAt?: Date | null;
  readonly prizes: readonly RankPrize[];
}

export interface TournamentFilter {
  readonly statuses?: readonly TournamentStatus[];
  readonly gameId?: number;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

const t = tournamentsTable;

const columns = {
  id: t.id,
  slug: t.slug,
  title: t.title,
  description: t.description,
  format: t.format,
  registrationOpensAt: t.registrationOpensAt,
  registrationClosesAt: t.registrationClosesAt,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  capacity: t.capacity,
  registeredCount: t.registeredCount,
  resultsRecordedAt: t.resultsRecordedAt,
  gameId: gamesTable.id,
  gameName: gamesTable.name,
  gameSlug: gamesTable.slug,
  gameIconImage: gamesTable.iconImage,
};

interface Selected {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly format: string;
  readonly registrationOpensAt: Date;
  readonly registrationClosesAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly capacity: number;
  readonly registeredCount: number;
  readonly resultsRecordedAt: Date | null;
  readonly gameId: number;
  readonly gameName: string;
  readonly gameSlug: string;
  readonly gameIconImage: string;
}

const toRow = (row: Selected): TournamentRow => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  game: { id: row.gameId, name: row.gameName, slug: row.gameSlug, iconImage: row.gameIconImage },
  format: row.format as TournamentFormat,
  registrationOpensAt: row.registrationOpensAt,
  registrationClosesAt: row.registrationClosesAt,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  capacity: row.capacity,
  registeredCount: row.registeredCount,
  resultsRecordedAt: row.resultsRecordedAt,
});

/** The rows in a status at `now` (mirrors tournamentStatusAt). */
const inStatus = (status: TournamentStatus, now: Date): SQL | undefined => {
  switch (status) {
    case "PUBLISHED":
      return gt(t.startsAt, now);
    case "LIVE":
      return and(lte(t.startsAt, now), gt(t.endsAt, now));
    case "CONCLUDED":
      return and(lte(t.endsAt, now), isNull(t.resultsRecordedAt));
    case "COMPLETED":
      return and(lte(t.endsAt, now), isNotNull(t.resultsRecordedAt));
  }
};

const selectTournaments = (db: DbOrTransaction) =>
  db.select(columns).from(t).innerJoin(gamesTable, eq(gamesTable.id, t.gameId));

export const tournamentRepository = {
  /** A page in list order: live ones ending soonest, upcoming starting soonest, then past ones newest first. */
  list: async (
    db: DbOrTransaction,
    filter: TournamentFilter,
    now: Date,
  ): Promise<{ readonly rows: TournamentRow[]; readonly total: number }> => {
    const where = and(
      filter.statuses === undefined
        ? undefined
        : or(...filter.statuses.map((status) => inStatus(status, now))),
      filter.gameId === undefined ? undefined : eq(t.gameId, filter.gameId),
    );
    const iso = now.toISOString();
    const segment = sql`case when ${t.startsAt} > ${iso}::timestamptz then 1 when ${t.endsAt} > ${iso}::timestamptz then 0 else 2 end`;
    const [rows, totals] = await Promise.all([
      selectTournaments(db)
        .where(where)
        .orderBy(
          asc(segment),
          sql`case when ${t.startsAt} > ${iso}::timestamptz then ${t.startsAt} when ${t.endsAt} > ${iso}::timestamptz then ${t.endsAt} end asc nulls last`,
          sql`${t.endsAt} desc`,
          asc(t.id),
        )
        .offset(filter.pageOffset)
        .limit(filter.pageLimit),
      db.select({ total: count() }).from(t).where(where),
    ]);
    return { rows: rows.map(toRow), total: totals[0]?.total ?? 0 };
  },

  findById: async (db: DbOrTransaction, id: string): Promise<TournamentRow | undefined> => {
    const [row] = await selectTournaments(db).where(eq(t.id, id));
    return row === undefined ? undefined : toRow(row);
  },

  /** The prize tables of the tournaments, by tournament id, best rank first. */
  prizesOf: async (db: DbOrTransaction, ids: readonly string[]): Promise<Map<string, RankPrize[]>> => {
    const byTournament = new Map<string, RankPrize[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byTournament;
    const rows = await db
      .select()
      .from(tournamentPrizesTable)
      .where(inArray(tournamentPrizesTable.tournamentId, [...ids]))
      .orderBy(asc(tournamentPrizesTable.tournamentId), asc(tournamentPrizesTable.rank));
    for (const row of rows)
      byTournament
        .get(row.tournamentId)
        ?.push({ rank: row.rank, currency: row.currency as Currency, amount: row.amount });
    return byTournament;
  },

  isRegistered: async (db: DbOrTransaction, tournamentId: string, userId: string): Promise<boolean> => {
    const rows = await db
      .select({ userId: tournamentRegistrationsTable.userId })
      .from(tournamentRegistrationsTable)
      .where(
        and(
          eq(tournamentRegistrationsTable.tournamentId, tournamentId),
          eq(tournamentRegistrationsTable.userId, userId),
        ),
      );
    return rows.length > 0;
  },

  /**
   * Takes a seat. The seat is counted by a conditional update that only succeeds inside the registration
   * window and while a seat is free; the row lock it takes makes concurrent registrations wait and re-check,
   * so the count never passes the capacity. Throws the domain error that says why not (rolling back).
   */
  register: async (db: Db, tournamentId: string, userId: string, now: Date): Promise<number> =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(tournamentRegistrationsTable)
        .values({ tournamentId, userId, registeredAt: now })
        .onConflictDoNothing()
        .returning({ userId: tournamentRegistrationsTable.userId });
      if (inserted.length === 0) throw new AlreadyRegistered({ tournamentId });
      const counted = await tx
        .update(t)
        .set({ registeredCount: sql`${t.registeredCount} + 1` })
        .where(
          and(
            eq(t.id, tournamentId),
            lte(t.registrationOpensAt, now),
            gt(t.registrationClosesAt, now),
            gt(t.startsAt, now),
            sql`${t.registeredCount} < ${t.capacity}`,
          ),
        )
        .returning({ registeredCount: t.registeredCount });
      const seat = counted[0];
      if (seat !== undefined) return seat.registeredCount;
      const [current] = await tx
        .select({ capacity: t.capacity, registeredCount: t.registeredCount })
        .from(t)
        .where(eq(t.id, tournamentId));
      const windowOpen = await tx
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            eq(t.id, tournamentId),
            lte(t.registrationOpensAt, now),
            gt(t.registrationClosesAt, now),
            gt(t.startsAt, now),
          ),
        );
      if (windowOpen.length === 0 || current === undefined)
        throw new TournamentRegistrationClosed({ tournamentId });
      throw new TournamentFull({ tournamentId, capacity: current.capacity });
    }),

  /** Gives a seat back, only before the start. Throws why not (rolling back). */
  withdraw: async (db: Db, tournamentId: string, userId: string, now: Date): Promise<number> =>
    db.transaction(async (tx) => {
      const deleted = await tx
        .delete(tournamentRegistrationsTable)
        .where(
          and(
            eq(tournamentRegistrationsTable.tournamentId, tournamentId),
            eq(tournamentRegistrationsTable.userId, userId),
          ),
        )
        .returning({ userId: tournamentRegistrationsTable.userId });
      if (deleted.length === 0) throw new TournamentRegistrationNotFound({ tournamentId });
      const counted = await tx
        .update(t)
        .set({ registeredCount: sql`${t.registeredCount} - 1` })
        .where(and(eq(t.id, tournamentId), gt(t.startsAt, now)))
        .returning({ registeredCount: t.registeredCount });
      const seat = counted[0];
      if (seat === undefined) throw new TournamentWithdrawalClosed({ tournamentId });
      return seat.registeredCount;
    }),

  /** The registered players: by final rank once recorded, else in registration order. */
  standings: async (db: DbOrTransaction, tournamentId: string): Promise<StandingRow[]> =>
    db
      .select({
        userId: tournamentRegistrationsTable.userId,
        username: usersTable.username,
        registeredAt: tournamentRegistrationsTable.registeredAt,
        finalRank: tournamentRegistrationsTable.finalRank,
      })
      .from(tournamentRegistrationsTable)
      .innerJoin(usersTable, eq(usersTable.id, tournamentRegistrationsTable.userId))
      .where(eq(tournamentRegistrationsTable.tournamentId, tournamentId))
      .orderBy(
        sql`${tournamentRegistrationsTable.finalRank} asc nulls last`,
        asc(tournamentRegistrationsTable.registeredAt),
        asc(tournamentRegistrationsTable.userId),
      ),

  /**
   * Marks the results recorded, only once the tournament has ended and while they are not. The row lock this
   * takes makes a concurrent recording wait, then find them recorded. Throws why not (rolling back `tx`).
   */
  markResultsRecorded: async (tx: DbOrTransaction, tournamentId: string, now: Date): Promise<void> => {
    const marked = await tx
      .update(t)
      .set({ resultsRecordedAt: now })
      .where(and(eq(t.id, tournamentId), lte(t.endsAt, now), isNull(t.resultsRecordedAt)))
      .returning({ id: t.id });
    if (marked.length > 0) return;
    const [current] = await tx
      .select({ endsAt: t.endsAt, resultsRecordedAt: t.resultsRecordedAt })
      .from(t)
      .where(eq(t.id, tournamentId));
    if (current === undefined) throw new TournamentNotFound({ tournamentId });
    if (current.resultsRecordedAt !== null) throw new TournamentResultsAlreadyRecorded({ tournamentId });
    throw new TournamentNotConcluded({ tournamentId });
  },

  /** Writes a registered player's final rank; throws TournamentResultNotRegistered if they hold no seat. */
  setFinalRank: async (
    tx: DbOrTransaction,
    tournamentId: string,
    userId: string,
    rank: number,
  ): Promise<void> => {
    const ranked = await tx
      .update(tournamentRegistrationsTable)
      .set({ finalRank: rank })
      .where(
        and(
          eq(tournamentRegistrationsTable.tournamentId, tournamentId),
          eq(tournamentRegistrationsTable.userId, userId),
        ),
      )
      .returning({ userId: tournamentRegistrationsTable.userId });
    if (ranked.length === 0) throw new TournamentResultNotRegistered({ tournamentId, userId });
  },

  /** Writes a tournament and its prize table. */
  insert: async (db: DbOrTransaction, tournament: NewTournament): Promise<string> => {
    const { prizes, ...fields } = tournament;
    const [row] = await db
      .insert(t)
      .values({ ...fields, resultsRecordedAt: fields.resultsRecordedAt ?? null })
      .returning({ id: t.id });
    if (row === undefined) throw new Error(`Tournament ${tournament.slug} was not inserted`);
    if (prizes.length > 0)
      await db
        .insert(tournamentPrizesTable)
        .values(prizes.map((prize) => ({ tournamentId: row.id, ...prize })));
    return row.id;
  },

  /** Slugs among these that are already written. */
  existingSlugs: async (db: DbOrTransaction, slugs: readonly string[]): Promise<Set<string>> => {
    if (slugs.length === 0) return new Set();
    const rows = await db
      .select({ slug: t.slug })
      .from(t)
      .where(inArray(t.slug, [...slugs]));
    return new Set(rows.map((row) => row.slug));
  },
};
