import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { campaignButton } from "@/domain/campaigns/campaign-button";
import { CAMPAIGN_STATUSES } from "@/domain/campaigns/campaign-status";

const HOUR = 3_600_000;
const start = Date.UTC(2026, 2, 1);
const end = Date.UTC(2026, 2, 10);
const window = fc
  .tuple(
    fc.integer({ min: 0, max: 1e12 }),
    fc.integer({ min: 1, max: 1e10 }),
    fc.integer({ min: -1e10, max: 2e10 }),
  )
  .map(([startsAt, length, offset]) => ({ startsAt, endsAt: startsAt + length, now: startsAt + offset }));

describe("campaign button", () => {
  const progress = fc.record({
    started: fc.boolean(),
    completedTasks: fc.integer({ min: 0, max: 12 }),
    totalTasks: fc.integer({ min: 0, max: 10 }),
    rewardClaimed: fc.boolean(),
  });

  test.prop([window, fc.constantFrom(...CAMPAIGN_STATUSES), progress, fc.boolean()])(
    "property: CONTINUE_TASKS carries a progress between 0 and 1; CLAIM_REWARDS only for finished, unclaimed users; REWARD_CLAIMED exactly for those who claimed",
    ({ startsAt, endsAt, now }, status, userProgress, claimOpen) => {
      const button = campaignButton({ status, startsAt, endsAt, now, progress: userProgress, claimOpen });
      expect(button.state === "REWARD_CLAIMED").toBe(userProgress.rewardClaimed);
      if (button.state === "CONTINUE_TASKS") {
        expect(button.progress).toBeGreaterThanOrEqual(0);
        expect(button.progress).toBeLessThanOrEqual(1);
        expect(userProgress.started).toBe(true);
      }
      if (button.state === "CLAIM_REWARDS") {
        expect(claimOpen).toBe(true);
        expect(userProgress.rewardClaimed).toBe(false);
        expect(userProgress.completedTasks).toBeGreaterThanOrEqual(userProgress.totalTasks);
      }
      if (button.state === "COMING_SOON") expect(now).toBeLessThan(startsAt);
    },
  );

  const base = {
    startsAt: start,
    endsAt: end,
    progress: { started: false, completedTasks: 0, totalTasks: 4, rewardClaimed: false },
  };
  test.each([
    ["PUBLISHED", start - HOUR, {}, { state: "COMING_SOON" }],
    ["LIVE", start + HOUR, {}, { state: "GET_STARTED" }],
    [
      "LIVE",
      start + HOUR,
      { started: true, completedTasks: 1 },
      { state: "CONTINUE_TASKS", completedTasks: 1, totalTasks: 4, progress: 0.25 },
    ],
    ["ENDED", end + HOUR, { started: true, completedTasks: 4 }, { state: "ENDED" }],
    ["CLAIM_REWARDS", end + HOUR, { started: true, completedTasks: 4 }, { state: "CLAIM_REWARDS" }],
    ["CLAIM_REWARDS", end + HOUR, { started: true, completedTasks: 3 }, { state: "ENDED" }],
    [
      "CLAIM_REWARDS",
      end + HOUR,
      { started: true, completedTasks: 4, rewardClaimed: true },
      { state: "REWARD_CLAIMED" },
    ],
    [
      "ENDED",
      end + HOUR,
      { started: true, completedTasks: 4, rewardClaimed: true },
      { state: "REWARD_CLAIMED" },
    ],
  ] as const)("%s at %d with %j → %j", (status, now, overrides, expected) => {
    expect(campaignButton({ ...base, status, now, progress: { ...base.progress, ...overrides } })).toEqual(
      expected,
    );
  });

  test.each([
    ["before the claim", false, { state: "CLAIM_REWARDS" }],
    // Rewards paid on claim are claimed while the campaign is live: all tasks are done, so there is nothing to
    // continue, and the button says the reward is claimed.
    ["after the claim", true, { state: "REWARD_CLAIMED" }],
  ] as const)(
    "a live campaign paid on claim, every task done, %s (claimed: %s) → %j",
    (_, rewardClaimed, expected) => {
      expect(
        campaignButton({
          ...base,
          status: "LIVE",
          now: start + HOUR,
          claimOpen: true,
          progress: { started: true, completedTasks: 4, totalTasks: 4, rewardClaimed },
        }),
      ).toEqual(expected);
    },
  );
});
