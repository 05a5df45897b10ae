import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { shiftDecimal, toDecimalString } from "@/domain/format/decimal";
import { DISPLAY_LANGUAGE_CODES, toBcp47 } from "@/domain/i18n/languages";
import {
  cutDecimals,
  formatAmount,
  formatCompactCount,
  formatTokenValue,
} from "@/domain/format/number-format";

const LOCALES = ["en", "pt-BR", "hi", "de", "ru", "fr", "zh-Hans", "he", "not a locale", undefined] as const;
const locale = fc.constantFrom(...LOCALES);
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e21, 5e-324),
);
/** Parses an English rendering back to a number ("1,234.5M" → 1234500000). */
const parseEnglish = (text: string): number => {
  const multiplier = { K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1)] ?? 1;
  return Number(text.replace(/[KMB]$/, "").replaceAll(",", "")) * multiplier;
};

describe("decimal text", () => {
  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })])(
    "property: round-trips every finite number",
    (value) => {
      const text = toDecimalString(value);
      expect(text).not.toMatch(/e/i);
      expect(Number(text)).toBe(Object.is(value, -0) ? 0 : value);
    },
  );

  test.prop([fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -12, max: 12 })])(
    "property: shifting there and back is the identity",
    (value, places) => {
      const decimal = toDecimalString(value);
      expect(shiftDecimal(shiftDecimal(decimal, places), -places)).toBe(decimal);
    },
  );

  test.each([
    [1150000, -6, "1.15"],
    [0.29, 2, "29"],
    [-5, -3, "-0.005"],
    [-0.001, 2, "-0.1"],
  ])("%d × 10^%d = %s", (value, places, expected) => {
    expect(shiftDecimal(toDecimalString(value), places)).toBe(expected);
  });
});

describe("number formatters", () => {
  test.prop([anyNumber, locale])("property: never throw and never print NaN or Infinity", (value, loc) => {
    for (const text of [
      formatAmount(value, loc),
      formatCompactCount(value, loc),
      formatTokenValue(value, loc),
      cutDecimals(value, 2, loc),
    ]) {
      expect(text).not.toMatch(/NaN|Infinity|∞/);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  test.prop([fc.double({ min: -1e15, max: 1e15, noNaN: true })])(
    "property: cutting never rounds up: |shown| ≤ |value| and within 0.01",
    (value) => {
      const shown = Number(cutDecimals(value, 2, "en").replaceAll(",", ""));
      expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(value));
      expect(Math.abs(value - shown)).toBeLessThan(0.01 * (1 + 1e-9) + Math.abs(value) * 1e-15);
    },
  );

  test.prop([fc.double({ min: 0, max: 1e14, noNaN: true }), fc.double({ min: 0, max: 1e14, noNaN: true })])(
    "property: amounts and compact counts are monotonic",
    (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(parseEnglish(formatAmount(low, "en"))).toBeLessThanOrEqual(
        parseEnglish(formatAmount(high, "en")),
      );
      expect(parseEnglish(formatCompactCount(low, "en"))).toBeLessThanOrEqual(
        parseEnglish(formatCompactCount(high, "en")),
      );
    },
  );

  test.prop([fc.double({ min: 1e6, max: 1e14, noNaN: true })])(
    "property: from 1,000,000 up an amount has two decimals and M",
    (value) => {
      expect(formatAmount(value, "en")).toMatch(/^[\d,]+\.\d{2}M$/);
    },
  );

  test.prop([fc.double({ min: 0, max: 999_999.999, noNaN: true })])(
    "property: below 1,000,000 at most two decimals and no suffix",
    (value) => {
      expect(formatAmount(value, "en")).toMatch(/^[\d,]+(?:\.\d{1,2})?$/);
    },
  );

  test.prop([fc.double({ min: -0.99999999, max: 0.99999999, noNaN: true })])(
    "property: token values under 1 keep at most 8 decimals",
    (value) => {
      expect(formatTokenValue(value, "en")).toMatch(/^-?0(?:\.\d{1,8})?$/);
    },
  );

  test.prop([fc.double({ min: 1, max: 1e12, noNaN: true })])(
    "property: token values from 1 up keep at most 3 decimals",
    (value) => {
      expect(formatTokenValue(value, "en")).toMatch(/^[\d,]+(?:\.\d{1,3})?$/);
    },
  );

  test.each([
    [999_999.999, "999,999.99"],
    [1_000_000, "1.00M"],
    [1_150_000, "1.15M"],
    [1_239_999, "1.23M"],
    [12_345.678, "12,345.67"],
    [0.29, "0.29"],
    [1.005, "1"],
    [-2_500_000, "-2.50M"],
    [-0.001, "0"],
  ])("formatAmount(%d) = %s", (value, expected) => {
    expect(formatAmount(value, "en")).toBe(expected);
  });

  test.each([
    [999, "999"],
    [1_000, "1K"],
    [1_250, "1.2K"],
    [999_999, "999.9K"],
    [3_400_000, "3.4M"],
    [2_000_000_000, "2B"],
    [1_234_000_000_000, "1,234B"],
  ])("formatCompactCount(%d) = %s", (value, expected) => {
    expect(formatCompactCount(value, "en")).toBe(expected);
  });

  test.each([
    [0.000123456789, "0.00012345"],
    [0.5, "0.5"],
    [12.34567, "12.345"],
    [1, "1"],
  ])("formatTokenValue(%d) = %s", (value, expected) => {
    expect(formatTokenValue(value, "en")).toBe(expected);
  });

  test("locales change separators, not the suffix", () => {
    expect(formatAmount(1_234_567, "pt-BR")).toBe("1,23M");
    expect(formatAmount(12_345.678, "pt-BR")).toBe("12.345,67");
    expect(formatAmount(123_456.78, "hi")).toBe("1,23,456.78");
    expect(formatCompactCount(1_250, "de")).toBe("1,2K");
  });

  describe.each(DISPLAY_LANGUAGE_CODES.map(toBcp47))("thresholds of spec §9 in %s", (tag) => {
    const decimal = new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === "decimal")?.value;

    test("an amount below 1,000,000 is never compacted: 4,050 stays the locale's 4,050", () => {
      expect(formatAmount(4_050, tag)).toBe(new Intl.NumberFormat(tag).format(4_050));
      expect(formatAmount(999_999.99, tag)).toBe(new Intl.NumberFormat(tag).format(999_999.99));
    });

    test("an amount from 1,000,000 up is millions with two decimals and M", () => {
      expect(formatAmount(1_000_000, tag)).toBe(`1${decimal}00M`);
      expect(formatAmount(4_050_000, tag)).toBe(`4${decimal}05M`);
    });

    test("a count compacts to K, M and B", () => {
      expect(formatCompactCount(4_050, tag)).toBe("4K");
      expect(formatCompactCount(1_000_000, tag)).toBe("1M");
      expect(formatCompactCount(2_500_000_000, tag)).toBe(`2${decimal}5B`);
    });
  });
});
