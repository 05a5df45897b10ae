import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { namesMatch, nameWords } from "@/domain/kyc/name-match";

describe("name match", () => {
  it.each([
    ["RAHUL KUMAR SHARMA", "Rahul Kumar Sharma"],
    ["RAHUL K SHARMA", "Sharma Rahul Kumar"],
    ["Mr. Rahul Sharma", "RAHUL SHARMA"],
    ["João da Silva", "JOAO DA SILVA"],
    ["PRIYA", "Priya"],
  ])("%s is %s", (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });

  it.each([
    ["RAHUL SHARMA", "ROHIT SHARMA"],
    ["RAHUL SHARMA", "SHARMA"],
    ["R K SHARMA", "RAHUL KUMAR"],
    ["", "RAHUL"],
    ["Mr.", "Mr."],
  ])("%s is not %s", (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
  });

  const word = fc.string({
    unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    minLength: 2,
    maxLength: 8,
  });
  test.prop([fc.array(word, { minLength: 1, maxLength: 4 })])(
    "property: a name matches itself in any order and case",
    (words) => {
      fc.pre(
        words.every((w) => !["MR", "MRS", "MS", "DR", "SRI", "SMT", "MISS", "SHRI", "KUMARI"].includes(w)),
      );
      expect(namesMatch(words.join(" "), [...words].reverse().join("  ").toLowerCase())).toBe(true);
      expect(nameWords(words.join(".")).length).toBe(words.length);
    },
  );
});
