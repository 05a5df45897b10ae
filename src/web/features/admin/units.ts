/**
 * What an admin types into the campaign form turned into what the contract takes, and back: whole-unit
 * amounts as integer base units of a currency (exactly, no float arithmetic), and `datetime-local` values in
 * the admin's own time zone as ISO instants in UTC.
 */
import { shiftDecimal, type DecimalString } from "@/domain/format/decimal";

/** The contract's largest reward or tier amount, in base units. */
export const MAX_BASE_AMOUNT = 1_000_000_000_000_000;

/**
 * "12.5" (or "12,5", "1 000") whole units as integer base units of a currency with `decimals` decimals, or
 * undefined when it is not a number, has more decimals than the currency, or does not fit the contract.
 * Zero is an amount (a leaderboard's reward is carried by its tiers).
 */
export const parseWholeUnits = (text: string, decimals: number): number | undefined => {
  const compact = text.replace(/[\s\u00a0\u202f_']/g, "");
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (match === null) return undefined;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return undefined;
  if (fraction.replace(/0+$/, "").length > decimals) return undefined;
  const digits = `${whole}${fraction.padEnd(decimals, "0").slice(0, decimals)}`.replace(/^0+(?=\d)/, "");
  const value = Number(digits);
  return Number.isSafeInteger(value) && value <= MAX_BASE_AMOUNT ? value : undefined;
};

/** Base units as the whole-unit text the form shows ("12.5" for 1250 with 2 decimals). */
export const formatWholeUnits = (base: number, decimals: number): string =>
  shiftDecimal(String(base) as DecimalString, -decimals);

/** A positive whole number typed into a field ("3"), or undefined. */
export const parseCount = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
};

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** An ISO instant as a `datetime-local` value in the runtime's (the admin's) time zone: `2026-05-01T15:30`. */
export const toDateTimeLocal = (iso: string): string => {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return "";
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
};

/**
 * A `datetime-local` value, read in the runtime's (the admin's) time zone, as an ISO instant in UTC
 * (`2026-05-01T10:00:00.000Z`), or undefined when it is not a date and time.
 */
export const fromDateTimeLocal = (value: string): string | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (match === null) return undefined;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date rolls 31 April over into May: a value it had to move is not a real date.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.toISOString();
};

/** The runtime's IANA time zone ("Asia/Kolkata"), to say in which zone the form's times are. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
