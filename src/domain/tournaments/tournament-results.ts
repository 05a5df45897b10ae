/*
 * Recording a tournament's results: an admin places registered players with the final ranks 1..n. Who is
 * registered is the server's to check; the shape of the placements is checked here, on both sides.
 */

export interface Placement {
  readonly userId: string;
  readonly rank: number;
}

/** Placements are valid when their ranks are exactly 1..n (each once) and no player is placed twice. */
export const placementsAreValid = (placements: readonly Placement[]): boolean => {
  if (placements.length === 0) return false;
  const ranks = new Set(placements.map((placement) => placement.rank));
  const players = new Set(placements.map((placement) => placement.userId));
  return (
    ranks.size === placements.length &&
    players.size === placements.length &&
    placements.every(
      (placement) =>
        Number.isSafeInteger(placement.rank) && placement.rank >= 1 && placement.rank <= placements.length,
    )
  );
};

/** The idempotency key of the ledger credit paying a tournament's prize of one rank (credited once). */
export const prizeCreditKey = (tournamentId: string, rank: number): string =>
  `tournament:${tournamentId}:rank:${rank}`;
