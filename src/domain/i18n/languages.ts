/*
 * Display languages. The spec's codes (§1: en, ru, pl, ua, cz, by, pt, es, ro, bg, de, fr, nl, it, cn, zh, ee,
 * jp, he, el) are the site's own and partly country codes; each maps to its BCP 47 tag for Intl and the
 * translation catalogues: ua → uk, cz → cs, by → be, cn → zh-Hans (Simplified), zh → zh-Hant
 * (Traditional), ee → et, jp → ja. Hindi (hi) and Brazilian Portuguese (pt-BR) are added for the two main
 * audiences; plain pt is Portuguese as in Portugal.
 */

import { isRightToLeft } from "@/domain/format/bidi";

export const DISPLAY_LANGUAGE_CODES = [
  "en",
  "ru",
  "pl",
  "ua",
  "cz",
  "by",
  "pt",
  "es",
  "ro",
  "bg",
  "de",
  "fr",
  "nl",
  "it",
  "cn",
  "zh",
  "ee",
  "jp",
  "he",
  "el",
  "hi",
  "pt-BR",
] as const;
export type DisplayLanguageCode = (typeof DISPLAY_LANGUAGE_CODES)[number];

export const DEFAULT_DISPLAY_LANGUAGE: DisplayLanguageCode = "en";

export const DISPLAY_LANGUAGE_BCP47: { readonly [Code in DisplayLanguageCode]: string } = {
  en: "en",
  ru: "ru",
  pl: "pl",
  ua: "uk",
  cz: "cs",
  by: "be",
  pt: "pt-PT",
  es: "es",
  ro: "ro",
  bg: "bg",
  de: "de",
  fr: "fr",
  nl: "nl",
  it: "it",
  cn: "zh-Hans",
  zh: "zh-Hant",
  ee: "et",
  jp: "ja",
  he: "he",
  el: "el",
  hi: "hi",
  "pt-BR": "pt-BR",
};

export const isDisplayLanguageCode = (value: string): value is DisplayLanguageCode =>
  (DISPLAY_LANGUAGE_CODES as ReadonlyArray<string>).includes(value);

export const toBcp47 = (code: DisplayLanguageCode): string => DISPLAY_LANGUAGE_BCP47[code];

/** Right-to-left display languages: the layout flips for these. */
export const textDirectionOf = (code: DisplayLanguageCode): "rtl" | "ltr" =>
  isRightToLeft(toBcp47(code)) ? "rtl" : "ltr";

const canonical = (tag: string): Intl.Locale | undefined => {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
};

/**
 * The display language for a BCP 47 tag (a browser's `navigator.language`, an Accept-Language entry) or one
 * of the site's own codes: exact matches first, then by language and script (zh-TW → zh, zh-CN → cn,
 * pt-PT → pt, pt-BR → pt-BR, uk-UA → ua), else undefined.
 */
export const displayLanguageFor = (tag: string): DisplayLanguageCode | undefined => {
  if (isDisplayLanguageCode(tag)) return tag;
  const wanted = canonical(tag);
  if (wanted === undefined) return undefined;
  if (wanted.language === "pt") return wanted.region === "BR" ? "pt-BR" : "pt";
  if (wanted.language === "zh") return wanted.script === "Hant" ? "zh" : "cn";
  return DISPLAY_LANGUAGE_CODES.find(
    (code) => canonical(DISPLAY_LANGUAGE_BCP47[code])?.language === wanted.language,
  );
};

/** The first supported language of a preference list (e.g. `navigator.languages`), else English. */
export const negotiateDisplayLanguage = (preferences: ReadonlyArray<string>): DisplayLanguageCode => {
  for (const tag of preferences) {
    const code = displayLanguageFor(tag);
    if (code !== undefined) return code;
  }
  return DEFAULT_DISPLAY_LANGUAGE;
};

/**
 * Each language's own name for itself, as CLDR spells it at the start of a sentence. A fixed table, not
 * `Intl.DisplayNames`: a browser's copy of the Unicode data may hold names for some languages only (those of
 * its own interface), and without Belarusian data `Intl.DisplayNames(["be"])` answers in English:
 * "Belarusian" in a list where every other language is named in itself.
 */
export const ENDONYMS: { readonly [Code in DisplayLanguageCode]: string } = {
  en: "English",
  ru: "Русский",
  pl: "Polski",
  ua: "Українська",
  cz: "Čeština",
  by: "Беларуская",
  pt: "Português europeu",
  es: "Español",
  ro: "Română",
  bg: "Български",
  de: "Deutsch",
  fr: "Français",
  nl: "Nederlands",
  it: "Italiano",
  cn: "简体中文",
  zh: "繁體中文",
  ee: "Eesti",
  jp: "日本語",
  he: "עברית",
  el: "Ελληνικά",
  hi: "हिन्दी",
  "pt-BR": "Português (Brasil)",
};

/** A language's own name for itself ("Русский", "हिन्दी", "Беларуская"), whatever the runtime's Unicode data. */
export const endonymOf = (code: DisplayLanguageCode): string => ENDONYMS[code];
