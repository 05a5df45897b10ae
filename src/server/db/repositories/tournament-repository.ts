/**
 * The only code that touches the tournament tables. Status filters and ordering are SQL that mirrors
 * `tournamentStatusAt` (src/domain/tournaments/tournament-lifecycle.ts) at the instant the caller passes. No
 * rules here: the Tournaments service decides, inside the transactions it opens; this reads and writes rows,
 * counts seats with conditional updates and says what a broken unique key means (a seat taken twice).
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { Currency } from "@/domain/constants/money";
import { AlreadyRegistered } from "@/domain/errors/tournament-errors";
import type { RankPrize } from "@/domain/tournaments/tournament-prizes";
import type { TournamentFormat, TournamentStatus } from "@/domain/tournaments/tournament-lifecycle";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
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

/** When a tournament ends and whether its results are recorded. */
export interface ResultsState {
  readonly endsAt: Date;
  readonly resultsRecordedAt: Date | null;
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

/** The primary key of migration 0012: one seat per gamer and tournament. */
/** The most players standings list (the contract's `maxItems`, as many as results may place). */
export const STANDINGS_MAX = 1000;

const ONE_SEAT_PER_GAMER = "tournament_registrations_tournament_id_user_id_pk";

const registration = (tournamentId: string, userId: string) =>
  and(
    eq(tournamentRegistrationsTable.tournamentId, tournamentId),
    eq(tournamentRegistrationsTable.userId, userId),
  );

/** Inside the registration window at `now` (and not started). */
const registrationWindowOpen = (now: Date) =>
  and(lte(t.registrationOpensAt, now), gt(t.registrationClosesAt, now), gt(t.startsAt, now));

const rows = {
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
    const [selected, totals] = await Promise.all([
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
    return { rows: selected.map(toRow), total: totals[0]?.total ?? 0 };
  },

  findById: async (db: DbOrTransaction, id: string): Promise<TournamentRow | undefined> => {
    const [row] = await selectTournaments(db).where(eq(t.id, id));
    return row === undefined ? undefined : toRow(row);
  },

  prizesOf: async (db: DbOrTransaction, ids: readonly string[]): Promise<Map<string, RankPrize[]>> => {
    const byTournament = new Map<string, RankPrize[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byTournament;
    const prizes = await db
      .select()
      .from(tournamentPrizesTable)
      .where(inArray(tournamentPrizesTable.tournamentId, [...ids]))
      .orderBy(asc(tournamentPrizesTable.tournamentId), asc(tournamentPrizesTable.rank));
    for (const row of prizes)
      byTournament
        .get(row.tournamentId)
        ?.push({ rank: row.rank, currency: row.currency as Currency, amount: row.amount });
    return byTournament;
  },

  isRegistered: async (db: DbOrTransaction, tournamentId: string, userId: string): Promise<boolean> =>
    (
      await db
        .select({ userId: tournamentRegistrationsTable.userId })
        .from(tournamentRegistrationsTable)
        .where(registration(tournamentId, userId))
    ).length > 0,

  insertRegistration: async (
    db: DbOrTransaction,
    tournamentId: string,
    userId: string,
    now: Date,
  ): Promise<void> => {
    await db.insert(tournamentRegistrationsTable).values({ tournamentId, userId, registeredAt: now });
  },

  takeSeat: async (db: DbOrTransaction, tournamentId: string, now: Date): Promise<number | undefined> =>
    (
      await db
        .update(t)
        .set({ registeredCount: sql`${t.registeredCount} + 1` })
        .where(
          and(eq(t.id, tournamentId), registrationWindowOpen(now), sql`${t.registeredCount} < ${t.capacity}`),
        )
        .returning({ registeredCount: t.registeredCount })
    )[0]?.registeredCount,

  isRegistrationOpen: async (db: DbOrTransaction, tournamentId: string, now: Date): Promise<boolean> =>
    (
      await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, tournamentId), registrationWindowOpen(now)))
    ).length > 0,

  deleteRegistration: async (db: DbOrTransaction, tournamentId: string, userId: string): Promise<boolean> =>
    (
      await db
        .delete(tournamentRegistrationsTable)
        .where(registration(tournamentId, userId))
        .returning({ userId: tournamentRegistrationsTable.userId })
    ).length > 0,

  releaseSeat: async (db: DbOrTransaction, tournamentId: string, now: Date): Promise<number | undefined> =>
    (
      await db
        .update(t)
        .set({ registeredCount: sql`${t.registeredCount} - 1` })
        .where(and(eq(t.id, tournamentId), gt(t.startsAt, now)))
        .returning({ registeredCount: t.registeredCount })
    )[0]?.registeredCount,

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
      )
      .limit(STANDINGS_MAX),

  markResultsRecorded: async (db: DbOrTransaction, tournamentId: string, now: Date): Promise<boolean> =>
    (
      await db
        .update(t)
        .set({ resultsRecordedAt: now })
        .where(and(eq(t.id, tournamentId), lte(t.endsAt, now), isNull(t.resultsRecordedAt)))
        .returning({ id: t.id })
    ).length > 0,

  resultsStateOf: async (db: DbOrTransaction, tournamentId: string): Promise<ResultsState | undefined> =>
    (
      await db
        .select({ endsAt: t.endsAt, resultsRecordedAt: t.resultsRecordedAt })
        .from(t)
        .where(eq(t.id, tournamentId))
    )[0],

  setFinalRank: async (
    db: DbOrTransaction,
    tournamentId: string,
    userId: string,
    rank: number,
  ): Promise<boolean> =>
    (
      await db
        .update(tournamentRegistrationsTable)
        .set({ finalRank: rank })
        .where(registration(tournamentId, userId))
        .returning({ userId: tournamentRegistrationsTable.userId })
    ).length > 0,

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
    const found = await db
      .select({ slug: t.slug })
      .from(t)
      .where(inArray(t.slug, [...slugs]));
    return new Set(found.map((row) => row.slug));
  },
};

export class TournamentRepository extends Context.Service<
  TournamentRepository,
  {
    /** A page in list order: live ones ending soonest, upcoming starting soonest, then past ones newest first. */
    list(
      filter: TournamentFilter,
      now: Date,
    ): Effect.Effect<{ readonly rows: readonly TournamentRow[]; readonly total: number }>;
    findById(tournamentId: string): Effect.Effect<TournamentRow | undefined>;
    /** The prize tables of the tournaments, by tournament id, best rank first. */
    prizesOf(tournamentIds: readonly string[]): Effect.Effect<ReadonlyMap<string, readonly RankPrize[]>>;
    isRegistered(tournamentId: string, userId: string): Effect.Effect<boolean>;
    /** A second seat of the gamer in the tournament is `AlreadyRegistered`, however the race went. */
    insertRegistration(
      tournamentId: string,
      userId: string,
      now: Date,
    ): Effect.Effect<void, AlreadyRegistered>;
    /**
     * Counts a seat, only inside the registration window and while one is free: the new count, or undefined.
     * The row lock it takes makes concurrent registrations wait and re-check, so the count never passes the
     * capacity.
     */
    takeSeat(tournamentId: string, now: Date): Effect.Effect<number | undefined>;
    /** Whether `now` is inside the tournament's registration window (and before its start). */
    isRegistrationOpen(tournamentId: string, now: Date): Effect.Effect<boolean>;
    /** Whether the gamer held a seat (now deleted). */
    deleteRegistration(tournamentId: string, userId: string): Effect.Effect<boolean>;
    /** Gives a seat back, only before the start: the new count, or undefined. */
    releaseSeat(tournamentId: string, now: Date): Effect.Effect<number | undefined>;
    /** The registered players: by final rank once recorded, else in registration order. */
    standings(tournamentId: string): Effect.Effect<readonly StandingRow[]>;
    /**
     * Marks the results recorded, only once the tournament has ended and while they are not: whether it did.
     * The row lock this takes makes a concurrent recording wait, then find them recorded.
     */
    markResultsRecorded(tournamentId: string, now: Date): Effect.Effect<boolean>;
    resultsStateOf(tournamentId: string): Effect.Effect<ResultsState | undefined>;
    /** Writes a registered player's final rank: false if they hold no seat. */
    setFinalRank(tournamentId: string, userId: string, rank: number): Effect.Effect<boolean>;
  }
>()("kleos/server/db/repositories/TournamentRepository") {
  static readonly layer = Layer.effect(
    TournamentRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return TournamentRepository.of(
        traced("TournamentRepository", {
          list: (filter: TournamentFilter, now: Date) => query((db) => rows.list(db, filter, now)),
          findById: (tournamentId: string) => query((db) => rows.findById(db, tournamentId)),
          prizesOf: (tournamentIds: readonly string[]) => query((db) => rows.prizesOf(db, tournamentIds)),
          isRegistered: (tournamentId: string, userId: string) =>
            query((db) => rows.isRegistered(db, tournamentId, userId)),
          insertRegistration: (tournamentId: string, userId: string, now: Date) =>
            query((db) => rows.insertRegistration(db, tournamentId, userId, now), {
              [ONE_SEAT_PER_GAMER]: () => new AlreadyRegistered({ tournamentId }),
            }),
          takeSeat: (tournamentId: string, now: Date) => query((db) => rows.takeSeat(db, tournamentId, now)),
          isRegistrationOpen: (tournamentId: string, now: Date) =>
            query((db) => rows.isRegistrationOpen(db, tournamentId, now)),
          deleteRegistration: (tournamentId: string, userId: string) =>
            query((db) => rows.deleteRegistration(db, tournamentId, userId)),
          releaseSeat: (tournamentId: string, now: Date) =>
            query((db) => rows.releaseSeat(db, tournamentId, now)),
          standings: (tournamentId: string) => query((db) => rows.standings(db, tournamentId)),
          markResultsRecorded: (tournamentId: string, now: Date) =>
            query((db) => rows.markResultsRecorded(db, tournamentId, now)),
          resultsStateOf: (tournamentId: string) => query((db) => rows.resultsStateOf(db, tournamentId)),
          setFinalRank: (tournamentId: string, userId: string, rank: number) =>
            query((db) => rows.setFinalRank(db, tournamentId, userId, rank)),
        }),
      );
    }),
  );
}

/** Tournaments over an open handle, for seeding (outside the app's runtime) and tests. */
export const tournamentRepository = { insert: rows.insert, existingSlugs: rows.existingSlugs };
