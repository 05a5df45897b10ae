import { fc, test } from "@fast-check/vitest";
import { afterEach, beforeEach, describe, expect } from "vitest";
import { DISPLAY_LANGUAGE_CODES, toBcp47 } from "@/domain/i18n/languages";
import { FIRST_STRONG_ISOLATE, LTR_ISOLATE, POP_ISOLATE } from "@/domain/format/bidi";
import { durationParts, formatDate, formatDateTime, formatDuration } from "@/domain/format/time-format";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The visible text, without the bidi isolates a right-to-left locale adds. */
const visible = (text: string) => text.replace(/[\u2066-\u2069]/gu, "");
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) });

const DAY_MS = 86_400_000;
const TWENTY_SEVEN_DAYS = ((27 * 24 + 23) * 3600 + 4 * 60 + 5) * 1000;

/** Hides `Intl.DurationFormat` or puts another in its place, for one test; `restore` puts the runtime's back. */
const durationFormatSlot = (() => {
  const original = Object.getOwnPropertyDescriptor(Intl, "DurationFormat");
  return {
    set: (value: unknown) =>
      value === undefined
        ? Reflect.deleteProperty(Intl, "DurationFormat")
        : Object.defineProperty(Intl, "DurationFormat", { value, configurable: true, writable: true }),
    restore: () => {
      Reflect.deleteProperty(Intl, "DurationFormat");
      if (original !== undefined) Object.defineProperty(Intl, "DurationFormat", original);
    },
  };
})();

describe("durationParts", () => {
  test.prop([fc.integer({ min: 0, max: 10 * 365 * DAY_MS })])(
    "property: parts add back up to the whole seconds",
    (ms) => {
      const { days, hours, minutes, seconds } = durationParts(ms);
      expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
    },
  );

  test.each([NaN, -5_000, -Infinity])("%d is no time at all", (ms) => {
    expect(durationParts(ms)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

const HAS_DURATION_FORMAT = Reflect.get(Intl, "DurationFormat") !== undefined;

describe.each([
  ["without Intl.DurationFormat (Node 20, older browsers)", false],
  ["with the runtime's Intl.DurationFormat (Node 24, Chromium)", true],
] as const)("formatDuration %s", (_, native) => {
  beforeEach(() => {
    if (!native) durationFormatSlot.set(undefined);
  });
  afterEach(() => durationFormatSlot.restore());

  describe.skipIf(native && !HAS_DURATION_FORMAT)("in the reader's language", () => {
    test.each([
      [TWENTY_SEVEN_DAYS, "27d 23h 4m 5s"],
      [DAY_MS + 5_000, "1d 0h 0m 5s"],
      [180_000, "3m 0s"],
      [999, "0s"],
      [-5_000, "0s"],
    ])("English: %d ms → %s", (ms, expected) => {
      expect(formatDuration(ms, "en")).toBe(expected);
    });

    test.each([
      ["hi", /^27\s?दि.*23\s?घं.*4\s?मि.*5\s?से$/u],
      ["de", /^27\s?T.*23\s?(h|Std\.).*4\s?Min\..*5\s?Sek\.$/u],
      ["he", /^27\s?י׳.*23\s?שע׳.*4\s?דק׳.*5\s?שנ׳$/u],
      ["pt-BR", /^27\s?dias.*23\s?h.*4\s?min.*5\s?s$/u],
    ])("%s names the units in its own language", (locale, shape) => {
      expect(formatDuration(TWENTY_SEVEN_DAYS, locale)).toMatch(shape);
    });

    test.prop([
      fc.integer({ min: 0, max: 400 * DAY_MS }),
      fc.constantFrom(...DISPLAY_LANGUAGE_CODES.map(toBcp47), "xx-invalid-"),
    ])("property: never throws, and shows every unit from the largest that is not zero", (ms, locale) => {
      const { days, hours, minutes, seconds } = durationParts(ms);
      const all = [days, hours, minutes, seconds];
      const first = all.findIndex((value) => value > 0);
      const shown = all.slice(first === -1 ? all.length - 1 : first);
      expect(formatDuration(ms, locale).match(/\d+/g)?.map(Number)).toEqual(shown);
    });
  });
});

describe("formatDuration and Intl.DurationFormat", () => {
  afterEach(() => durationFormatSlot.restore());

  test("asks the runtime's DurationFormat for the narrow style, showing units from the largest not zero", () => {
    const made: { locale: string; options: Record<string, string> }[] = [];
    durationFormatSlot.set(
      class {
        constructor(locale: string, options: Record<string, string>) {
          made.push({ locale, options });
        }
        format = (duration: Record<string, number>) => `native ${JSON.stringify(duration)}`;
      },
    );
    expect(formatDuration(180_000, "pt-BR")).toBe(
      `native ${JSON.stringify({ days: 0, hours: 0, minutes: 3, seconds: 0 })}`,
    );
    expect(made).toEqual([
      {
        locale: "pt-BR",
        options: {
          style: "narrow",
          daysDisplay: "auto",
          hoursDisplay: "auto",
          minutesDisplay: "always",
          secondsDisplay: "always",
        },
      },
    ]);
  });

  describe.runIf(HAS_DURATION_FORMAT)("where the runtime has it", () => {
    test.prop([
      fc.integer({ min: 0, max: 400 * DAY_MS }),
      fc.constantFrom("en", "hi", "de", "he", "pt-BR", "ja", "be"),
    ])("property: the fallback says what the runtime's DurationFormat says", (ms, locale) => {
      const native = formatDuration(ms, locale);
      durationFormatSlot.set(undefined);
      const listed = formatDuration(ms, locale);
      durationFormatSlot.restore();
      expect(listed).toBe(native);
    });
  });
});

describe("formatDateTime", () => {
  test.prop([instant])("property: English UTC output parses back to the same minute", (ms) => {
    const text = formatDateTime(ms, { locale: "en", timeZone: "UTC" });
    const match = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{2}), (\d{2}):(\d{2}) (am|pm)$/.exec(text);
    expect(match).not.toBeNull();
    const [, day, month, year, hour, minute, period] = match ?? [];
    const hour24 = (Number(hour) % 12) + (period === "pm" ? 12 : 0);
    const parsed = Date.UTC(
      2000 + Number(year),
      MONTHS.indexOf(month ?? ""),
      Number(day),
      hour24,
      Number(minute),
    );
    expect(parsed).toBe(Math.floor(ms / 60_000) * 60_000);
  });

  test.prop([
    instant,
    fc.constantFrom("en", "pt-BR", "hi", "ru", "zh-Hans", "zh-Hant", "ja", "he", "el", "bn", "xx-invalid-"),
  ])("property: every locale keeps the day/mon/yy, hh:mm am/pm shape", (ms, locale) => {
    expect(visible(formatDateTime(ms, { locale }))).toMatch(
      /^\d{2}\/[^/\s]+\/\d{2}, (0[1-9]|1[0-2]):[0-5]\d (am|pm)$/u,
    );
  });

  test.each([
    [Date.UTC(2026, 2, 5, 14, 7), "05/Mar/26, 02:07 pm"],
    [Date.UTC(2026, 0, 1, 0, 0), "01/Jan/26, 12:00 am"],
    [Date.UTC(2026, 11, 31, 12, 30), "31/Dec/26, 12:30 pm"],
  ])("%d → %s", (ms, expected) => {
    expect(formatDateTime(ms, { locale: "en" })).toBe(expected);
  });

  test("time zone and locale are honoured; invalid dates give an empty string", () => {
    expect(formatDateTime("2026-03-05T20:00:00Z", { locale: "en", timeZone: "Asia/Kolkata" })).toBe(
      "06/Mar/26, 01:30 am",
    );
    expect(formatDateTime(Date.UTC(2026, 2, 5, 14, 7), { locale: "pt-BR" })).toBe("05/mar/26, 02:07 pm");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(NaN)).toBe("");
  });
});

describe("formatDate", () => {
  test.prop([instant, fc.constantFrom(...DISPLAY_LANGUAGE_CODES.map(toBcp47))])(
    "property: in every display language a day is the first half of its date and time, day/mon/yy",
    (ms, locale) => {
      const date = visible(formatDate(ms, { locale }));
      expect(date).toMatch(/^\d{2}\/[^/\s]+\/\d{2}$/u);
      expect(visible(formatDateTime(ms, { locale })).startsWith(`${date}, `)).toBe(true);
    },
  );

  test.each([
    ["2022-04-18T00:00:00Z", "en", "18/Apr/22"],
    ["2026-11-26T00:00:00Z", "de", "26/Nov/26"],
    ["2026-03-05T00:00:00Z", "pt-BR", "05/mar/26"],
    ["2026-11-26T00:00:00Z", "hi", "26/नव॰/26"],
  ])("%s in %s → %s", (iso, locale, expected) => {
    expect(formatDate(iso, { locale, timeZone: "UTC" })).toBe(expected);
  });

  test("a calendar day stays itself west of UTC when read in UTC; invalid dates give an empty string", () => {
    expect(formatDate("2026-01-01T00:00:00Z", { locale: "en", timeZone: "UTC" })).toBe("01/Jan/26");
    expect(formatDate("2026-01-01T00:00:00Z", { locale: "en", timeZone: "America/Sao_Paulo" })).toBe(
      "31/Dec/25",
    );
    expect(formatDate("not a date")).toBe("");
  });
});

describe("dates in a right-to-left language", () => {
  test("are one left-to-right run with the Hebrew month isolated, so it cannot swap the day and the year", () => {
    const month = `${FIRST_STRONG_ISOLATE}נוב׳${POP_ISOLATE}`;
    expect(formatDate("2026-11-26T18:04:00Z", { locale: "he", timeZone: "UTC" })).toBe(
      `${LTR_ISOLATE}26/${month}/26${POP_ISOLATE}`,
    );
    expect(formatDateTime("2026-11-26T18:04:00Z", { locale: "he", timeZone: "UTC" })).toBe(
      `${LTR_ISOLATE}26/${month}/26, 06:04 pm${POP_ISOLATE}`,
    );
  });

  test.prop([instant, fc.constantFrom(...DISPLAY_LANGUAGE_CODES.map(toBcp47).filter((tag) => tag !== "he"))])(
    "property: left-to-right languages get no invisible characters",
    (ms, locale) => {
      expect(formatDateTime(ms, { locale })).toBe(visible(formatDateTime(ms, { locale })));
    },
  );
});
