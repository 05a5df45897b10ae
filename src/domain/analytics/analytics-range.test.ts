import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  MAX_ANALYTICS_RANGE_DAYS,
  analyticsRangeDays,
  daysOfRange,
  defaultAnalyticsRange,
  fillAnalyticsDays,
  isAnalyticsRangeValid,
  utcDayOf,
} from "@/domain/analytics/analytics-range";

const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) }).map((at) => utcDayOf(at));

describe("analytics range", () => {
  it("counts both ends and crosses months and leap days", () => {
    expect(analyticsRangeDays("2026-11-01", "2026-11-01")).toBe(1);
    expect(analyticsRangeDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(daysOfRange("2026-12-31", "2027-01-02")).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
  });

  it("refuses a reversed range and one longer than the maximum", () => {
    expect(isAnalyticsRangeValid("2026-11-02", "2026-11-01")).toBe(false);
    expect(isAnalyticsRangeValid("2025-01-01", "2026-01-01")).toBe(true);
    expect(isAnalyticsRangeValid("2025-01-01", "2026-01-02")).toBe(false);
  });

  it("defaults to the last 30 days, today included", () => {
    expect(defaultAnalyticsRange(Date.parse("2026-11-28T02:00:00Z"))).toEqual({
      from: "2026-10-30",
      to: "2026-11-28",
    });
  });

  // Ranges on either side of the maximum, from any day: longer ones list more days and prove nothing more.
  const span = fc.integer({ min: 0, max: 2 * MAX_ANALYTICS_RANGE_DAYS });
  test.prop([day, span])("a valid range lists exactly its days, in order", (from, length) => {
    const to = utcDayOf(Date.parse(`${from}T00:00:00Z`) + length * 24 * 60 * 60 * 1000);
    const days = daysOfRange(from, to);
    expect(days.length).toBe(length + 1);
    expect(analyticsRangeDays(from, to)).toBe(length + 1);
    expect(days[0]).toBe(from);
    expect(days.at(-1)).toBe(to);
    expect(isAnalyticsRangeValid(from, to)).toBe(days.length <= MAX_ANALYTICS_RANGE_DAYS);
  });

  it("fills the days without events with zeros", () => {
    const filled = fillAnalyticsDays("2026-11-01", "2026-11-03", [{ date: "2026-11-02", n: 4 }], (date) => ({
      date,
      n: 0,
    }));
    expect(filled).toEqual([
      { date: "2026-11-01", n: 0 },
      { date: "2026-11-02", n: 4 },
      { date: "2026-11-03", n: 0 },
    ]);
  });
});
