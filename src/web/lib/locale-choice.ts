/**
 * Which display language the site starts in, and how a choice is remembered.
 *
 * Two localStorage keys of spec §3 hold a display code (`hi`, `pt-BR`, `ua`; the site's own codes, not
 * BCP 47 tags):
 * - `userSelectedLanguage`: the language the user picked in the switcher. It always wins.
 * - `setLanguage`: the language the site last put into effect for this browser. A pick writes both keys; the
 *   apps and earlier versions of the site wrote `setLanguage` alone, so it is honoured when no pick exists.
 * A browser guess is never written: until the user picks, the site keeps following `navigator.languages`.
 * Values that are not display codes (a removed language, a hand-edited key) are ignored, not trusted.
 */
import {
  isDisplayLanguageCode,
  negotiateDisplayLanguage,
  type DisplayLanguageCode,
} from "@/domain/i18n/languages";

export const LANGUAGE_STORAGE_KEYS = {
  userSelected: "userSelectedLanguage",
  applied: "setLanguage",
} as const;

/** The part of `Storage` used here, so a test or a server render can pass a plain object. */
export type LanguageStorage = Pick<Storage, "getItem" | "setItem">;

export type LanguageSource = "user" | "stored" | "browser";

export type LanguageChoice = { readonly code: DisplayLanguageCode; readonly source: LanguageSource };

// Storage can throw (Safari private mode, disabled cookies, a sandboxed iframe): treat that as empty.
const read = (storage: LanguageStorage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const storedCode = (storage: LanguageStorage | undefined, key: string): DisplayLanguageCode | undefined => {
  const value = read(storage, key)?.trim();
  return value !== undefined && isDisplayLanguageCode(value) ? value : undefined;
};

/** The stored pick, else the language last set, else the best match for the browser's preferences. */
export const chooseDisplayLanguage = (
  storage: LanguageStorage | undefined,
  browserLanguages: ReadonlyArray<string>,
): LanguageChoice => {
  const picked = storedCode(storage, LANGUAGE_STORAGE_KEYS.userSelected);
  if (picked !== undefined) return { code: picked, source: "user" };
  const applied = storedCode(storage, LANGUAGE_STORAGE_KEYS.applied);
  if (applied !== undefined) return { code: applied, source: "stored" };
  return { code: negotiateDisplayLanguage(browserLanguages), source: "browser" };
};

/** Records a pick from the switcher; returns false when storage refused it (the pick then lasts this visit). */
export const rememberDisplayLanguage = (
  storage: LanguageStorage | undefined,
  code: DisplayLanguageCode,
): boolean => {
  if (storage === undefined) return false;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEYS.userSelected, code);
    storage.setItem(LANGUAGE_STORAGE_KEYS.applied, code);
    return true;
  } catch {
    return false;
  }
};

/** The browser's storage and language preferences, when there is a browser. */
export const browserLocalStorage = (): LanguageStorage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const browserLanguages = (): ReadonlyArray<string> => {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language === "" ? [] : [navigator.language];
};
