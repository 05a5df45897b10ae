import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { CAMPAIGN_STATUSES } from "@/domain/campaigns/campaign-status";
import { CAMPAIGN_ENDING_SOON_MS, campaignTimer } from "@/domain/campaigns/campaign-timer";

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

describe("campaign timer", () => {
  test.prop([window])(
    "property: a LIVE campaign reads Starts before start, Ends until end, then ENDED",
    ({ startsAt, endsAt, now }) => {
      const timer = campaignTimer({ status: "LIVE", startsAt, endsAt, now });
      if (now < startsAt)
        expect(timer).toEqual({ status: "PUBLISHED", label: "Starts", remainingMs: startsAt - now });
      else if (now < endsAt) {
        expect(timer).toMatchObject({ label: "Ends", remainingMs: endsAt - now });
        expect(timer.status).toBe(endsAt - now <= CAMPAIGN_ENDING_SOON_MS ? "ENDS" : "LIVE");
      } else expect(timer).toEqual({ status: "ENDED" });
    },
  );

  test.prop([window, fc.constantFrom(...CAMPAIGN_STATUSES)])(
    "property: the countdown is never negative",
    ({ startsAt, endsAt, now }, status) => {
      const timer = campaignTimer({ status, startsAt, endsAt, now });
      if (timer.status !== "ENDED") expect(timer.remainingMs).toBeGreaterThan(0);
    },
  );

  test.each([
    ["PUBLISHED", start - HOUR, { status: "PUBLISHED", label: "Starts", remainingMs: HOUR }],
    ["LIVE", start, { status: "LIVE", label: "Ends", remainingMs: end - start }],
    ["LIVE", end - HOUR, { status: "ENDS", label: "Ends", remainingMs: HOUR }],
    ["LIVE", end, { status: "ENDED" }],
    ["ENDED", start + HOUR, { status: "ENDED" }],
    ["CLAIM_REWARDS", start + HOUR, { status: "ENDED" }],
  ] as const)("%s at %d", (status, now, expected) => {
    expect(campaignTimer({ status, startsAt: start, endsAt: end, now })).toEqual(expected);
  });
});
