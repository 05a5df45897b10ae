/*
 * How a tournament's status (spec §4 leaderboard statuses) follows from its dates and its results.
 *
 * Nothing flips a row at the right second: the status is computed here (and in the repository's SQL, which
 * mirrors this function) from the clock:
 * - PUBLISHED before `startsAt` (registration may be open in its own window);
 * - LIVE from `startsAt` until `endsAt`;
 * - CONCLUDED from `endsAt` until the results are recorded;
 * - COMPLETED once the results are recorded (recording is only possible after the end).
 */

export const TOURNAMENT_STATUSES = ["PUBLISHED", "LIVE", "CONCLUDED", "COMPLETED"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const TOURNAMENT_FORMATS = ["SOLO", "DUO", "SQUAD"] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** Players per team of each format. */
export const TEAM_SIZE: { readonly [F in TournamentFormat]: number } = { SOLO: 1, DUO: 2, SQUAD: 4 };

export interface TournamentClock {
  /** Epoch milliseconds. */
  readonly registrationOpensAt: number;
  readonly registrationClosesAt: number;
  readonly startsAt: number;
  readonly endsAt: number;
  /** When the results were recorded; null while they are not. */
  readonly resultsRecordedAt: number | null;
}

export const tournamentStatusAt = (clock: TournamentClock, now: number): TournamentStatus => {
  if (now < clock.startsAt) return "PUBLISHED";
  if (now < clock.endsAt) return "LIVE";
  return clock.resultsRecordedAt === null ? "CONCLUDED" : "COMPLETED";
};

/** A gamer may take a seat inside the registration window, and never once the tournament has started. */
export const registrationIsOpen = (clock: TournamentClock, now: number): boolean =>
  now >= clock.registrationOpensAt && now < clock.registrationClosesAt && now < clock.startsAt;

/** A seat may be given up until the start. */
export const withdrawalIsOpen = (clock: TournamentClock, now: number): boolean => now < clock.startsAt;

/** Which instant a countdown runs to: the start while PUBLISHED, the end while LIVE, none after. */
export const countdownTarget = (
  status: TournamentStatus,
  clock: Pick<TournamentClock, "startsAt" | "endsAt">,
): { readonly kind: "starts" | "ends"; readonly at: number } | undefined => {
  if (status === "PUBLISHED") return { kind: "starts", at: clock.startsAt };
  if (status === "LIVE") return { kind: "ends", at: clock.endsAt };
  return undefined;
};

/** Whether the dates are in order: the window opens before it closes, closes no later than the start. */
export const clockIsValid = (clock: TournamentClock): boolean =>
  clock.registrationOpensAt < clock.registrationClosesAt &&
  clock.registrationClosesAt <= clock.startsAt &&
  clock.startsAt < clock.endsAt &&
  (clock.resultsRecordedAt === null || clock.resultsRecordedAt >= clock.endsAt);
