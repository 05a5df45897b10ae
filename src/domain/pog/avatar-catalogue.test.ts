import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  AVATAR_CATEGORIES,
  AVATAR_CHARACTERS,
  AVATAR_STYLES,
  DEFAULT_SLOT_PRICES,
  POG_FREE_AVATAR_SLOTS,
  POG_MAX_AVATAR_SLOTS,
  avatarChoiceFits,
  characterById,
  charactersOf,
  isAvatarCategory,
  styleById,
  stylesOf,
} from "@/domain/pog/avatar-catalogue";

describe("the avatar catalogue", () => {
  it("has the spec's six categories, each with characters, every id unique", () => {
    expect(AVATAR_CATEGORIES).toEqual(["Adventure", "Fantasy", "Action", "Toon", "Sci-Fi", "Horror"]);
    for (const category of AVATAR_CATEGORIES) expect(charactersOf(category).length).toBeGreaterThan(0);
    expect(new Set(AVATAR_CHARACTERS.map((character) => character.id)).size).toBe(AVATAR_CHARACTERS.length);
    expect(new Set(AVATAR_STYLES.map((style) => style.id)).size).toBe(AVATAR_STYLES.length);
    for (const character of AVATAR_CHARACTERS) expect(characterById(character.id)).toBe(character);
    for (const style of AVATAR_STYLES) expect(styleById(style.id)).toBe(style);
  });

  it("gives one free slot of at most five, and positive whole prices", () => {
    expect(POG_FREE_AVATAR_SLOTS).toBe(1);
    expect(POG_MAX_AVATAR_SLOTS).toBeGreaterThan(POG_FREE_AVATAR_SLOTS);
    for (const price of Object.values(DEFAULT_SLOT_PRICES))
      expect(Number.isSafeInteger(price) && price > 0).toBe(true);
  });

  const characters = fc.constantFrom(...AVATAR_CHARACTERS);
  const styles = fc.constantFrom(...AVATAR_STYLES);

  test.prop([characters, styles])(
    "accepts a character with its own category and one of its styles",
    (character, style) => {
      expect(isAvatarCategory(character.category)).toBe(true);
      expect(avatarChoiceFits(character.category, character.id, style.id)).toBe(
        stylesOf(character).includes(style),
      );
    },
  );

  test.prop([characters, styles, fc.constantFrom(...AVATAR_CATEGORIES)])(
    "refuses a character under another category",
    (character, style, category) => {
      fc.pre(category !== character.category);
      expect(avatarChoiceFits(category, character.id, style.id)).toBe(false);
    },
  );

  test.prop([fc.string(), fc.string(), fc.string()])(
    "refuses what is not in the catalogue, never throwing",
    (a, b, c) => {
      fc.pre(characterById(b) === undefined || styleById(c) === undefined);
      expect(avatarChoiceFits(a, b, c)).toBe(false);
    },
  );
});
