import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { STEAM_ID64_BASE, SteamId, toSteamId64 } from "@/domain/validation/steam-id";
import { firstFailure } from "@/domain/validation/validate";

const accountId = fc.bigInt({ min: 0n, max: 2n ** 32n - 1n });

describe("Steam id", () => {
  test.prop([accountId, fc.constantFrom("0", "1")])(
    "property: the three forms of one account convert to the same 64-bit id",
    (account, universe) => {
      const id64 = (STEAM_ID64_BASE + account).toString();
      const legacy = `STEAM_${universe}:${account % 2n}:${account / 2n}`;
      const steam3 = `[U:1:${account}]`;
      expect(toSteamId64(legacy)).toBe(id64);
      expect(toSteamId64(steam3)).toBe(id64);
      expect(toSteamId64(id64)).toBe(id64);
      for (const form of [legacy, steam3, id64]) expect(firstFailure(SteamId, form)).toBeUndefined();
    },
  );

  test.prop([fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 16 })])(
    "property: fewer than 17 digits read The Steam id must be at least 17 characters",
    (digits) => {
      expect(firstFailure(SteamId, digits)?.message).toBe("The Steam id must be at least 17 characters");
    },
  );

  test.prop([fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 18, maxLength: 25 })])(
    "property: more than 17 digits are not a Steam id",
    (digits) => {
      expect(firstFailure(SteamId, digits)?.messageId).toBe("validation.steamId.invalid");
    },
  );

  test.prop([fc.bigInt({ min: 2n ** 32n, max: 2n ** 40n })])(
    "property: an account id of 32 bits or more is refused in every form",
    (account) => {
      expect(firstFailure(SteamId, `[U:1:${account}]`)?.messageId).toBe("validation.steamId.invalid");
      expect(firstFailure(SteamId, `STEAM_0:${account % 2n}:${account / 2n}`)?.messageId).toBe(
        "validation.steamId.invalid",
      );
    },
  );

  test.each([
    ["7656119796029041", "validation.steamId.tooShort"],
    ["76561197960290419", undefined],
    ["765611979602904190", "validation.steamId.invalid"],
    ["STEAM_0:1:1", undefined],
    ["", "validation.steamId.tooShort"],
  ])("message for %j is %s", (input, messageId) => {
    expect(firstFailure(SteamId, input)?.messageId).toBe(messageId);
  });

  test.each([
    ["STEAM_0:1:12345", "76561197960290419"],
    ["[U:1:24691]", "76561197960290419"],
    ["76561197960290419", "76561197960290419"],
    ["STEAM_1:0:0", "76561197960265728"],
    ["76561197960265727", undefined],
    ["7656119796026572", undefined],
    ["STEAM_2:0:1", undefined],
    ["STEAM_0:2:1", undefined],
    ["[U:2:1]", undefined],
    ["U:1:1", undefined],
    ["", undefined],
  ])("%j → %s", (input, id64) => {
    expect(toSteamId64(input)).toBe(id64);
    expect(firstFailure(SteamId, input) === undefined).toBe(id64 !== undefined);
  });
});
