import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { ELLIPSIS, truncateText } from "@/domain/format/text-format";

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)).length;

describe("truncateText", () => {
  test.prop([fc.string({ maxLength: 80, unit: "grapheme" })])(
    "property: at most 30 characters plus the ellipsis",
    (text) => {
      const shown = truncateText(text);
      expect(graphemes(shown)).toBeLessThanOrEqual(30 + ELLIPSIS.length);
    },
  );

  test.prop([fc.string({ maxLength: 30, unit: "grapheme" })])(
    "property: 30 characters or fewer are left alone",
    (text) => {
      fc.pre(graphemes(text) <= 30);
      expect(truncateText(text)).toBe(text);
    },
  );

  test.prop([fc.string({ minLength: 31, maxLength: 80, unit: "grapheme" })])(
    "property: longer text keeps its first 30 characters and ends with ...",
    (text) => {
      fc.pre(graphemes(text) > 30);
      const shown = truncateText(text);
      expect(shown.endsWith(ELLIPSIS)).toBe(true);
      expect(text.startsWith(shown.slice(0, -ELLIPSIS.length))).toBe(true);
    },
  );

  test.each([
    ["a".repeat(30), "a".repeat(30)],
    ["a".repeat(31), `${"a".repeat(30)}...`],
    ["", ""],
    [`${"x".repeat(29)}👍🏽yz`, `${"x".repeat(29)}👍🏽...`],
  ])("%j → %j", (text, expected) => {
    expect(truncateText(text)).toBe(expected);
  });
});
