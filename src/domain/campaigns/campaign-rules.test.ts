import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  DEFAULT_CLAIM_WINDOW_MS,
  campaignAppliesTo,
  checkDates,
  checkTiers,
  defaultClaimEndsAt,
  descriptionSummary,
  distributionOf,
} from "@/domain/campaigns/campaign-rules";
import { tierAmountForRank } from "@/domain/campaigns/campaign-lifecycle";

describe("dates", () => {
  test.prop([fc.integer(), fc.integer(), fc.integer()])(
    "property: accepted exactly when startsAt < endsAt <= claimEndsAt",
    (startsAt, endsAt, claimEndsAt) => {
      const breach = checkDates({ startsAt, endsAt, claimEndsAt });
      expect(breach === undefined).toBe(startsAt < endsAt && endsAt <= claimEndsAt);
    },
  );

  test.each([
    [
      { startsAt: 10, endsAt: 10, claimEndsAt: 20 },
      { field: "endsAt", reason: "ENDS_BEFORE_START" },
    ],
    [
      { startsAt: 10, endsAt: 20, claimEndsAt: 19 },
      { field: "claimEndsAt", reason: "CLAIM_ENDS_BEFORE_END" },
    ],
    [{ startsAt: 10, endsAt: 20, claimEndsAt: 20 }, undefined],
  ])("%j → %j", (dates, expected) => {
    expect(checkDates(dates)).toEqual(expected);
  });

  test("a claim window defaults to a week for rewards paid on claim, none for drawn ones", () => {
    expect(defaultClaimEndsAt("EVERYONE", 1000)).toBe(1000 + DEFAULT_CLAIM_WINDOW_MS);
    expect(defaultClaimEndsAt("FCFS", 1000)).toBe(1000 + DEFAULT_CLAIM_WINDOW_MS);
    expect(defaultClaimEndsAt("RAFFLE", 1000)).toBe(1000);
    expect(defaultClaimEndsAt("LEADERBOARD", 1000)).toBe(1000);
  });
});

const tier = fc
  .record({ fromRank: fc.integer({ min: 1, max: 60 }), width: fc.integer({ min: 0, max: 10 }) })
  .map(({ fromRank, width }) => ({ fromRank, toRank: fromRank + width, amount: 100 }));

describe("leaderboard tiers", () => {
  test.prop([fc.array(tier, { minLength: 1, maxLength: 6 })])(
    "property: accepted tiers give every rank at most one amount, and refused ones share a rank",
    (tiers) => {
      const breach = checkTiers(tiers);
      const ranks = tiers.flatMap((each) =>
        Array.from({ length: each.toRank - each.fromRank + 1 }, (_, index) => each.fromRank + index),
      );
      const shared = new Set(ranks).size !== ranks.length;
      expect(breach === undefined).toBe(!shared);
      if (breach !== undefined) expect(breach.reason).toBe("TIERS_OVERLAP");
      else for (const rank of ranks) expect(tierAmountForRank(tiers, rank)).toBe(100);
    },
  );

  test.each([
    [[], "TIERS_MISSING"],
    [[{ fromRank: 0, toRank: 3, amount: 5 }], "TIER_RANKS_INVALID"],
    [[{ fromRank: 4, toRank: 3, amount: 5 }], "TIER_RANKS_INVALID"],
    [[{ fromRank: 1, toRank: 3, amount: 0 }], "TIER_AMOUNT_NOT_POSITIVE"],
    [
      [
        { fromRank: 1, toRank: 3, amount: 50 },
        { fromRank: 3, toRank: 9, amount: 5 },
      ],
      "TIERS_OVERLAP",
    ],
  ])("%j is refused: %s", (tiers, reason) => {
    expect(checkTiers(tiers)?.reason).toBe(reason);
  });
});

describe("distribution", () => {
  test("each method takes its own setting", () => {
    expect(distributionOf({ method: "EVERYONE" }, 100)).toEqual({ config: { method: "EVERYONE" } });
    expect(distributionOf({ method: "FCFS", cap: 5 }, 100)).toEqual({ config: { method: "FCFS", cap: 5 } });
    expect(distributionOf({ method: "RAFFLE", winners: 3 }, 100)).toEqual({
      config: { method: "RAFFLE", winners: 3 },
    });
    const tiers = [{ fromRank: 1, toRank: 1, amount: 900 }];
    expect(distributionOf({ method: "LEADERBOARD", tiers }, 0)).toEqual({
      config: { method: "LEADERBOARD", tiers },
    });
  });

  test.each([
    [{ method: "FCFS" as const }, 100, "distribution.cap", "CAP_MISSING"],
    [{ method: "RAFFLE" as const }, 100, "distribution.winners", "WINNERS_MISSING"],
    [{ method: "LEADERBOARD" as const }, 0, "distribution.tiers", "TIERS_MISSING"],
    [{ method: "EVERYONE" as const, cap: 3 }, 100, "distribution.cap", "SETTING_NOT_FOR_METHOD"],
    [{ method: "FCFS" as const, cap: 3, winners: 2 }, 100, "distribution.winners", "SETTING_NOT_FOR_METHOD"],
    [{ method: "EVERYONE" as const }, 0, "reward.amount", "REWARD_ZERO"],
    [{ method: "RAFFLE" as const, winners: 2 }, 0, "reward.amount", "REWARD_ZERO"],
  ])("%j with reward %d is refused at %s: %s", (input, reward, field, reason) => {
    expect(distributionOf(input, reward)).toEqual({ breach: { field, reason } });
  });
});

describe("who a campaign is open to", () => {
  const place = fc.record({
    continent: fc.option(fc.constantFrom("AS", "SA", "EU"), { nil: undefined }),
    country: fc.option(fc.constantFrom("IN", "BR", "NP", "DE"), { nil: undefined }),
  });

  test.prop([place])("property: a campaign with no lists is open to everyone, known or not", (where) => {
    expect(campaignAppliesTo({ continents: [], countries: [] }, where)).toBe(true);
  });

  test.prop([fc.subarray(["AS", "SA", "EU"]), fc.subarray(["IN", "BR", "NP", "DE"]), place])(
    "property: open exactly when every list that names places names the gamer's",
    (continents, countries, where) => {
      const expected =
        (continents.length === 0 ||
          (where.continent !== undefined && continents.includes(where.continent))) &&
        (countries.length === 0 || (where.country !== undefined && countries.includes(where.country)));
      expect(campaignAppliesTo({ continents, countries }, where)).toBe(expected);
    },
  );

  test.each([
    [{ continents: ["AS"], countries: [] }, { continent: "AS", country: "IN" }, true],
    [{ continents: ["AS"], countries: [] }, { continent: "SA", country: "BR" }, false],
    [{ continents: [], countries: ["IN", "BR"] }, { continent: "SA", country: "BR" }, true],
    [{ continents: [], countries: ["IN"] }, { continent: undefined, country: undefined }, false],
  ])("%j for %j: %s", (region, where, expected) => {
    expect(campaignAppliesTo(region, where)).toBe(expected);
  });
});

describe("description summary", () => {
  test.prop([fc.string({ maxLength: 600 }), fc.integer({ min: 10, max: 300 })])(
    "property: never longer than the limit, and a text within it comes back trimmed",
    (text, max) => {
      const summary = descriptionSummary(text, max);
      expect(Array.from(summary).length).toBeLessThanOrEqual(max);
      if (Array.from(text.trim()).length <= max) expect(summary).toBe(text.trim());
      else expect(summary.endsWith("…")).toBe(true);
    },
  );

  test("cuts at a word", () => {
    expect(descriptionSummary("Win rare skins in the Dark Throne arena this week", 20)).toBe(
      "Win rare skins in…",
    );
  });
});
