import { safeLocale } from "@/domain/format/locale";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Whole days, hours, minutes and seconds in `ms`; negative or non-finite durations are zero, and durations
 * beyond exact integer arithmetic (about 285,000 years) are capped there.
 */
export const durationParts = (ms: number): DurationParts => {
  const capped = Math.min(ms, Number.MAX_SAFE_INTEGER);
  const total = Number.isFinite(capped) && capped > 0 ? Math.floor(capped / SECOND) * SECOND : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
};

const twoDigits = (value: number): string => String(value).padStart(2, "0");

/**
 * A duration as `d h m s` (spec §9): "2d 03h 04m 05s". Hours, minutes and seconds take two digits so a
 * ticking countdown keeps its width.
 */
export const formatDuration = (ms: number): string => {
  const { days, hours, minutes, seconds } = durationParts(ms);
  return `${days}d ${twoDigits(hours)}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`;
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

const dateFormat = (locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat => {
  const resolved = safeLocale(locale);
  const key = `${resolved}|${timeZone ?? ""}`;
  let format = dateFormatters.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions = {
      day: "2-digit",
      month: "short",
      year: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      // The spec's shape is digits and am/pm; a locale with its own digits (bn, ar) would break the clock.
      numberingSystem: "latn",
    };
    try {
      format = new Intl.DateTimeFormat(resolved, timeZone === undefined ? options : { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(resolved, options);
    }
    dateFormatters.set(key, format);
  }
  return format;
};

export interface DateTimeFormatOptions {
  readonly locale?: string;
  /** IANA zone; the runtime's own when omitted (the user's, in a browser). */
  readonly timeZone?: string;
}

interface DateParts {
  readonly date: string;
  readonly hour24: number;
  readonly minute: string;
}

/** The spec's pieces of an instant, or undefined for an invalid date. */
const datePartsOf = (date: Date | number | string, options: DateTimeFormatOptions): DateParts | undefined => {
  const instant = date instanceof Date ? date : new Date(date);
  if (!Number.isFinite(instant.getTime())) return undefined;
  const parts = dateFormat(options.locale, options.timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  const month = part("month").replace(/\.$/, "");
  return {
    date: `${part("day")}/${month}/${part("year")}`,
    hour24: (Number.parseInt(part("hour"), 10) || 0) % 24,
    minute: part("minute"),
  };
};

/*
 * The site's one date format is spec §9's `day/mon/yy, hh:mm am/pm`: `formatDateTime` for an instant,
 * `formatDate` (its first half) for a calendar day (a release date, a policy's revision, a day someone
 * joined). The month is the locale's short name without a trailing dot ("mar" in pt-BR, "März"/"Mär" in de);
 * day, year and the 12-hour clock keep the spec's fixed shape in every language. An invalid date gives "".
 * Nothing on the site formats a date any other way (no `dateStyle`, no `<FormattedDate>`).
 */

/** A day as `day/mon/yy` (spec §9): "05/Mar/26". */
export const formatDate = (date: Date | number | string, options: DateTimeFormatOptions = {}): string =>
  datePartsOf(date, options)?.date ?? "";

/** An instant as `day/mon/yy, hh:mm am/pm` (spec §9): "05/Mar/26, 02:07 pm". */
export const formatDateTime = (date: Date | number | string, options: DateTimeFormatOptions = {}): string => {
  const parts = datePartsOf(date, options);
  if (parts === undefined) return "";
  const { hour24 } = parts;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${parts.date}, ${twoDigits(hour12)}:${parts.minute} ${hour24 < 12 ? "am" : "pm"}`;
};
