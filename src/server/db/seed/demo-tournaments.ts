/**
 * Demo tournaments of the seeded games, one or more in every status, dated relative to the first seeding.
 * Entry is free. The seed has no demo players, so the completed tournament has its results recorded with no
 * standings. Idempotent by slug: a tournament already there is left as it is, dates included.
 */
import type { Currency } from "@/domain/constants/money";
import type { TournamentFormat } from "@/domain/tournaments/tournament-lifecycle";
import type { Db } from "@/server/db/client";
import { gamesTable } from "@/server/db/schema/games";
import { tournamentRepository } from "@/server/db/repositories/tournament-repository";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoTournament {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly game: string;
  readonly format: TournamentFormat;
  /** Offsets from the seeding instant, in milliseconds. */
  readonly registrationOpensIn: number;
  readonly registrationClosesIn: number;
  readonly startsIn: number;
  readonly endsIn: number;
  readonly resultsRecordedIn?: number;
  readonly capacity: number;
  readonly currency: Currency;
  /** Base units for rank 1, 2, 3, ... */
  readonly prizes: readonly number[];
}

export const DEMO_TOURNAMENTS: readonly DemoTournament[] = [
  {
    slug: "kabaddi-kings-open-cup",
    title: "Kabaddi Kings Open Cup",
    description: "A solo knockout for every raider. Registration is open: take a seat before the draw.",
    game: "kabaddi-kings",
    format: "SOLO",
    registrationOpensIn: -DAY,
    registrationClosesIn: 5 * DAY,
    startsIn: 6 * DAY,
    endsIn: 6 * DAY + 4 * HOUR,
    capacity: 64,
    currency: "KCASH",
    prizes: [500_000, 250_000, 100_000],
  },
  {
    slug: "neon-nexus-night-sprint",
    title: "Neon Nexus Night Sprint",
    description: "Eight seats, one night, fastest lap wins.",
    game: "neon-nexus",
    format: "SOLO",
    registrationOpensIn: -2 * HOUR,
    registrationClosesIn: 2 * DAY,
    startsIn: 2 * DAY + 2 * HOUR,
    endsIn: 2 * DAY + 5 * HOUR,
    capacity: 8,
    currency: "RKLEOS",
    prizes: [5_000_000_000, 2_000_000_000],
  },
  {
    slug: "samba-strikers-squad-showdown",
    title: "Samba Strikers Squad Showdown",
    description: "Squads of four. Registration opens soon.",
    game: "samba-strikers",
    format: "SQUAD",
    registrationOpensIn: 2 * DAY,
    registrationClosesIn: 9 * DAY,
    startsIn: 10 * DAY,
    endsIn: 10 * DAY + 6 * HOUR,
    capacity: 128,
    currency: "KCASH",
    prizes: [1_000_000, 500_000, 250_000, 100_000],
  },
  {
    slug: "astral-arena-duo-clash",
    title: "Astral Arena Duo Clash",
    description: "Pairs battle it out in the arena right now.",
    game: "astral-arena",
    format: "DUO",
    registrationOpensIn: -5 * DAY,
    registrationClosesIn: -2 * HOUR,
    startsIn: -HOUR,
    endsIn: 5 * HOUR,
    capacity: 32,
    currency: "KPOINTS",
    prizes: [2_000, 1_000, 500],
  },
  {
    slug: "desert-drop-squad-rumble",
    title: "Desert Drop Squad Rumble",
    description: "The last squad standing takes the pot. Results are being checked.",
    game: "desert-drop",
    format: "SQUAD",
    registrationOpensIn: -10 * DAY,
    registrationClosesIn: -3 * DAY,
    startsIn: -2 * DAY,
    endsIn: -DAY,
    capacity: 64,
    currency: "KCASH",
    prizes: [300_000, 150_000],
  },
  {
    slug: "cricket-clash-champions",
    title: "Cricket Clash Champions",
    description: "Last season's championship. Results are final.",
    game: "cricket-clash",
    format: "SOLO",
    registrationOpensIn: -20 * DAY,
    registrationClosesIn: -12 * DAY,
    startsIn: -10 * DAY,
    endsIn: -9 * DAY,
    resultsRecordedIn: -8 * DAY,
    capacity: 16,
    currency: "KCASH",
    prizes: [200_000, 100_000, 50_000],
  },
];

export const seedDemoTournaments = async (db: Db, now: Date): Promise<void> => {
  const existing = await tournamentRepository.existingSlugs(
    db,
    DEMO_TOURNAMENTS.map((tournament) => tournament.slug),
  );
  const missing = DEMO_TOURNAMENTS.filter((tournament) => !existing.has(tournament.slug));
  if (missing.length === 0) return;
  const games = await db.select({ id: gamesTable.id, slug: gamesTable.slug }).from(gamesTable);
  const gameIdOf = new Map(games.map((game) => [game.slug, game.id]));
  const at = (offset: number) => new Date(now.getTime() + offset);
  await db.transaction(async (tx) => {
    for (const tournament of missing) {
      const gameId = gameIdOf.get(tournament.game);
      if (gameId === undefined) continue;
      await tournamentRepository.insert(tx, {
        slug: tournament.slug,
        title: tournament.title,
        description: tournament.description,
        gameId,
        format: tournament.format,
        registrationOpensAt: at(tournament.registrationOpensIn),
        registrationClosesAt: at(tournament.registrationClosesIn),
        startsAt: at(tournament.startsIn),
        endsAt: at(tournament.endsIn),
        capacity: tournament.capacity,
        resultsRecordedAt:
          tournament.resultsRecordedIn === undefined ? null : at(tournament.resultsRecordedIn),
        prizes: tournament.prizes.map((amount, index) => ({
          rank: index + 1,
          currency: tournament.currency,
          amount,
        })),
      });
    }
  });
};
