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

/**
 * A date and time as `day/mon/yy, hh:mm am/pm` (spec §9): "05/Mar/26, 02:07 pm". The month is the locale's
 * short name without a trailing dot ("mar" in pt-BR, "März"/"Mär" in de); day, year and the 12-hour clock
 * keep the spec's fixed shape in every language. An invalid date gives "".
 */
export const formatDateTime = (date: Date | number | string, options: DateTimeFormatOptions = {}): string => {
  const instant = date instanceof Date ? date : new Date(date);
  if (!Number.isFinite(instant.getTime())) return "";
  const parts = dateFormat(options.locale, options.timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  const hour24 = (Number.parseInt(part("hour"), 10) || 0) % 24;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const month = part("month").replace(/\.$/, "");
  return `${part("day")}/${month}/${part("year")}, ${twoDigits(hour12)}:${part("minute")} ${hour24 < 12 ? "am" : "pm"}`;
};
