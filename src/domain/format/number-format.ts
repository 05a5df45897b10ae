import { type DecimalString, shiftDecimal, toDecimalString } from "@/domain/format/decimal";
import { safeLocale } from "@/domain/format/locale";

/*
 * Number display of spec §9, locale-aware through Intl (grouping and decimal separator follow the locale;
 * the K/M/B suffixes are the spec's and stay Latin in every language). Every cut is a truncation toward zero,
 * never a rounding, so a balance is never shown larger than it is. Non-finite input (NaN, ±Infinity) shows
 * as "0": these formatters never throw and never print NaN.
 */

const formatters = new Map<string, Intl.NumberFormat>();

const numberFormat = (
  locale: string | undefined,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
) => {
  const resolved = safeLocale(locale);
  const key = `${resolved}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(resolved, {
      minimumFractionDigits,
      maximumFractionDigits,
      roundingMode: "trunc",
      signDisplay: "negative",
    });
    formatters.set(key, format);
  }
  return format;
};

const render = (
  decimal: DecimalString,
  locale: string | undefined,
  minDigits: number,
  maxDigits: number,
): string => numberFormat(locale, minDigits, maxDigits).format(decimal);

/** `value` cut (not rounded) to at most `digits` decimals: 1.239 → "1.23", 0.29 → "0.29". */
export const cutDecimals = (value: number, digits: number, locale?: string): string =>
  Number.isFinite(value)
    ? render(toDecimalString(value), locale, 0, Math.max(0, Math.min(20, Math.floor(digits))))
    : "0";

export const MILLION = 1_000_000;

/**
 * An amount: from 1,000,000 up in millions with exactly two decimals and the suffix M ("1.23M"), below that
 * cut to at most two decimals ("999,999.99").
 */
export const formatAmount = (value: number, locale?: string): string => {
  if (!Number.isFinite(value)) return "0";
  const decimal = toDecimalString(value);
  if (Math.abs(value) >= MILLION) return `${render(shiftDecimal(decimal, -6), locale, 2, 2)}M`;
  return render(decimal, locale, 0, 2);
};

/** A token value: below 1 with up to 8 decimals ("0.00012345"), otherwise up to 3 ("12.345"). */
export const formatTokenValue = (value: number, locale?: string): string => {
  if (!Number.isFinite(value)) return "0";
  return render(toDecimalString(value), locale, 0, Math.abs(value) < 1 ? 8 : 3);
};

const COMPACT_STEPS = [
  { exponent: 9, suffix: "B" },
  { exponent: 6, suffix: "M" },
  { exponent: 3, suffix: "K" },
] as const;

/** A large count compacted to K, M or B with at most one decimal: 1,250 → "1.2K", 3,400,000 → "3.4M". */
export const formatCompactCount = (value: number, locale?: string): string => {
  if (!Number.isFinite(value)) return "0";
  const decimal = toDecimalString(value);
  for (const { exponent, suffix } of COMPACT_STEPS) {
    if (Math.abs(value) >= 10 ** exponent)
      return `${render(shiftDecimal(decimal, -exponent), locale, 0, 1)}${suffix}`;
  }
  return render(decimal, locale, 0, 0);
};
