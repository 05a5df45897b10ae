import type { Currency } from "@/domain/constants/money";

/** The prize of one final rank, in base units of its currency. */
export interface RankPrize {
  readonly rank: number;
  readonly currency: Currency;
  readonly amount: number;
}

/** The sum of a prize table per currency, in the order currencies first appear. */
export const prizePoolOf = (
  prizes: readonly RankPrize[],
): readonly { readonly currency: Currency; readonly amount: number }[] => {
  const totals = new Map<Currency, number>();
  for (const prize of prizes) totals.set(prize.currency, (totals.get(prize.currency) ?? 0) + prize.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
};

/** The prize of a final rank, if the table pays it. */
export const prizeForRank = (prizes: readonly RankPrize[], rank: number): RankPrize | undefined =>
  prizes.find((prize) => prize.rank === rank);

/** A prize table is valid when its ranks are 1..n without gaps or repeats and no amount is negative or fractional. */
export const prizeTableIsValid = (prizes: readonly RankPrize[]): boolean =>
  [...prizes]
    .sort((a, b) => a.rank - b.rank)
    .every(
      (prize, index) => prize.rank === index + 1 && Number.isSafeInteger(prize.amount) && prize.amount >= 0,
    );

/** Seats still free (never negative). */
export const seatsLeft = (capacity: number, registeredCount: number): number =>
  Math.max(0, capacity - registeredCount);
