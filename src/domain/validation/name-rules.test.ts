import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FirstName, PersonName } from "@/domain/validation/name-rules";
import { firstFailure } from "@/domain/validation/validate";

/** Letters of several scripts, with a Devanagari syllable whose vowel sign is a combining mark. */
const LETTERS = ["a", "Z", "ã", "é", "ç", "ñ", "Ж", "д", "ł", "ß", "α", "ש", "中", "ア", "कि", "नं"];
const letters = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...LETTERS), { minLength, maxLength }).map((parts) => parts.join(""));
const codePoints = (value: string) => Array.from(value).length;
const namesOfLength = (min: number, max: number) =>
  letters(min, max).filter((value) => codePoints(value) >= min && codePoints(value) <= max);

describe("first name", () => {
  test.prop([namesOfLength(3, 15)])("property: 3 to 15 letters of any script are accepted", (name) => {
    expect(firstFailure(FirstName, name)).toBeUndefined();
  });

  test.prop([fc.oneof(namesOfLength(1, 2), namesOfLength(16, 30))])(
    "property: 1-2 or more than 15 letters read min 3 and max 15 characters",
    (name) => {
      expect(firstFailure(FirstName, name)?.message).toBe("min 3 and max 15 characters");
    },
  );

  test.prop([letters(0, 8), letters(0, 8)])(
    "property: a space anywhere reads spacing not allowed",
    (left, right) => {
      expect(firstFailure(FirstName, `${left} ${right}`)?.message).toBe("spacing not allowed");
    },
  );

  test.prop([letters(0, 8), fc.integer({ min: 0, max: 9 }), letters(0, 8)])(
    "property: a digit reads only alphabets allowed",
    (left, digit, right) => {
      expect(firstFailure(FirstName, `${left}${digit}${right}`)?.message).toBe("only alphabets allowed");
    },
  );

  test.prop([letters(0, 8), fc.constantFrom("-", "'", ".", "_", "@", "😀"), letters(0, 8)])(
    "property: a symbol reads special characters not allowed",
    (left, symbol, right) => {
      expect(firstFailure(FirstName, `${left}${symbol}${right}`)?.message).toBe(
        "special characters not allowed",
      );
    },
  );

  test.each([
    ["", undefined],
    ["Jo", "validation.firstName.length"],
    ["Ana", undefined],
    ["João", undefined],
    ["Ананд", undefined],
    ["आनंद", undefined],
    ["Abcdefghijklmno", undefined],
    ["Abcdefghijklmnop", "validation.firstName.length"],
    ["Ana Maria", "validation.firstName.noSpaces"],
    ["R2D2", "validation.firstName.alphabetsOnly"],
    ["Jean-Luc", "validation.firstName.specialCharacters"],
  ])("%j → %s", (input, messageId) => {
    expect(firstFailure(FirstName, input)?.messageId).toBe(messageId);
  });

  test("a decomposed accent counts as one character", () => {
    expect(firstFailure(FirstName, "Jo\u0061\u0303o")).toBeUndefined();
    expect(firstFailure(FirstName, "Abcdefghijklmna\u0303")).toBeUndefined();
    expect(firstFailure(FirstName, "Ja\u0303")?.messageId).toBe("validation.firstName.length");
  });
});

describe("names generally", () => {
  test.prop([fc.array(letters(1, 6), { minLength: 1, maxLength: 4 })])(
    "property: words of letters joined by spaces are accepted",
    (words) => {
      expect(firstFailure(PersonName, words.join(" "))).toBeUndefined();
    },
  );

  test.prop([letters(0, 6), fc.constantFrom("1", "-", "'", "_", "!", "😀", "\t"), letters(0, 6)])(
    "property: anything but letters and spaces is refused",
    (left, other, right) => {
      expect(firstFailure(PersonName, `${left}${other}${right}`)?.messageId).toBe(
        "validation.name.lettersAndSpaces",
      );
    },
  );

  test.each(["João Silva", "Ананд Кумар", "Priya", "आनंद कुमार", "María José"])("%j is a name", (name) => {
    expect(firstFailure(PersonName, name)).toBeUndefined();
  });

  test.each(["O'Brien", "Jean-Luc", "R2D2"])("%j is not", (name) => {
    expect(firstFailure(PersonName, name)?.message).toBe("Only letters and spaces are allowed");
  });
});
