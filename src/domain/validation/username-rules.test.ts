import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { PogUsername, SiteUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const alnum = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...ALNUM), minLength, maxLength });
const special = fc.constantFrom(..."!@#$%^&*()_-+=.,;:'\"/\\?<>[]{}|`~é€ñ😀ß".split(/(?:)/u));
const whitespace = fc.constantFrom(" ", "\t", "\u00a0", "\n");
const insertAt = (base: string, index: number, piece: string): string =>
  base.slice(0, index % (base.length + 1)) + piece + base.slice(index % (base.length + 1));

describe("site username", () => {
  test.prop([alnum(5, 10)])("property: 5 to 10 letters and digits are accepted", (name) => {
    expect(firstFailure(SiteUsername, name)).toBeUndefined();
  });

  test.prop([fc.oneof(alnum(0, 4), alnum(11, 40))])(
    "property: fewer than 5 or more than 10 characters read min 5 and max 10",
    (name) => {
      expect(firstFailure(SiteUsername, name)).toEqual({
        messageId: "validation.siteUsername.length",
        message: "min 5 and max 10 characters",
        path: [],
      });
    },
  );

  test.prop([alnum(0, 12), fc.nat(), whitespace])(
    "property: any space reads the no-spaces message",
    (base, at, space) => {
      expect(firstFailure(SiteUsername, insertAt(base, at, space))?.message).toBe(
        "Spaces are not allowed in the username",
      );
    },
  );

  test.prop([alnum(0, 12), fc.nat(), special])(
    "property: any other character reads no special characters allowed",
    (base, at, character) => {
      expect(firstFailure(SiteUsername, insertAt(base, at, character))?.message).toBe(
        "no special characters allowed",
      );
    },
  );

  test.each([
    ["abcde", undefined],
    ["abcd", "validation.siteUsername.length"],
    ["Gamer12345", undefined],
    ["Gamer123456", "validation.siteUsername.length"],
    ["", "validation.siteUsername.length"],
    ["pro gamer", "validation.siteUsername.noSpaces"],
    ["pro_gamer", "validation.siteUsername.specialCharacters"],
    ["João12", "validation.siteUsername.specialCharacters"],
  ])("%j → %s", (input, messageId) => {
    expect(firstFailure(SiteUsername, input)?.messageId).toBe(messageId);
  });
});

describe("POG username", () => {
  test.prop([alnum(5, 12)])("property: 5 to 12 letters and digits are accepted", (name) => {
    expect(firstFailure(PogUsername, name)).toBeUndefined();
  });

  test.prop([fc.oneof(alnum(0, 4), alnum(13, 40))])(
    "property: fewer than 5 or more than 12 characters read the length message",
    (name) => {
      expect(firstFailure(PogUsername, name)?.message).toBe("Username must be between 5 and 12 characters");
    },
  );

  test.prop([alnum(0, 12), fc.nat(), whitespace])(
    "property: any space reads Spaces are not allowed",
    (base, at, space) => {
      expect(firstFailure(PogUsername, insertAt(base, at, space))?.message).toBe("Spaces are not allowed");
    },
  );

  test.prop([alnum(0, 12), fc.nat(), special])(
    "property: any other character reads Special characters are not allowed",
    (base, at, character) => {
      expect(firstFailure(PogUsername, insertAt(base, at, character))?.message).toBe(
        "Special characters are not allowed",
      );
    },
  );

  test.each([
    ["abcd", "validation.pogUsername.length"],
    ["abcde", undefined],
    ["abcdefghijkl", undefined],
    ["abcdefghijklm", "validation.pogUsername.length"],
    ["my name", "validation.pogUsername.noSpaces"],
    ["my.name", "validation.pogUsername.specialCharacters"],
  ])("%j → %s", (input, messageId) => {
    expect(firstFailure(PogUsername, input)?.messageId).toBe(messageId);
  });
});
