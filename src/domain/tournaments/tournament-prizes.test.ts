import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/domain/constants/money";
import {
  prizeForRank,
  prizePoolOf,
  prizeTableIsValid,
  seatsLeft,
} from "@/domain/tournaments/tournament-prizes";

const table = fc
  .array(fc.tuple(fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: 1e9 })), { maxLength: 20 })
  .map((rows) => rows.map(([currency, amount], index) => ({ rank: index + 1, currency, amount })));

describe("tournament prizes", () => {
  test.prop([table])("property: the pool sums every prize, per currency", (prizes) => {
    expect(prizeTableIsValid(prizes)).toBe(true);
    const pool = prizePoolOf(prizes);
    for (const { currency, amount } of pool)
      expect(amount).toBe(
        prizes.filter((prize) => prize.currency === currency).reduce((sum, prize) => sum + prize.amount, 0),
      );
    expect(new Set(pool.map((entry) => entry.currency)).size).toBe(pool.length);
  });

  test.prop([fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 2000 })])(
    "property: seats left is never negative",
    (capacity, registered) => {
      expect(seatsLeft(capacity, registered)).toBe(Math.max(0, capacity - registered));
    },
  );

  it("finds a rank's prize and refuses gaps or repeats", () => {
    const prizes = [
      { rank: 1, currency: "KCASH", amount: 50_000 },
      { rank: 2, currency: "KCASH", amount: 20_000 },
    ] as const;
    expect(prizeForRank(prizes, 2)?.amount).toBe(20_000);
    expect(prizeForRank(prizes, 3)).toBeUndefined();
    expect(prizeTableIsValid([prizes[0], { ...prizes[1], rank: 3 }])).toBe(false);
    expect(prizeTableIsValid([prizes[0], prizes[0]])).toBe(false);
  });
});
