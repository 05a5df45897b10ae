import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/**
 * Steam ids (spec §5) come in three forms, all naming the same individual account:
 *   STEAM_X:Y:Z  (legacy; X the universe 0 or 1, Y the low bit, Z the account number / 2)
 *   [U:1:N]      (Steam3; N the 32-bit account id = 2Z + Y)
 *   7656119...   (SteamID64 = 76561197960265728 + N, 17 digits)
 * Every form converts to the 64-bit id. "The Steam id must be at least 17 characters" applies to the
 * all-digit form: STEAM_0:1:1 is a valid 11-character id, so a short string of digits gets the length
 * message and anything else that matches no form gets the general one.
 */

export const STEAM_ID64_BASE = 76561197960265728n;
const ACCOUNT_ID_LIMIT = 2n ** 32n;
export const STEAM_ID64_MIN_LENGTH = 17;

/** The SteamID64 (as a decimal string) of any of the three forms, or `undefined` when it names no account. */
export const toSteamId64 = (value: string): string | undefined => {
  const legacy = /^STEAM_[01]:([01]):(\d{1,10})$/.exec(value);
  if (legacy !== null) {
    const accountId = BigInt(legacy[2] ?? "") * 2n + BigInt(legacy[1] ?? "");
    return accountId < ACCOUNT_ID_LIMIT ? (STEAM_ID64_BASE + accountId).toString() : undefined;
  }
  const steam3 = /^\[U:1:(\d{1,10})\]$/.exec(value);
  if (steam3 !== null) {
    const accountId = BigInt(steam3[1] ?? "");
    return accountId < ACCOUNT_ID_LIMIT ? (STEAM_ID64_BASE + accountId).toString() : undefined;
  }
  if (/^\d{17}$/.test(value)) {
    const id = BigInt(value);
    return id >= STEAM_ID64_BASE && id < STEAM_ID64_BASE + ACCOUNT_ID_LIMIT ? value : undefined;
  }
  return undefined;
};

export const SteamId = Schema.String.check(
  rule(
    "validation.steamId.tooShort",
    (value: string) => !/^\d*$/.test(value) || value.length >= STEAM_ID64_MIN_LENGTH,
  ),
  rule("validation.steamId.invalid", (value: string) => toSteamId64(value) !== undefined),
);
