import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { DISPLAY_LANGUAGE_CODES, toBcp47 } from "@/domain/i18n/languages";
import { durationParts, formatDate, formatDateTime, formatDuration } from "@/domain/format/time-format";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) });

describe("formatDuration", () => {
  test.prop([fc.integer({ min: 0, max: 10 * 365 * 86_400_000 })])(
    "property: parts add back up to the whole seconds",
    (ms) => {
      const { days, hours, minutes, seconds } = durationParts(ms);
      expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
      expect(formatDuration(ms)).toBe(
        `${days}d ${String(hours).padStart(2, "0")}h ${String(minutes).padStart(2, "0")}m ${String(seconds).padStart(2, "0")}s`,
      );
    },
  );

  test.prop([fc.oneof(fc.double(), fc.integer())])("property: never throws and never prints NaN", (ms) => {
    expect(formatDuration(ms)).toMatch(/^\d+d \d{2}h \d{2}m \d{2}s$/);
  });

  test.prop([fc.nat(), fc.nat()])("property: monotonic in total seconds", (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    const seconds = (text: string) => {
      const [d, h, m, s] = text.match(/\d+/g)?.map(Number) ?? [];
      return (((d ?? 0) * 24 + (h ?? 0)) * 60 + (m ?? 0)) * 60 + (s ?? 0);
    };
    expect(seconds(formatDuration(low))).toBeLessThanOrEqual(seconds(formatDuration(high)));
  });

  test.each([
    [0, "0d 00h 00m 00s"],
    [999, "0d 00h 00m 00s"],
    [1_000, "0d 00h 00m 01s"],
    [180_000, "0d 00h 03m 00s"],
    [93_784_000, "1d 02h 03m 04s"],
    [-5_000, "0d 00h 00m 00s"],
  ])("%d ms → %s", (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
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
    expect(formatDateTime(ms, { locale })).toMatch(
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
      const date = formatDate(ms, { locale });
      expect(date).toMatch(/^\d{2}\/[^/\s]+\/\d{2}$/u);
      expect(formatDateTime(ms, { locale }).startsWith(`${date}, `)).toBe(true);
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
