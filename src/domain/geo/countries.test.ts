import { fc, test } from "@fast-check/vitest";
import { isSupportedCountry } from "libphonenumber-js/mobile";
import { describe, expect } from "vitest";
import { REGION_DIAL_CODES } from "@/domain/constants/regions";
import { CONTINENT_COUNTRY_CODES } from "@/domain/geo/continents";
import { countries, countriesByDialCode, countryByCode, flagOf } from "@/domain/geo/countries";
import { DISPLAY_LANGUAGE_CODES } from "@/domain/i18n/languages";

const table = countries();
const dial = (code: string) => countryByCode(code)?.dial_code;
const codesOf = (dialCode: string) =>
  countriesByDialCode(dialCode)
    .map((country) => country.code)
    .sort();

describe("country table", () => {
  test("India and Brazil first, then alphabetical by English name", () => {
    expect(table.slice(0, 2).map((country) => country.code)).toEqual(["IN", "BR"]);
    const rest = table.slice(2).map((country) => country.name.en);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("en").compare));
  });

  test("covers nearly all countries and territories, each once", () => {
    expect(table.length).toBeGreaterThanOrEqual(240);
    expect(new Set(table.map((country) => country.code)).size).toBe(table.length);
  });

  test("every entry is complete: dial code, two-letter code, flag, a name per display language, continent", () => {
    for (const country of table) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(country.dial_code.startsWith(`+${country.callingCode}`)).toBe(true);
      expect(country.flag).toBe(flagOf(country.code));
      expect(Array.from(country.flag)).toHaveLength(2);
      expect(country.continent).toBeDefined();
      for (const language of DISPLAY_LANGUAGE_CODES) expect(country.name[language].trim()).not.toBe("");
    }
  });

  test("the continent table lists no code the country table lacks, except the uninhabited territories", () => {
    const codes = new Set(table.map((country) => country.code));
    expect(CONTINENT_COUNTRY_CODES.filter((code) => !codes.has(code)).sort()).toEqual([
      "BV",
      "GS",
      "HM",
      "PN",
      "TF",
      "UM",
    ]);
  });

  test("names come from Intl in each language", () => {
    const india = countryByCode("IN");
    expect(india?.name).toMatchObject({
      en: "India",
      hi: "भारत",
      ru: "Индия",
      de: "Indien",
      jp: "インド",
      he: "הודו",
    });
    expect(countryByCode("BR")?.name).toMatchObject({
      en: "Brazil",
      pt: "Brasil",
      "pt-BR": "Brasil",
      cn: "巴西",
      zh: "巴西",
    });
    expect(countryByCode("DE")?.name).toMatchObject({
      ua: "Німеччина",
      cz: "Německo",
      by: "Германія",
      ee: "Saksamaa",
    });
  });

  test("dial codes of spec §3 and §9", () => {
    expect(dial("IN")).toBe(REGION_DIAL_CODES.IN);
    expect(dial("BR")).toBe(REGION_DIAL_CODES.BR);
    expect(dial("NP")).toBe(REGION_DIAL_CODES.NP);
    expect(dial("BD")).toBe(REGION_DIAL_CODES.BD);
    expect(dial("AS")).toBe("+1684");
    expect(dial("CA")).toBe("+1");
    expect(codesOf("+1")).toEqual(expect.arrayContaining(["CA", "US"]));
    expect(codesOf("+44")).toEqual(["GB", "GG", "IM", "JE"]);
    expect(codesOf("+61")).toEqual(["AU", "CC", "CX"]);
    expect(codesOf("+672")).toEqual(["AQ", "NF"]);
  });

  test("Kazakhstan is +7, not the spec table's +77", () => {
    expect(dial("KZ")).toBe("+7");
    expect(codesOf("+7")).toEqual(["KZ", "RU"]);
  });

  test("the Netherlands Antilles are kept with +599 and their own names; the Aland Islands are in", () => {
    expect(countryByCode("AN")).toMatchObject({
      dial_code: "+599",
      name: { en: "Netherlands Antilles", nl: "Nederlandse Antillen" },
    });
    expect(countryByCode("AX")).toMatchObject({
      dial_code: "+358",
      continent: "EU",
      name: { en: "Åland Islands" },
    });
  });

  test("region and continent", () => {
    expect(countryByCode("IN")).toMatchObject({ region: "IN", continent: "AS" });
    expect(countryByCode("BR")).toMatchObject({ region: "BR", continent: "SA" });
    expect(countryByCode("BH")).toMatchObject({ region: "BH", continent: "AS" });
    expect(countryByCode("FR")).toMatchObject({ region: "Others", continent: "EU" });
  });

  test.prop([fc.constantFrom(...table)])(
    "property: every entry with a numbering region validates numbers by its code",
    (country) => {
      expect(isSupportedCountry(country.code)).toBe(country.code !== "AN" && country.code !== "AQ");
    },
  );

  test("the table is built once", () => {
    expect(countries()).toBe(table);
  });
});
