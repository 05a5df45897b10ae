import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  FIRST_STRONG_ISOLATE,
  LTR_ISOLATE,
  POP_ISOLATE,
  isRightToLeft,
  isolateFirstStrong,
  isolateLeftToRight,
} from "@/domain/format/bidi";

describe("bidi isolation", () => {
  test.each([
    ["he", true],
    ["he-IL", true],
    ["ar", true],
    ["fa", true],
    ["ur", true],
    ["en", false],
    ["hi", false],
    ["pt-BR", false],
    ["zh-Hant", false],
    ["not a locale", false],
    [undefined, false],
  ])("%s is right to left: %s", (locale, expected) => {
    expect(isRightToLeft(locale)).toBe(expected);
  });

  test("isolates only in right-to-left locales, and never an empty text", () => {
    expect(isolateLeftToRight("1 USDT = 1,000 K-Cash", "he")).toBe(
      `${LTR_ISOLATE}1 USDT = 1,000 K-Cash${POP_ISOLATE}`,
    );
    expect(isolateFirstStrong("נוב׳", "he")).toBe(`${FIRST_STRONG_ISOLATE}נוב׳${POP_ISOLATE}`);
    expect(isolateLeftToRight("1 USDT = 1,000 K-Cash", "en")).toBe("1 USDT = 1,000 K-Cash");
    expect(isolateLeftToRight("", "he")).toBe("");
  });

  test.prop([fc.string(), fc.constantFrom("he", "en", "hi", "de")])(
    "property: the text itself is kept, whole",
    (text, locale) => {
      expect(isolateLeftToRight(text, locale).replace(/^\u2066|\u2069$/gu, "")).toBe(text);
    },
  );
});
