import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  IndianMobileNumber,
  isIndianMobileNumber,
  isRegionalMobileNumber,
  mobileNumberFor,
  parseMobileNumber,
} from "@/domain/validation/phone-rules";
import { firstFailure } from "@/domain/validation/validate";

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength, maxLength });

describe("Indian mobile number", () => {
  test.prop([fc.constantFrom("6", "7", "8", "9"), digits(9, 9)])(
    "property: ten digits starting 6 to 9 are accepted",
    (first, rest) => {
      expect(firstFailure(IndianMobileNumber, first + rest)).toBeUndefined();
    },
  );

  test.prop([fc.constantFrom("0", "1", "2", "3", "4", "5"), digits(9, 9)])(
    "property: ten digits starting 0 to 5 read Please enter a valid mobile number",
    (first, rest) => {
      expect(firstFailure(IndianMobileNumber, first + rest)?.message).toBe(
        "Please enter a valid mobile number",
      );
    },
  );

  test.prop([fc.constantFrom("6", "7", "8", "9"), fc.oneof(digits(0, 8), digits(10, 14))])(
    "property: nine or eleven digits and other lengths are refused",
    (first, rest) => {
      expect(firstFailure(IndianMobileNumber, first + rest)?.messageId).toBe(
        "validation.mobileNumber.invalid",
      );
    },
  );

  test.each([
    ["9876543210", true],
    ["6000000000", true],
    ["5876543210", false],
    ["987654321", false],
    ["98765432101", false],
    ["+919876543210", false],
    ["98765 43210", false],
    ["", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(IndianMobileNumber, input) === undefined).toBe(valid);
  });

  test("India's rule is the one used for IN", () => {
    expect(mobileNumberFor("IN")).toBe(IndianMobileNumber);
  });
});

describe("mobile numbers of other regions", () => {
  test.each([
    ["BR", "11987654321", true],
    ["BR", "(11) 98765-4321", true],
    ["BR", "1187654321", false],
    ["NP", "9841234567", true],
    ["BD", "01712345678", true],
    ["BD", "0171234567", false],
    ["US", "2015550123", true],
    ["GB", "07400123456", true],
    ["GB", "02079460000", false],
    ["BR", "", true],
    ["BR", "abc", false],
    ["ZZ", "12345", false],
  ])("%s %j → %s", (region, input, valid) => {
    expect(firstFailure(mobileNumberFor(region), input) === undefined).toBe(valid);
  });

  test.prop([fc.constantFrom("BR", "NP", "BD", "BH", "US", "DE"), fc.string({ maxLength: 30 })])(
    "property: never throws, and empty is always valid",
    (region, input) => {
      expect(typeof isRegionalMobileNumber(input, region)).toBe("boolean");
      expect(isRegionalMobileNumber("", region)).toBe(true);
    },
  );
});

describe("parseMobileNumber", () => {
  it("reads an Indian number with or without +", () => {
    expect(parseMobileNumber("919876543210")).toEqual({
      e164: "+919876543210",
      region: "IN",
      national: "9876543210",
      callingCode: "+91",
    });
    expect(parseMobileNumber("+91 98765-43210")?.e164).toBe("+919876543210");
  });

  it("reads a Brazilian mobile number", () => {
    expect(parseMobileNumber("5511912345678")).toMatchObject({ region: "BR", national: "11912345678" });
  });

  it("refuses text, too short numbers and a number of another region", () => {
    expect(parseMobileNumber("call me")).toBeUndefined();
    expect(parseMobileNumber("12345")).toBeUndefined();
    expect(parseMobileNumber("919876543210", "BR")).toBeUndefined();
  });

  it("keeps the given region where a calling code is shared", () => {
    expect(parseMobileNumber("+1 204 555 0123", "CA")).toMatchObject({ region: "CA", callingCode: "+1" });
  });

  test.prop([fc.stringMatching(/^[6-9]\d{9}$/)])("every Indian mobile number round-trips", (national) => {
    const parsed = parseMobileNumber(`91${national}`);
    expect(parsed).toMatchObject({ e164: `+91${national}`, national, region: "IN" });
    expect(isIndianMobileNumber(parsed?.national ?? "")).toBe(true);
  });
});
