import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_PATTERN,
  referralCodeFromBytes,
} from "@/domain/referrals/referral-code";

describe("referral codes", () => {
  test("the alphabet is Crockford's base32: 32 characters without I, L, O and U", () => {
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(32);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[ILOU]/u);
  });

  test("known bytes give known codes", () => {
    expect(referralCodeFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe("00000000");
    expect(referralCodeFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe("ZZZZZZZZ");
    expect(referralCodeFromBytes(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe("11111111");
  });

  test.prop([fc.uint8Array({ minLength: 5, maxLength: 5 })])("every code matches the pattern", (bytes) => {
    expect(referralCodeFromBytes(bytes)).toMatch(REFERRAL_CODE_PATTERN);
  });

  test.prop([fc.uint8Array({ minLength: 5, maxLength: 5 }), fc.uint8Array({ minLength: 5, maxLength: 5 })])(
    "different bytes give different codes",
    (a, b) => {
      fc.pre(a.some((byte, index) => byte !== b[index]));
      expect(referralCodeFromBytes(a)).not.toBe(referralCodeFromBytes(b));
    },
  );

  test("too few bytes are refused", () => {
    expect(() => referralCodeFromBytes(new Uint8Array(4))).toThrow(/40 random bits/u);
  });
});
