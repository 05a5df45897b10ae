/**
 * Tournaments: the list and detail with computed status and seats, registration for a seat (free entry), giving
 * a seat back before the start, and the standings. Status and windows are the domain's
 * (tournament-lifecycle.ts); seats hold under concurrency because the repository counts them with a
 * conditional update in the registration's transaction.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";
import {
  TournamentNotFound,
  TournamentRanksInvalid,
  type AlreadyRegistered,
  type TournamentFull,
  type TournamentNotConcluded,
  type TournamentRegistrationClosed,
  type TournamentRegistrationNotFound,
  type TournamentResultNotRegistered,
  type TournamentResultsAlreadyRecorded,
  type TournamentWithdrawalClosed,
} from "@/domain/errors/tournament-errors";
import {
  registrationIsOpen,
  tournamentStatusAt,
  type TournamentClock,
  type TournamentFormat,
  type TournamentStatus,
} from "@/domain/tournaments/tournament-lifecycle";
import { prizeForRank, prizePoolOf, type RankPrize } from "@/domain/tournaments/tournament-prizes";
import { placementsAreValid, prizeCreditKey, type Placement } from "@/domain/tournaments/tournament-results";
import type { Db } from "@/server/db/client";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";
import { creditRewardIn } from "@/server/services/wallet/ledger";
import { tournamentRepository, type TournamentRow } from "@/server/db/repositories/tournament-repository";

export interface MoneyView {
  readonly currency: Currency;
  readonly amount: number;
  readonly decimals: number;
}

export interface PrizeView extends MoneyView {
  readonly rank: number;
}

export interface TournamentSummaryView {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly game: {
    readonly id: number;
    readonly name: string;
    readonly slug: string;
    readonly iconImage: string;
  };
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly registrationOpensAt: string;
  readonly registrationClosesAt: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly registrationOpen: boolean;
  readonly capacity: number;
  readonly registeredCount: number;
  readonly prizePool: readonly MoneyView[];
}

export interface TournamentDetailView extends TournamentSummaryView {
  readonly description: string;
  readonly prizes: readonly PrizeView[];
  readonly registered: boolean;
}

export interface TournamentPageView {
  readonly items: readonly TournamentSummaryView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface TournamentRegistrationView {
  readonly tournamentId: string;
  readonly registered: boolean;
  readonly registeredCount: number;
  readonly capacity: number;
}

export interface StandingView {
  /** Only in an admin's answer. */
  readonly userId?: string;
  readonly rank: number | null;
  readonly username: string | null;
  readonly registeredAt: string;
  readonly prize: PrizeView | null;
}

export interface TournamentStandingsView {
  readonly tournamentId: string;
  readonly status: TournamentStatus;
  readonly final: boolean;
  readonly items: readonly StandingView[];
}

export interface TournamentListQuery {
  readonly statuses?: readonly TournamentStatus[];
  readonly gameId?: number;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

const money = (currency: Currency, amount: number): MoneyView => ({
  currency,
  amount,
  decimals: CURRENCY_DECIMALS[currency],
});

const prizeView = (prize: RankPrize): PrizeView => ({
  rank: prize.rank,
  ...money(prize.currency, prize.amount),
});

const clockOf = (row: TournamentRow): TournamentClock => ({
  registrationOpensAt: row.registrationOpensAt.getTime(),
  registrationClosesAt: row.registrationClosesAt.getTime(),
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  resultsRecordedAt: row.resultsRecordedAt?.getTime() ?? null,
});

const summaryOf = (row: TournamentRow, prizes: readonly RankPrize[], now: number): TournamentSummaryView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  game: row.game,
  format: row.format,
  status: tournamentStatusAt(clockOf(row), now),
  registrationOpensAt: row.registrationOpensAt.toISOString(),
  registrationClosesAt: row.registrationClosesAt.toISOString(),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  registrationOpen: registrationIsOpen(clockOf(row), now),
  capacity: row.capacity,
  registeredCount: row.registeredCount,
  prizePool: prizePoolOf(prizes).map(({ currency, amount }) => money(currency, amount)),
});

/**
 * One transaction: completes the tournament (only once, only after its end: the row lock serialises concurrent
 * recordings), writes each placed player's final rank, and credits each paid rank's prize from the reward pool,
 * once per tournament and rank. Any failure rolls everything back.
 */
const recordResultsIn = (db: Db, tournamentId: string, placements: readonly Placement[], now: Date) =>
  db.transaction(async (tx) => {
    await tournamentRepository.markResultsRecorded(tx, tournamentId, now);
    for (const { userId, rank } of placements)
      await tournamentRepository.setFinalRank(tx, tournamentId, userId, rank);
    const prizes = (await tournamentRepository.prizesOf(tx, [tournamentId])).get(tournamentId) ?? [];
    for (const { userId, rank } of placements) {
      const prize = prizeForRank(prizes, rank);
      if (prize === undefined || prize.amount === 0) continue;
      await creditRewardIn(tx, {
        userId,
        currency: prize.currency,
        amount: prize.amount,
        idempotencyKey: prizeCreditKey(tournamentId, rank),
        reference: `tournament:${tournamentId}`,
      });
    }
  });

export class Tournaments extends Context.Service<
  Tournaments,
  {
    listTournaments(query: TournamentListQuery): Effect.Effect<TournamentPageView>;
    getTournament(
      tournamentId: string,
      callerId: string | undefined,
    ): Effect.Effect<TournamentDetailView, TournamentNotFound>;
    register(
      tournamentId: string,
      userId: string,
    ): Effect.Effect<
      TournamentRegistrationView,
      TournamentNotFound | TournamentRegistrationClosed | TournamentFull | AlreadyRegistered
    >;
    withdraw(
      tournamentId: string,
      userId: string,
    ): Effect.Effect<
      TournamentRegistrationView,
      TournamentNotFound | TournamentWithdrawalClosed | TournamentRegistrationNotFound
    >;
    /** `withUserIds`: an admin's answer, naming each player's account. */
    getStandings(
      tournamentId: string,
      withUserIds?: boolean,
    ): Effect.Effect<TournamentStandingsView, TournamentNotFound>;
    /**
     * Records the final ranks, pays each prize rank that has a player and completes the tournament, all in
     * one transaction. Answers the final standings (with user ids: only admins record).
     */
    recordResults(
      tournamentId: string,
      placements: readonly Placement[],
    ): Effect.Effect<
      TournamentStandingsView,
      | TournamentNotFound
      | TournamentNotConcluded
      | TournamentResultsAlreadyRecorded
      | TournamentResultNotRegistered
      | TournamentRanksInvalid
    >;
  }
>()("kleos/server/services/tournaments/Tournaments") {
  static readonly layer = Layer.effect(
    Tournaments,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;

      const find = (tournamentId: string): Effect.Effect<TournamentRow, TournamentNotFound> =>
        Effect.flatMap(
          Effect.promise(() => tournamentRepository.findById(db, tournamentId)),
          (row) =>
            row === undefined ? Effect.fail(new TournamentNotFound({ tournamentId })) : Effect.succeed(row),
        );

      const prizesOf = (tournamentId: string) =>
        Effect.map(
          Effect.promise(() => tournamentRepository.prizesOf(db, [tournamentId])),
          (prizes) => prizes.get(tournamentId) ?? [],
        );

      const getStandings = (
        tournamentId: string,
        withUserIds = false,
      ): Effect.Effect<TournamentStandingsView, TournamentNotFound> =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          const row = yield* find(tournamentId);
          const status = tournamentStatusAt(clockOf(row), now);
          const final = status === "COMPLETED";
          const prizes = final ? yield* prizesOf(tournamentId) : [];
          const standings = yield* Effect.promise(() => tournamentRepository.standings(db, tournamentId));
          return {
            tournamentId,
            status,
            final,
            items: standings.map((entry) => {
              const rank = final ? entry.finalRank : null;
              const prize = rank === null ? undefined : prizeForRank(prizes, rank);
              return {
                ...(withUserIds ? { userId: entry.userId } : {}),
                rank,
                username: entry.username,
                registeredAt: entry.registeredAt.toISOString(),
                prize: prize === undefined ? null : prizeView(prize),
              };
            }),
          };
        });

      return Tournaments.of({
        listTournaments: (query) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const { rows, total } = yield* Effect.promise(() =>
              tournamentRepository.list(db, query, new Date(now)),
            );
            const prizes = yield* Effect.promise(() =>
              tournamentRepository.prizesOf(
                db,
                rows.map((row) => row.id),
              ),
            );
            return {
              items: rows.map((row) => summaryOf(row, prizes.get(row.id) ?? [], now)),
              page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
            };
          }),

        getTournament: (tournamentId, callerId) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const row = yield* find(tournamentId);
            const prizes = yield* prizesOf(tournamentId);
            const registered =
              callerId !== undefined &&
              (yield* Effect.promise(() => tournamentRepository.isRegistered(db, tournamentId, callerId)));
            return {
              ...summaryOf(row, prizes, now),
              description: row.description,
              prizes: prizes.map(prizeView),
              registered,
            };
          }),

        register: (tournamentId, userId) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const row = yield* find(tournamentId);
            const registeredCount = yield* attempt<
              number,
              TournamentRegistrationClosed | TournamentFull | AlreadyRegistered
            >(() => tournamentRepository.register(db, tournamentId, userId, new Date(now)));
            return { tournamentId, registered: true, registeredCount, capacity: row.capacity };
          }),

        withdraw: (tournamentId, userId) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const row = yield* find(tournamentId);
            const registeredCount = yield* attempt<
              number,
              TournamentWithdrawalClosed | TournamentRegistrationNotFound
            >(() => tournamentRepository.withdraw(db, tournamentId, userId, new Date(now)));
            return { tournamentId, registered: false, registeredCount, capacity: row.capacity };
          }),

        getStandings,

        recordResults: (tournamentId, placements) =>
          Effect.gen(function* () {
            yield* find(tournamentId);
            if (!placementsAreValid(placements))
              return yield* Effect.fail(new TournamentRanksInvalid({ tournamentId }));
            const now = yield* Clock.currentTimeMillis;
            yield* attempt<
              void,
              | TournamentNotFound
              | TournamentNotConcluded
              | TournamentResultsAlreadyRecorded
              | TournamentResultNotRegistered
            >(() => recordResultsIn(db, tournamentId, placements, new Date(now)));
            return yield* getStandings(tournamentId, true);
          }),
      });
    }),
  );
}
