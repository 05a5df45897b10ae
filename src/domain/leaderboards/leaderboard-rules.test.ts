import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  competitionRanks,
  leaderboardProblem,
  leaderboardStatusAt,
  prizeTiersAreValid,
  tierForRank,
} from "@/domain/leaderboards/leaderboard-rules";

describe("leaderboard rules", () => {
  it("follows the season's dates and the payout", () => {
    const clock = { startsAt: 100, endsAt: 200, completedAt: null };
    expect([50, 100, 199, 200].map((now) => leaderboardStatusAt(clock, now))).toEqual([
      "PUBLISHED",
      "LIVE",
      "LIVE",
      "CONCLUDED",
    ]);
    expect(leaderboardStatusAt({ ...clock, completedAt: 250 }, 300)).toBe("COMPLETED");
  });

  it("ranks ties together and skips the places they take (1224)", () => {
    expect(competitionRanks([50, 40, 40, 30], 1, 1)).toEqual([1, 2, 2, 4]);
    // A page that starts inside a tie begins with the tie's shared rank.
    expect(competitionRanks([40, 30, 30, 10], 2, 3)).toEqual([2, 4, 4, 6]);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 })])(
    "gives each row one more than the number of strictly higher scores",
    (raw) => {
      const scores = [...raw].sort((a, b) => b - a);
      expect(competitionRanks(scores, 1, 1)).toEqual(
        scores.map((score) => 1 + scores.filter((other) => other > score).length),
      );
    },
  );

  it("pays a rank from the tier that covers it and refuses overlapping tiers", () => {
    const tiers = [
      { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500 },
      { fromRank: 2, toRank: 10, currency: "KCASH", amount: 100 },
    ];
    expect(tierForRank(tiers, 1)?.amount).toBe(500);
    expect(tierForRank(tiers, 10)?.amount).toBe(100);
    expect(tierForRank(tiers, 11)).toBeUndefined();
    expect(prizeTiersAreValid(tiers)).toBe(true);
    expect(prizeTiersAreValid([...tiers, { fromRank: 10, toRank: 12, currency: "KCASH", amount: 1 }])).toBe(
      false,
    );
    expect(prizeTiersAreValid([{ fromRank: 3, toRank: 2, currency: "KCASH", amount: 1 }])).toBe(false);
    expect(leaderboardProblem({ startsAt: 2, endsAt: 2 }, tiers)).toBe("SEASON_ORDER");
    expect(leaderboardProblem({ startsAt: 1, endsAt: 2 }, tiers)).toBeUndefined();
  });
});
