import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { BankAccountNumber, Ifsc } from "@/domain/validation/bank-rules";
import { firstFailure } from "@/domain/validation/validate";

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength, maxLength });
const capitals = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: length, maxLength: length });
const branch = fc.string({
  unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
  minLength: 6,
  maxLength: 6,
});

describe("bank account number", () => {
  test.prop([digits(9, 18)])("property: 9 to 18 digits are accepted", (account) => {
    expect(firstFailure(BankAccountNumber, account)).toBeUndefined();
  });

  test.prop([fc.oneof(digits(0, 8), digits(19, 30))])(
    "property: 8 or fewer and 19 or more digits read the bank account message",
    (account) => {
      expect(firstFailure(BankAccountNumber, account)?.message).toBe(
        "The bank account number must be 9 to 18 digits",
      );
    },
  );

  test.each([
    ["123456789", true],
    ["12345678", false],
    ["123456789012345678", true],
    ["1234567890123456789", false],
    ["12345 6789", false],
    ["1234567890a", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(BankAccountNumber, input) === undefined).toBe(valid);
  });
});

describe("IFSC", () => {
  test.prop([capitals(4), branch])(
    "property: four capitals, a zero and six alphanumerics are accepted",
    (bank, code) => {
      expect(firstFailure(Ifsc, `${bank}0${code}`)).toBeUndefined();
    },
  );

  test.prop([capitals(4), fc.constantFrom(..."123456789O"), branch])(
    "property: anything but a zero in fifth place reads Please enter a valid IFSC code",
    (bank, fifth, code) => {
      expect(firstFailure(Ifsc, `${bank}${fifth}${code}`)?.message).toBe("Please enter a valid IFSC code");
    },
  );

  test.each([
    ["SBIN0001234", true],
    ["HDFC0ABC123", true],
    ["sbin0001234", false],
    ["SBI00001234", false],
    ["SBIN000123", false],
    ["SBIN00012345", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(Ifsc, input) === undefined).toBe(valid);
  });
});
