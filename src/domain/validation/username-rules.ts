import { Schema } from "effect";
import {
  POG_USERNAME_MAX_LENGTH,
  POG_USERNAME_MIN_LENGTH,
  SITE_USERNAME_MAX_LENGTH,
  SITE_USERNAME_MIN_LENGTH,
} from "@/domain/constants/limits";
import { characterLength, hasWhitespace, isAsciiAlphanumeric } from "@/domain/validation/text-rules";
import { rule } from "@/domain/validation/validate";

/*
 * Decisions on the username rules (spec §5, §8):
 * - The site username rule says both "letters, digits and spaces only" and "no spaces" ("Spaces are not
 *   allowed in the username"). A user reads the explicit message, so spaces are refused: letters and digits
 *   only.
 * - "Letters" in a username are ASCII letters. A username is an identifier (unique, shown in URLs and, for
 *   POG, minted on chain as `<name>.kleos`), and mixed-script names invite look-alike impersonation. Personal
 *   names, by contrast, accept every script (see name-rules.ts).
 * - Order of the checks, and so of the message shown first: spaces, then special characters, then length,
 *   because fixing a character usually changes the length.
 * - Whitespace of any kind (tab, no-break space) counts as a space; other non-alphanumerics are special.
 */

const withoutWhitespace = (value: string): string => value.replace(/\s/gu, "");

export const SiteUsername = Schema.String.check(
  rule("validation.siteUsername.noSpaces", (value: string) => !hasWhitespace(value)),
  rule("validation.siteUsername.specialCharacters", (value: string) =>
    isAsciiAlphanumeric(withoutWhitespace(value)),
  ),
  rule("validation.siteUsername.length", (value: string) => {
    const length = characterLength(value);
    return length >= SITE_USERNAME_MIN_LENGTH && length <= SITE_USERNAME_MAX_LENGTH;
  }),
);

/** The POG username; "Username already taken" is the server's `UsernameTaken` error, not a format rule. */
export const PogUsername = Schema.String.check(
  rule("validation.pogUsername.noSpaces", (value: string) => !hasWhitespace(value)),
  rule("validation.pogUsername.specialCharacters", (value: string) =>
    isAsciiAlphanumeric(withoutWhitespace(value)),
  ),
  rule("validation.pogUsername.length", (value: string) => {
    const length = characterLength(value);
    return length >= POG_USERNAME_MIN_LENGTH && length <= POG_USERNAME_MAX_LENGTH;
  }),
);
