import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/*
 * The end-date helper (spec §5): an empty end is valid (open-ended), otherwise the date must not be in the
 * past. A date-only value (`2026-03-05`, what `<input type="date">` gives) is compared by calendar day in the
 * caller's time zone, so today is still valid all day; a value with a time is compared to the instant now.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const isRealCalendarDate = (value: string): boolean => {
  const match = DATE_ONLY.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isDateTime = (value: string): boolean => DATE_TIME.test(value) && Number.isFinite(Date.parse(value));

/** `YYYY-MM-DD` of an instant in a time zone (the runtime's own when none is given). */
export const calendarDateOf = (instant: Date, timeZone?: string): string => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    ...(timeZone === undefined ? {} : { timeZone }),
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
};

export const isWellFormedEndDate = (value: string): boolean =>
  value === "" || isRealCalendarDate(value) || isDateTime(value);

export const isEndDateNotPast = (value: string, now: Date, timeZone?: string): boolean => {
  if (value === "") return true;
  if (isRealCalendarDate(value)) return value >= calendarDateOf(now, timeZone);
  return Date.parse(value) >= now.getTime();
};

/** The end-date rule as of `now` (the caller's clock) in the caller's time zone. */
export const endDateAsOf = (now: Date, timeZone?: string): Schema.Codec<string> =>
  Schema.String.check(
    rule("validation.date.invalid", isWellFormedEndDate),
    rule("validation.date.past", (value: string) => isEndDateNotPast(value, now, timeZone)),
  );
