/**
 * Tournaments for server tests: written straight through the repository with dates relative to now, so a test
 * gets a tournament in exactly the state it needs.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import type { Currency } from "@/domain/constants/money";
import type { TournamentFormat } from "@/domain/tournaments/tournament-lifecycle";
import type { Db, DbOrTransaction } from "@/server/db/client";
import { gamesTable } from "@/server/db/schema/games";
import { tournamentRegistrationsTable, tournamentsTable } from "@/server/db/schema/tournaments";
import { tournamentRepository } from "@/server/db/repositories/tournament-repository";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `open`: registration open; `notYetOpen`: before its window; `closed`: window over, not started yet. */
export type TestTournamentState = "open" | "notYetOpen" | "closed" | "live" | "concluded" | "completed";

export interface TestTournamentOptions {
  readonly state?: TestTournamentState;
  readonly capacity?: number;
  readonly game?: string;
  readonly format?: TournamentFormat;
  readonly currency?: Currency;
  readonly prizes?: readonly number[];
}

export interface TestTournament {
  readonly id: string;
  readonly slug: string;
  readonly gameId: number;
}

const offsets: {
  readonly [S in TestTournamentState]: readonly [opens: number, closes: number, starts: number, ends: number];
} = {
  open: [-DAY, DAY, 2 * DAY, 3 * DAY],
  notYetOpen: [DAY, 2 * DAY, 3 * DAY, 4 * DAY],
  closed: [-2 * DAY, -HOUR, DAY, 2 * DAY],
  live: [-3 * DAY, -2 * DAY, -HOUR, HOUR],
  concluded: [-4 * DAY, -3 * DAY, -2 * DAY, -DAY],
  completed: [-4 * DAY, -3 * DAY, -2 * DAY, -DAY],
};

export const gameIdOfSlug = async (db: Db, slug: string): Promise<number> => {
  const [game] = await db.select({ id: gamesTable.id }).from(gamesTable).where(eq(gamesTable.slug, slug));
  if (game === undefined) throw new Error(`No game ${slug} in the test catalogue`);
  return game.id;
};

export const createTestTournament = async (
  db: Db,
  options: TestTournamentOptions = {},
): Promise<TestTournament> => {
  const state = options.state ?? "open";
  const [opens, closes, starts, ends] = offsets[state];
  const now = Date.now();
  const gameId = await gameIdOfSlug(db, options.game ?? "dark-throne");
  const slug = `test-tournament-${randomUUID().slice(0, 8)}`;
  const currency = options.currency ?? "KCASH";
  const id = await tournamentRepository.insert(db, {
    slug,
    title: `Test tournament ${slug}`,
    description: "A tournament made by a test",
    gameId,
    format: options.format ?? "SOLO",
    registrationOpensAt: new Date(now + opens),
    registrationClosesAt: new Date(now + closes),
    startsAt: new Date(now + starts),
    endsAt: new Date(now + ends),
    capacity: options.capacity ?? 100,
    resultsRecordedAt: state === "completed" ? new Date(now - HOUR) : null,
    prizes: (options.prizes ?? [10_000, 5_000]).map((amount, index) => ({
      rank: index + 1,
      currency,
      amount,
    })),
  });
  return { id, slug, gameId };
};

/** Moves every date of a tournament by `hours` (negative: into the past), keeping its registrations. */
export const shiftTestTournament = async (db: DbOrTransaction, tournamentId: string, hours: number) => {
  const shifted = (column: AnyColumn) => sql`${column} + make_interval(hours => ${hours})`;
  await db
    .update(tournamentsTable)
    .set({
      registrationOpensAt: shifted(tournamentsTable.registrationOpensAt),
      registrationClosesAt: shifted(tournamentsTable.registrationClosesAt),
      startsAt: shifted(tournamentsTable.startsAt),
      endsAt: shifted(tournamentsTable.endsAt),
    })
    .where(eq(tournamentsTable.id, tournamentId));
};

/** An `open` test tournament moved so that it is LIVE now (started 12 hours ago). */
export const startTestTournament = (db: Db, tournamentId: string) =>
  shiftTestTournament(db, tournamentId, -60);

/**
 * Moves an `open` test tournament five days back so that it has ended, then records `rankedUserIds` as its
 * final ranks (1 for the first) and the results as recorded.
 */
export const finishTestTournament = async (
  db: Db,
  tournamentId: string,
  rankedUserIds: readonly string[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    await shiftTestTournament(tx, tournamentId, -120);
    await tx
      .update(tournamentsTable)
      .set({ resultsRecordedAt: new Date() })
      .where(eq(tournamentsTable.id, tournamentId));
    for (const [index, userId] of rankedUserIds.entries())
      await tx
        .update(tournamentRegistrationsTable)
        .set({ finalRank: index + 1 })
        .where(
          and(
            eq(tournamentRegistrationsTable.tournamentId, tournamentId),
            eq(tournamentRegistrationsTable.userId, userId),
          ),
        );
  });
};
