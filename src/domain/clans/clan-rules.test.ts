import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  CLAN_DESCRIPTION_MAX_LENGTH,
  ClanDescription,
  ClanName,
  clanNameKey,
  normaliseClanName,
} from "@/domain/clans/clan-rules";
import { firstFailure } from "@/domain/validation/validate";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éãçñЖжअक"];
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength: min, maxLength: max });
/** Words joined by single spaces, 3 to 24 characters in all. */
const validName = fc
  .array(word(1, 6), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(" "))
  .filter((name) => name.length >= 3 && name.length <= 24);

describe("clan name", () => {
  test.prop([validName])(
    "property: 3 to 24 letters and digits in single-spaced words are accepted",
    (name) => {
      expect(firstFailure(ClanName, name)).toBeUndefined();
    },
  );

  test.prop([fc.oneof(word(1, 2), word(25, 40))])(
    "property: shorter than 3 or longer than 24 reads the length rule",
    (name) => {
      expect(firstFailure(ClanName, name)?.messageId).toBe("validation.clanName.length");
    },
  );

  test.prop([validName, fc.constantFrom("!", "@", "_", "-", ".", "😀", "  ", "\t"), fc.nat()])(
    "property: punctuation, emoji or runs of spaces read the characters rule",
    (name, bad, at) => {
      const index = at % (name.length + 1);
      const broken = name.slice(0, index) + bad + name.slice(index) + "x";
      expect(firstFailure(ClanName, broken)?.messageId).toBe("validation.clanName.characters");
    },
  );

  test.each([" Lead", "Trail "])("a leading or trailing space is refused: %j", (name) => {
    expect(firstFailure(ClanName, name)?.messageId).toBe("validation.clanName.characters");
  });

  test("an empty name asks for a value, not for other characters", () => {
    expect(firstFailure(ClanName, "")).toMatchObject({
      messageId: "validation.common.enterValue",
      message: "Please enter a value",
    });
  });

  test.prop([validName, fc.constantFrom("", " ", "   ")])(
    "property: outer spaces are dropped before the rules",
    (name, pad) => {
      expect(normaliseClanName(`${pad}${name}${pad}`)).toBe(name);
    },
  );

  test.prop([validName])("property: names differing only in case share one key", (name) => {
    expect(clanNameKey(name.toUpperCase())).toBe(clanNameKey(name.toLowerCase()));
  });
});

describe("clan description", () => {
  test.prop([fc.string({ maxLength: CLAN_DESCRIPTION_MAX_LENGTH })])(
    "property: up to 280 characters are accepted",
    (text) => {
      fc.pre(Array.from(text).length <= CLAN_DESCRIPTION_MAX_LENGTH);
      expect(firstFailure(ClanDescription, text)).toBeUndefined();
    },
  );

  test.prop([fc.string({ minLength: CLAN_DESCRIPTION_MAX_LENGTH + 1, maxLength: 400 })])(
    "property: more than 280 characters are refused with the length message",
    (text) => {
      expect(firstFailure(ClanDescription, text)).toMatchObject({
        messageId: "validation.clanDescription.length",
        message: "The description must be at most 280 characters",
      });
    },
  );
});
