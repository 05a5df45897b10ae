/**
 * Tournaments: the list and detail with computed status and seats, registration for a seat (free entry), giving
 * a seat back before the start, and the standings. Status and windows are the domain's
 * (tournament-lifecycle.ts); seats hold under concurrency because the repository counts them with a
 * conditional update in the registration's transaction, and a gamer's second seat is the primary key's
 * `AlreadyRegistered`. Prizes are paid through the Ledger in the recording's transaction, once per tournament
 * and rank.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";
import {
  TournamentFull,
  TournamentGameAccountRequired,
  TournamentNotConcluded,
  TournamentNotFound,
  TournamentRanksInvalid,
  TournamentRegistrationClosed,
  TournamentRegistrationNotFound,
  TournamentResultNotRegistered,
  TournamentResultsAlreadyRecorded,
  TournamentWithdrawalClosed,
  type AlreadyRegistered,
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
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { Database } from "@/server/db/database";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { TournamentRepository, type TournamentRow } from "@/server/db/repositories/tournament-repository";
import { traced } from "@/server/effect/traced";
import { Ledger } from "@/server/services/wallet/ledger";

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

/** A gamer's identity inside the tournament's game, which their seat plays under. */
export interface InGameIdView {
  readonly loginMethod: GameLoginMethod;
  readonly value: string;
}

export interface TournamentDetailView extends TournamentSummaryView {
  readonly description: string;
  readonly prizes: readonly PrizeView[];
  readonly registered: boolean;
  readonly inGameId: InGameIdView | null;
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
  readonly inGameId: InGameIdView | null;
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

export class Tournaments extends Context.Service<
  Tournaments,
  {
    listTournaments(query: TournamentListQuery): Effect.Effect<TournamentPageView>;
    getTournament(
      tournamentId: string,
      callerId: string | undefined,
    ): Effect.Effect<TournamentDetailView, TournamentNotFound>;
    registerForTournament(
      tournamentId: string,
      userId: string,
    ): Effect.Effect<
      TournamentRegistrationView,
      | TournamentNotFound
      | TournamentRegistrationClosed
      | TournamentFull
      | AlreadyRegistered
      | TournamentGameAccountRequired
    >;
    withdrawFromTournament(
      tournamentId: string,
      userId: string,
    ): Effect.Effect<
      TournamentRegistrationView,
      TournamentNotFound | TournamentWithdrawalClosed | TournamentRegistrationNotFound
    >;
    /** `withUserIds`: an admin's answer, naming each player's account. */
    getTournamentStandings(
      tournamentId: string,
      withUserIds?: boolean,
    ): Effect.Effect<TournamentStandingsView, TournamentNotFound>;
    /**
     * Records the final ranks, pays each prize rank that has a player and completes the tournament, all in
     * one transaction. Answers the final standings (with user ids: only admins record).
     */
    recordTournamentResults(
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
      const { transaction } = yield* Database;
      const tournaments = yield* TournamentRepository;
      const ledger = yield* Ledger;
      const gameAccounts = yield* GameAccountRepository;

      /** The gamer's saved identity in the tournament's game, or null. */
      const inGameIdOf = (userId: string, row: TournamentRow) =>
        Effect.map(gameAccounts.findUsername(userId, row.game.id), (saved): InGameIdView | null =>
          saved === undefined ? null : { loginMethod: saved.loginMethod, value: saved.value },
        );

      const find = (tournamentId: string) =>
        Effect.gen(function* () {
          const row = yield* tournaments.findById(tournamentId);
          if (row === undefined) return yield* new TournamentNotFound({ tournamentId });
          return row;
        });

      const prizesOf = (tournamentId: string) =>
        Effect.map(tournaments.prizesOf([tournamentId]), (prizes) => prizes.get(tournamentId) ?? []);

      const getTournamentStandings = (tournamentId: string, withUserIds = false) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          const row = yield* find(tournamentId);
          const status = tournamentStatusAt(clockOf(row), now);
          const final = status === "COMPLETED";
          const prizes = final ? yield* prizesOf(tournamentId) : [];
          const standings = yield* tournaments.standings(tournamentId);
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
          } satisfies TournamentStandingsView;
        });

      /** Why the results cannot be marked recorded now. */
      const notRecordable = (tournamentId: string) =>
        Effect.gen(function* () {
          const state = yield* tournaments.resultsStateOf(tournamentId);
          if (state === undefined) return yield* new TournamentNotFound({ tournamentId });
          if (state.resultsRecordedAt !== null)
            return yield* new TournamentResultsAlreadyRecorded({ tournamentId });
          return yield* new TournamentNotConcluded({ tournamentId });
        });

      return Tournaments.of(
        traced("Tournaments", {
          listTournaments: (query: TournamentListQuery) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const { rows, total } = yield* tournaments.list(query, new Date(now));
              const prizes = yield* tournaments.prizesOf(rows.map((row) => row.id));
              return {
                items: rows.map((row) => summaryOf(row, prizes.get(row.id) ?? [], now)),
                page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
              };
            }),

          getTournament: (tournamentId: string, callerId: string | undefined) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const row = yield* find(tournamentId);
              const prizes = yield* prizesOf(tournamentId);
              const registered =
                callerId !== undefined && (yield* tournaments.isRegistered(tournamentId, callerId));
              return {
                ...summaryOf(row, prizes, now),
                description: row.description,
                prizes: prizes.map(prizeView),
                registered,
                inGameId: callerId === undefined ? null : yield* inGameIdOf(callerId, row),
              };
            }),

          registerForTournament: (tournamentId: string, userId: string) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              const row = yield* find(tournamentId);
              // A failure rolls the seat back; a concurrent registration of the same gamer that wins the race
              // leaves this one AlreadyRegistered, and the seat count's row lock keeps it within capacity. The
              // in-game id is asked for last, so a gamer is never sent to add one for a seat they cannot have.
              const { registeredCount, inGameId } = yield* transaction(
                Effect.gen(function* () {
                  yield* tournaments.insertRegistration(tournamentId, userId, now);
                  const seat = yield* tournaments.takeSeat(tournamentId, now);
                  if (seat === undefined) {
                    if (!(yield* tournaments.isRegistrationOpen(tournamentId, now)))
                      return yield* new TournamentRegistrationClosed({ tournamentId });
                    return yield* new TournamentFull({ tournamentId, capacity: row.capacity });
                  }
                  const saved = yield* inGameIdOf(userId, row);
                  if (saved === null)
                    return yield* new TournamentGameAccountRequired({ tournamentId, gameId: row.game.id });
                  return { registeredCount: seat, inGameId: saved };
                }),
              );
              return { tournamentId, registered: true, registeredCount, capacity: row.capacity, inGameId };
            }),

          withdrawFromTournament: (tournamentId: string, userId: string) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              const row = yield* find(tournamentId);
              const registeredCount = yield* transaction(
                Effect.gen(function* () {
                  if (!(yield* tournaments.deleteRegistration(tournamentId, userId)))
                    return yield* new TournamentRegistrationNotFound({ tournamentId });
                  const seat = yield* tournaments.releaseSeat(tournamentId, now);
                  if (seat === undefined) return yield* new TournamentWithdrawalClosed({ tournamentId });
                  return seat;
                }),
              );
              return {
                tournamentId,
                registered: false,
                registeredCount,
                capacity: row.capacity,
                inGameId: yield* inGameIdOf(userId, row),
              };
            }),

          getTournamentStandings,

          recordTournamentResults: (tournamentId: string, placements: readonly Placement[]) =>
            Effect.gen(function* () {
              yield* find(tournamentId);
              if (!placementsAreValid(placements)) return yield* new TournamentRanksInvalid({ tournamentId });
              const now = new Date(yield* Clock.currentTimeMillis);
              // One transaction: completes the tournament (once, after its end: the row lock serialises
              // concurrent recordings), writes each placed player's final rank and credits each paid rank's
              // prize from the reward pool, once per tournament and rank. Any failure rolls all of it back.
              yield* transaction(
                Effect.gen(function* () {
                  if (!(yield* tournaments.markResultsRecorded(tournamentId, now)))
                    return yield* notRecordable(tournamentId);
                  for (const { userId, rank } of placements)
                    if (!(yield* tournaments.setFinalRank(tournamentId, userId, rank)))
                      return yield* new TournamentResultNotRegistered({ tournamentId, userId });
                  const prizes = yield* prizesOf(tournamentId);
                  for (const { userId, rank } of placements) {
                    const prize = prizeForRank(prizes, rank);
                    if (prize === undefined || prize.amount === 0) continue;
                    yield* ledger.creditReward({
                      userId,
                      currency: prize.currency,
                      amount: prize.amount,
                      idempotencyKey: prizeCreditKey(tournamentId, rank),
                      reference: `tournament:${tournamentId}`,
                    });
                  }
                }),
              );
              return yield* getTournamentStandings(tournamentId, true);
            }),
        }),
      );
    }),
  );
}
