import { Metadata, getCountries, getCountryCallingCode } from "libphonenumber-js/mobile";
import { type Region, regionOf } from "@/domain/constants/regions";
import { type ContinentCode, continentOf } from "@/domain/geo/continents";
import { DISPLAY_LANGUAGE_CODES, type DisplayLanguageCode, toBcp47 } from "@/domain/i18n/languages";

/*
 * The country and dial-code table of spec §3, built from data rather than typed: every numbering region
 * libphonenumber-js knows (with its calling code), named in each display language by Intl.DisplayNames, with
 * its flag emoji, region (spec §9) and continent. India and Brazil come first, then the rest in English
 * alphabetical order (the spec's table is "roughly alphabetical" and ends oddly with the Aland Islands; we
 * sort properly).
 *
 * Decisions against the spec's table:
 * - Kazakhstan carries +77 there. Its calling code is +7 (shared with Russia); +77 is +7 followed by the
 *   first digit of Kazakh numbers, a slip of whoever typed the table, so +7 it is.
 * - Territories in the North American plan carry their area code, as the spec's +1684 (American Samoa) does,
 *   when libphonenumber-js names exactly one area code for them; Canada, the US and territories with several
 *   area codes (Puerto Rico, Dominican Republic) stay +1. The shared codes of spec §3 (+1, +44 Guernsey,
 *   Jersey, Isle of Man, +61 Christmas and Cocos Islands, +672 Norfolk Island) follow from the data.
 * - Two entries have no numbering region of their own and are added here: the former Netherlands Antilles
 *   (AN, +599, kept as the spec asks) and Antarctica (AQ, +672, the spec's shared code).
 * - ICU treats AN as an alias of Curaçao, so AN's names are CLDR's former names for it, written below.
 */

export interface Country {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** A plus sign then digits: "+91", "+1684". */
  readonly dial_code: string;
  /** The international calling code alone (digits), as libphonenumber-js takes it: "91", "1". */
  readonly callingCode: string;
  readonly flag: string;
  readonly name: { readonly [Language in DisplayLanguageCode]: string };
  readonly region: Region;
  /** Undefined only if a newer libphonenumber-js adds a region geo/continents.ts does not list yet. */
  readonly continent: ContinentCode | undefined;
}

const NETHERLANDS_ANTILLES: { readonly [Language in DisplayLanguageCode]: string } = {
  en: "Netherlands Antilles",
  ru: "Нидерландские Антильские острова",
  pl: "Antyle Holenderskie",
  ua: "Нідерландські Антильські острови",
  cz: "Nizozemské Antily",
  by: "Нідэрландскія Антыльскія астравы",
  pt: "Antilhas Neerlandesas",
  es: "Antillas Neerlandesas",
  ro: "Antilele Olandeze",
  bg: "Холандски Антили",
  de: "Niederländische Antillen",
  fr: "Antilles néerlandaises",
  nl: "Nederlandse Antillen",
  it: "Antille Olandesi",
  cn: "荷属安的列斯群岛",
  zh: "荷屬安地列斯",
  ee: "Hollandi Antillid",
  jp: "オランダ領アンティル",
  he: "האנטילים ההולנדיים",
  el: "Ολλανδικές Αντίλλες",
  hi: "नीदरलैंड एंटीलीज़",
  "pt-BR": "Antilhas Holandesas",
};

/** Entries without a numbering region of their own: code → calling code. */
const EXTRA_ENTRIES: ReadonlyArray<readonly [code: string, callingCode: string]> = [
  ["AN", "599"],
  ["AQ", "672"],
];

export const PRIORITY_COUNTRY_CODES = ["IN", "BR"] as const;

/** The flag emoji of a two-letter code: its letters as regional indicator symbols. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...Array.from(code.toUpperCase(), (letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const regionNames = new Map<DisplayLanguageCode, Intl.DisplayNames>();

const regionName = (code: string, language: DisplayLanguageCode): string => {
  if (code === "AN") return NETHERLANDS_ANTILLES[language];
  let names = regionNames.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([toBcp47(language)], { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
};

const namesOf = (code: string): Country["name"] => {
  const names: Partial<Record<DisplayLanguageCode, string>> = {};
  for (const language of DISPLAY_LANGUAGE_CODES) names[language] = regionName(code, language);
  return names as Country["name"];
};

const dialCodeOf = (code: string, callingCode: string): string => {
  if (callingCode !== "1" || code === "US" || code === "CA") return `+${callingCode}`;
  const metadata = new Metadata();
  metadata.selectNumberingPlan(code as Parameters<typeof getCountryCallingCode>[0]);
  const leadingDigits = metadata.numberingPlan?.leadingDigits();
  return leadingDigits !== undefined && /^\d{3}$/.test(leadingDigits) ? `+1${leadingDigits}` : "+1";
};

const buildCountries = (): ReadonlyArray<Country> => {
  const entries: Array<readonly [string, string]> = [
    ...getCountries().map((code) => [code, getCountryCallingCode(code)] as const),
    ...EXTRA_ENTRIES,
  ];
  const countries = entries.map(([code, callingCode]): Country => ({
    code,
    dial_code: dialCodeOf(code, callingCode),
    callingCode,
    flag: flagOf(code),
    name: namesOf(code),
    region: regionOf(code),
    continent: continentOf(code),
  }));
  const collator = new Intl.Collator("en");
  const rank = (code: string): number => {
    const index = (PRIORITY_COUNTRY_CODES as ReadonlyArray<string>).indexOf(code);
    return index === -1 ? PRIORITY_COUNTRY_CODES.length : index;
  };
  return countries.sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(a.name.en, b.name.en));
};

let table: ReadonlyArray<Country> | undefined;

/** The country table, built on first use (some 250 entries × 22 languages of Intl look-ups). */
export const countries = (): ReadonlyArray<Country> => {
  table ??= buildCountries();
  return table;
};

export const countryByCode = (code: string): Country | undefined =>
  countries().find((country) => country.code === code.toUpperCase());

/** Every country sharing a dial code ("+44" → United Kingdom, Guernsey, Isle of Man, Jersey). */
export const countriesByDialCode = (dialCode: string): ReadonlyArray<Country> =>
  countries().filter((country) => country.dial_code === dialCode);
