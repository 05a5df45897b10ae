import { afterEach, describe, expect, it } from "vitest";
import {
  formatWholeUnits,
  fromDateTimeLocal,
  parseCount,
  parseWholeUnits,
  toDateTimeLocal,
} from "@/web/features/admin/units";

const zone = process.env["TZ"];
afterEach(() => {
  process.env["TZ"] = zone;
});

describe("parseWholeUnits", () => {
  it("turns whole units into integer base units by the currency's decimals", () => {
    expect(parseWholeUnits("12.5", 2)).toBe(1250);
    expect(parseWholeUnits("12,50", 2)).toBe(1250);
    expect(parseWholeUnits("1 000", 0)).toBe(1000);
    expect(parseWholeUnits("0.00000001", 8)).toBe(1);
    // 0.1 + 0.2 style float error would give 30000000.000000004 here.
    expect(parseWholeUnits("0.3", 8)).toBe(30_000_000);
    expect(parseWholeUnits("0", 2)).toBe(0);
  });

  it("refuses more decimals than the currency has, signs, words and amounts past the contract's limit", () => {
    expect(parseWholeUnits("1.5", 0)).toBeUndefined();
    expect(parseWholeUnits("1.001", 2)).toBeUndefined();
    expect(parseWholeUnits("-1", 2)).toBeUndefined();
    expect(parseWholeUnits("ten", 2)).toBeUndefined();
    expect(parseWholeUnits("", 2)).toBeUndefined();
    expect(parseWholeUnits("10000001", 8)).toBeUndefined();
  });

  it("round-trips with formatWholeUnits", () => {
    for (const [base, decimals] of [
      [1250, 2],
      [1, 8],
      [123_456_789, 8],
      [7, 0],
      [0, 2],
    ] as const) {
      expect(parseWholeUnits(formatWholeUnits(base, decimals), decimals)).toBe(base);
    }
    expect(formatWholeUnits(1250, 2)).toBe("12.5");
  });
});

describe("parseCount", () => {
  it("takes whole numbers of one or more only", () => {
    expect(parseCount(" 3 ")).toBe(3);
    expect(parseCount("0")).toBeUndefined();
    expect(parseCount("2.5")).toBeUndefined();
    expect(parseCount("")).toBeUndefined();
  });
});

describe("datetime-local values", () => {
  it("reads the value in the admin's time zone and sends the UTC instant", () => {
    process.env["TZ"] = "Asia/Kolkata";
    expect(fromDateTimeLocal("2026-05-01T15:30")).toBe("2026-05-01T10:00:00.000Z");
    expect(toDateTimeLocal("2026-05-01T10:00:00.000Z")).toBe("2026-05-01T15:30");
    process.env["TZ"] = "America/Sao_Paulo";
    expect(fromDateTimeLocal("2026-05-01T07:00")).toBe("2026-05-01T10:00:00.000Z");
    expect(toDateTimeLocal("2026-05-01T10:00:00.000Z")).toBe("2026-05-01T07:00");
  });

  it("refuses what is not a real date and time", () => {
    expect(fromDateTimeLocal("")).toBeUndefined();
    expect(fromDateTimeLocal("2026-04-31T10:00")).toBeUndefined();
    expect(fromDateTimeLocal("2026-05-01")).toBeUndefined();
    expect(toDateTimeLocal("not a date")).toBe("");
  });
});
