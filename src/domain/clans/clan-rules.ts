import { Schema } from "effect";
import { characterLength } from "@/domain/validation/text-rules";
import { rule } from "@/domain/validation/validate";

/*
 * The clan form's rules (spec §3 clan form data). Decisions, since the spec names the fields but not their rules:
 * - A clan name is 3 to 24 characters of letters (any script, with their marks) and digits, words separated by
 *   single spaces, no space at either end. It is shown in lists and on leaderboards, so no punctuation look-alikes.
 *   Names are unique case-insensitively (the server's `ClanNameTaken`, not a format rule).
 * - Check order, and so the message shown first: present at all (spec §5's "enter a value"), characters, then
 *   length (fixing a character changes the length).
 * - The description is optional free text of at most 280 characters.
 * - Logo and banner are picked from Kleos' fixed emblems and colours, or left out: no uploads for clans.
 */

export const CLAN_NAME_MIN_LENGTH = 3;
export const CLAN_NAME_MAX_LENGTH = 24;
export const CLAN_DESCRIPTION_MAX_LENGTH = 280;

export const CLAN_EMBLEMS = [
  "shield",
  "sword",
  "crown",
  "dragon",
  "phoenix",
  "wolf",
  "lion",
  "star",
] as const;
export type ClanEmblem = (typeof CLAN_EMBLEMS)[number];

export const CLAN_BANNERS = ["crimson", "saffron", "emerald", "sapphire", "violet", "onyx"] as const;
export type ClanBanner = (typeof CLAN_BANNERS)[number];

export const CLAN_ROLES = ["Chief", "Member", "Gamer"] as const;
/** Chief (created the clan, deletes it), Member (may leave), Gamer (a signed-in gamer outside the clan). */
export type ClanRole = (typeof CLAN_ROLES)[number];

const WORD = String.raw`(?:\p{L}\p{M}*|\p{Nd})+`;
const CLAN_NAME_CHARACTERS = new RegExp(`^${WORD}(?: ${WORD})*$`, "u");

export const isClanNameCharacters = (value: string): boolean => CLAN_NAME_CHARACTERS.test(value);

export const ClanName = Schema.String.check(
  rule("validation.common.enterValue", (value: string) => value !== ""),
  rule("validation.clanName.characters", (value: string) => value === "" || isClanNameCharacters(value)),
  rule("validation.clanName.length", (value: string) => {
    const length = characterLength(value);
    return length >= CLAN_NAME_MIN_LENGTH && length <= CLAN_NAME_MAX_LENGTH;
  }),
);

export const ClanDescription = Schema.String.check(
  rule(
    "validation.clanDescription.length",
    (value: string) => characterLength(value) <= CLAN_DESCRIPTION_MAX_LENGTH,
  ),
);

/** What a person typed, as the rules judge it: outer spaces dropped, inner runs of spaces kept (and refused). */
export const normaliseClanName = (value: string): string => value.normalize("NFC").trim();

/** The key that makes names unique: "Mumbai Titans" and "mumbai titans" are the same clan name. */
export const clanNameKey = (value: string): string => normaliseClanName(value).toLowerCase();
