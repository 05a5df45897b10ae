import { isolateFirstStrong, isolateLeftToRight } from "@/domain/format/bidi";
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

type DurationUnit = { readonly part: keyof DurationParts; readonly unit: string };

const DURATION_UNITS: ReadonlyArray<DurationUnit> = [
  { part: "days", unit: "day" },
  { part: "hours", unit: "hour" },
  { part: "minutes", unit: "minute" },
  { part: "seconds", unit: "second" },
];

/** The part of `Intl.DurationFormat` the site uses (typed here: TypeScript's ES2023 lib does not have it yet). */
interface DurationFormatter {
  format(duration: DurationParts): string;
}
type DurationFormatConstructor = new (
  locale: string,
  options: Readonly<Record<string, string>>,
) => DurationFormatter;

/** `Intl.DurationFormat` where the runtime has it (Chromium, Node 24), else undefined (Node 20, older Safari). */
const nativeDurationFormat = (): DurationFormatConstructor | undefined => {
  const candidate: unknown = Reflect.get(Intl, "DurationFormat");
  return typeof candidate === "function" ? (candidate as DurationFormatConstructor) : undefined;
};

/**
 * What `Intl.DurationFormat` does for the narrow style (ECMA-402's PartitionDurationFormatPattern): each unit
 * by `Intl.NumberFormat` with its narrow unit name, joined by the locale's narrow unit list. Every runtime
 * has both.
 */
const listedDurationFormat = (locale: string, shown: ReadonlyArray<DurationUnit>): DurationFormatter => {
  const list = new Intl.ListFormat(locale, { type: "unit", style: "narrow" });
  const units = shown.map(({ part, unit }) => ({
    part,
    format: new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "narrow" }),
  }));
  return {
    format: (duration) => list.format(units.map(({ part, format }) => format.format(duration[part]))),
  };
};

/** Shows the units of `shown` even when zero ("3m 0s"), and hides the larger ones, all zero. */
const nativeDurationFormatOf = (
  Native: DurationFormatConstructor,
  locale: string,
  shown: ReadonlyArray<DurationUnit>,
): DurationFormatter =>
  new Native(locale, {
    style: "narrow",
    ...Object.fromEntries(
      DURATION_UNITS.map((unit) => [`${unit.part}Display`, shown.includes(unit) ? "always" : "auto"]),
    ),
  });

const listedFormatters = new Map<string, DurationFormatter>();
/** Per constructor, so a runtime that gains or loses `Intl.DurationFormat` (a test) never reuses the other's. */
const nativeFormatters = new WeakMap<DurationFormatConstructor, Map<string, DurationFormatter>>();

const formattersOf = (Native: DurationFormatConstructor | undefined): Map<string, DurationFormatter> => {
  if (Native === undefined) return listedFormatters;
  let cache = nativeFormatters.get(Native);
  if (cache === undefined) {
    cache = new Map();
    nativeFormatters.set(Native, cache);
  }
  return cache;
};

const durationFormatter = (locale: string, shown: ReadonlyArray<DurationUnit>): DurationFormatter => {
  const Native = nativeDurationFormat();
  const cache = formattersOf(Native);
  const key = `${locale}|${shown.length}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter =
      Native === undefined
        ? listedDurationFormat(locale, shown)
        : nativeDurationFormatOf(Native, locale, shown);
    cache.set(key, formatter);
  }
  return formatter;
};

/**
 * A duration in the units of spec §9 (days, hours, minutes, seconds) named in the reader's language, from the
 * largest unit that is not zero down to seconds: "2d 3h 0m 5s", "3m 0s", "0s" in English, "2 दि, 3 घं, 0 मि
 * 5 से" in Hindi. One format per locale: `Intl.DurationFormat`'s narrow style where the runtime has it, else
 * the same through `Intl.NumberFormat` and `Intl.ListFormat`.
 */
export const formatDuration = (ms: number, locale?: string): string => {
  const parts = durationParts(ms);
  const first = DURATION_UNITS.findIndex(({ part }) => parts[part] > 0);
  const shown = DURATION_UNITS.slice(first === -1 ? DURATION_UNITS.length - 1 : first);
  return durationFormatter(safeLocale(locale), shown).format(parts);
};

const twoDigits = (value: number): string => String(value).padStart(2, "0");

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
  const month = isolateFirstStrong(part("month").replace(/\.$/, ""), options.locale);
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
 * day, year and the 12-hour clock keep the spec's fixed shape in every language, so in a right-to-left
 * language the date is one left-to-right run with the month isolated inside it ("26/נוב׳/26", not
 * "26/26/נוב׳"). An invalid date gives "".
 * Nothing on the site formats a date any other way (no `dateStyle`, no `<FormattedDate>`).
 */

/** A day as `day/mon/yy` (spec §9): "05/Mar/26". */
export const formatDate = (date: Date | number | string, options: DateTimeFormatOptions = {}): string =>
  isolateLeftToRight(datePartsOf(date, options)?.date ?? "", options.locale);

/** An instant as `day/mon/yy, hh:mm am/pm` (spec §9): "05/Mar/26, 02:07 pm". */
export const formatDateTime = (date: Date | number | string, options: DateTimeFormatOptions = {}): string => {
  const parts = datePartsOf(date, options);
  if (parts === undefined) return "";
  const { hour24 } = parts;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return isolateLeftToRight(
    `${parts.date}, ${twoDigits(hour12)}:${parts.minute} ${hour24 < 12 ? "am" : "pm"}`,
    options.locale,
  );
};
