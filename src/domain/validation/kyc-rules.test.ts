import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  Aadhaar,
  PAN_HOLDER_TYPES,
  Pan,
  hasValidVerhoeffCheckDigit,
  verhoeffCheckDigit,
} from "@/domain/validation/kyc-rules";
import { firstFailure } from "@/domain/validation/validate";

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
const capitals = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: length, maxLength: length });
const aadhaar = fc
  .tuple(fc.constantFrom(..."23456789"), digits(10))
  .map(([first, rest]) => `${first}${rest}${verhoeffCheckDigit(first + rest)}`);

describe("PAN", () => {
  test.prop([capitals(3), fc.constantFrom(...PAN_HOLDER_TYPES), capitals(1), digits(4), capitals(1)])(
    "property: AAAAA9999A with a holder type in fourth place is accepted",
    (first, holder, fifth, number, last) => {
      expect(firstFailure(Pan, `${first}${holder}${fifth}${number}${last}`)).toBeUndefined();
    },
  );

  test.prop([capitals(3), fc.constantFrom(..."DEIKMNOQRSUVWXYZ"), capitals(1), digits(4), capitals(1)])(
    "property: any other fourth letter reads Please enter a valid PAN",
    (first, holder, fifth, number, last) => {
      expect(firstFailure(Pan, `${first}${holder}${fifth}${number}${last}`)?.message).toBe(
        "Please enter a valid PAN",
      );
    },
  );

  test.each([
    ["ABCPE1234F", true],
    ["AAACR5055K", true],
    ["abcpe1234f", false],
    ["ABCXE1234F", false],
    ["ABCPE123F", false],
    ["ABCPE12345", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(Pan, input) === undefined).toBe(valid);
  });
});

describe("Aadhaar", () => {
  test.prop([aadhaar])(
    "property: 12 digits from 2 to 9 with a Verhoeff check digit are accepted",
    (number) => {
      expect(firstFailure(Aadhaar, number)).toBeUndefined();
    },
  );

  test.prop([aadhaar, fc.integer({ min: 1, max: 9 })])(
    "property: changing the check digit reads Please enter a valid Aadhaar number",
    (number, delta) => {
      const last = (Number(number.at(-1)) + delta) % 10;
      expect(firstFailure(Aadhaar, number.slice(0, 11) + last)?.message).toBe(
        "Please enter a valid Aadhaar number",
      );
    },
  );

  test.prop([aadhaar, fc.integer({ min: 0, max: 10 })])(
    "property: swapping two adjacent different digits is caught",
    (number, at) => {
      const a = number.charAt(at);
      const b = number.charAt(at + 1);
      fc.pre(a !== b);
      const swapped = number.slice(0, at) + b + a + number.slice(at + 2);
      expect(hasValidVerhoeffCheckDigit(swapped)).toBe(false);
    },
  );

  test.prop([fc.constantFrom("0", "1"), digits(10)])(
    "property: a number starting 0 or 1 is refused",
    (first, rest) => {
      const number = `${first}${rest}${verhoeffCheckDigit(first + rest)}`;
      expect(hasValidVerhoeffCheckDigit(number)).toBe(true);
      expect(firstFailure(Aadhaar, number)?.messageId).toBe("validation.aadhaar.invalid");
    },
  );

  test.each([
    ["234123412346", true],
    ["234123412347", false],
    ["23412341234", false],
    ["2341 2341 2346", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(Aadhaar, input) === undefined).toBe(valid);
  });

  test("Verhoeff's textbook example: 236 takes check digit 3", () => {
    expect(verhoeffCheckDigit("236")).toBe(3);
    expect(hasValidVerhoeffCheckDigit("2363")).toBe(true);
  });
});
