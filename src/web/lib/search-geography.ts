import { searchGeographyOf } from "@/domain/constants/regions";
import type { SearchGeography } from "@/domain/games/game-catalogue";

/**
 * Where the gamer most likely is, for "searched near you" (spec §9 search geography: India, Brazil, Other).
 * A guess from the browser's time zone and languages; nothing is sent to a lookup service.
 */
export const guessSearchGeography = (
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
  languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): SearchGeography => searchGeographyOf(guessCountryCode(timeZone, languages));

/** India or Brazil when the browser says so; undefined otherwise (which the domain maps to Other). */
const guessCountryCode = (timeZone: string | undefined, languages: readonly string[]): string | undefined => {
  if (timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta") return "IN";
  if (timeZone !== undefined && BRAZIL_TIME_ZONES.has(timeZone)) return "BR";
  if (languages.some((language) => /-IN$/i.test(language))) return "IN";
  if (languages.some((language) => /^pt-BR$/i.test(language))) return "BR";
  return undefined;
};

const BRAZIL_TIME_ZONES = new Set([
  "America/Sao_Paulo",
  "America/Bahia",
  "America/Belem",
  "America/Fortaleza",
  "America/Recife",
  "America/Maceio",
  "America/Manaus",
  "America/Cuiaba",
  "America/Campo_Grande",
  "America/Porto_Velho",
  "America/Boa_Vista",
  "America/Rio_Branco",
  "America/Araguaina",
  "America/Santarem",
  "America/Noronha",
  "America/Eirunepe",
]);
