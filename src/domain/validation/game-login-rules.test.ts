import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { GAME_LOGIN_METHODS } from "@/domain/games/game-catalogue";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { firstFailure } from "@/domain/validation/validate";

const check = (method: (typeof GAME_LOGIN_METHODS)[number], input: string) =>
  firstFailure(gameLoginIdentifierFor(method), input)?.messageId;

describe("game login identifiers", () => {
  test.prop([
    fc.constantFrom("USER_NAME", "IN_GAME_USER_ID" as const),
    fc.string({ minLength: 1, maxLength: 20 }),
  ])(
    "property: a user name or user id is accepted exactly when it is non-empty and has no spaces",
    (method, input) => {
      const expected = /\s/u.test(input)
        ? method === "USER_NAME"
          ? "validation.gameUserName.noSpaces"
          : "validation.gameUserId.noSpaces"
        : undefined;
      expect(check(method, input)).toBe(expected);
    },
  );

  test.each([
    ["USER_NAME", "ProGamer_99", undefined],
    ["USER_NAME", "Pro Gamer", "validation.gameUserName.noSpaces"],
    ["USER_NAME", "", "validation.common.enterValue"],
    ["IN_GAME_USER_ID", "5123-8841", undefined],
    ["IN_GAME_USER_ID", "5123 8841", "validation.gameUserId.noSpaces"],
    ["IN_GAME_EMAIL", "gamer@kleos.gg", undefined],
    ["IN_GAME_EMAIL", "gamer@kleos", "validation.email.invalid"],
    ["IN_GAME_WALLET", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", undefined],
    ["IN_GAME_WALLET", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "validation.evmAddress.checksum"],
    ["BROWSER_EXTENSION_WALLET", "0x123", "validation.evmAddress.invalid"],
    ["SOLANA_WALLET", "So11111111111111111111111111111111111111112", undefined],
    ["SOLANA_WALLET", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "validation.solanaAddress.invalid"],
    ["STEAM_ID", "[U:1:24691]", undefined],
    ["STEAM_ID", "1234", "validation.steamId.tooShort"],
  ] as const)("%s %j → %s", (method, input, messageId) => {
    expect(check(method, input)).toBe(messageId);
  });

  test("every login method of the catalogue has a rule", () => {
    for (const method of GAME_LOGIN_METHODS) expect(gameLoginIdentifierFor(method)).toBeDefined();
  });
});
