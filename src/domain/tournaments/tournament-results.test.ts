import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { placementsAreValid, prizeCreditKey } from "@/domain/tournaments/tournament-results";

const players = (count: number) => Array.from({ length: count }, (_, index) => `player-${index}`);

describe("tournament results", () => {
  test.prop([
    fc.integer({ min: 1, max: 40 }).chain((n) => fc.shuffledSubarray(players(n), { minLength: n })),
  ])("property: any order of distinct players ranked 1..n is valid", (ordered) => {
    expect(placementsAreValid(ordered.map((userId, index) => ({ userId, rank: index + 1 })))).toBe(true);
  });

  it("refuses no placements, a repeated rank, a gap, a rank out of range and a player placed twice", () => {
    expect(placementsAreValid([])).toBe(false);
    expect(
      placementsAreValid([
        { userId: "a", rank: 1 },
        { userId: "b", rank: 1 },
      ]),
    ).toBe(false);
    expect(
      placementsAreValid([
        { userId: "a", rank: 1 },
        { userId: "b", rank: 3 },
      ]),
    ).toBe(false);
    expect(placementsAreValid([{ userId: "a", rank: 2 }])).toBe(false);
    expect(placementsAreValid([{ userId: "a", rank: 1.5 }])).toBe(false);
    expect(
      placementsAreValid([
        { userId: "a", rank: 1 },
        { userId: "a", rank: 2 },
      ]),
    ).toBe(false);
  });

  it("keys each prize credit by tournament and rank", () => {
    expect(prizeCreditKey("t-1", 2)).toBe("tournament:t-1:rank:2");
  });
});
