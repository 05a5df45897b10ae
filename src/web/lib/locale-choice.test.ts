import { describe, expect, it } from "vitest";
import { textDirectionOf } from "@/domain/i18n/languages";
import {
  LANGUAGE_STORAGE_KEYS,
  chooseDisplayLanguage,
  rememberDisplayLanguage,
  type LanguageStorage,
} from "@/web/lib/locale-choice";

const memoryStorage = (
  entries: Record<string, string> = {},
): LanguageStorage & { entries: Map<string, string> } => {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
};

const throwingStorage: LanguageStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

describe("chooseDisplayLanguage", () => {
  it("lets the user's stored pick win over the browser", () => {
    const storage = memoryStorage({ userSelectedLanguage: "hi" });
    expect(chooseDisplayLanguage(storage, ["pt-BR", "en"])).toEqual({ code: "hi", source: "user" });
  });

  it("prefers the pick over the language last set", () => {
    const storage = memoryStorage({ userSelectedLanguage: "ua", setLanguage: "de" });
    expect(chooseDisplayLanguage(storage, ["en"]).code).toBe("ua");
  });

  it("honours setLanguage alone, as the apps and older versions of the site wrote it", () => {
    expect(chooseDisplayLanguage(memoryStorage({ setLanguage: "pt-BR" }), ["fr"])).toEqual({
      code: "pt-BR",
      source: "stored",
    });
  });

  it("guesses from the browser when nothing is stored", () => {
    expect(chooseDisplayLanguage(memoryStorage(), ["pt-BR", "en-US"])).toEqual({
      code: "pt-BR",
      source: "browser",
    });
    expect(chooseDisplayLanguage(memoryStorage(), ["sw-KE", "uk-UA"]).code).toBe("ua");
    expect(chooseDisplayLanguage(undefined, ["zh-TW"]).code).toBe("zh");
  });

  it("falls back to English when neither storage nor browser offers a supported language", () => {
    expect(chooseDisplayLanguage(memoryStorage(), ["sw", "tlh"]).code).toBe("en");
    expect(chooseDisplayLanguage(memoryStorage(), []).code).toBe("en");
  });

  it("ignores stored values that are not display codes", () => {
    const storage = memoryStorage({ userSelectedLanguage: "klingon", setLanguage: "uk" });
    // "uk" is the BCP 47 tag of Ukrainian, not the site's code ("ua"): a stored value is trusted only verbatim.
    expect(chooseDisplayLanguage(storage, ["he-IL"])).toEqual({ code: "he", source: "browser" });
  });

  it("treats unreadable storage as empty", () => {
    expect(chooseDisplayLanguage(throwingStorage, ["hi-IN"])).toEqual({ code: "hi", source: "browser" });
  });

  it("lays Hebrew out right to left and the others left to right", () => {
    const code = chooseDisplayLanguage(memoryStorage({ userSelectedLanguage: "he" }), []).code;
    expect(textDirectionOf(code)).toBe("rtl");
    expect(textDirectionOf(chooseDisplayLanguage(memoryStorage(), ["hi"]).code)).toBe("ltr");
  });
});

describe("rememberDisplayLanguage", () => {
  it("stores the pick under both spec keys, so the next visit starts in it", () => {
    const storage = memoryStorage({ setLanguage: "de" });
    expect(rememberDisplayLanguage(storage, "pt-BR")).toBe(true);
    expect(storage.entries.get(LANGUAGE_STORAGE_KEYS.userSelected)).toBe("pt-BR");
    expect(storage.entries.get(LANGUAGE_STORAGE_KEYS.applied)).toBe("pt-BR");
    expect(chooseDisplayLanguage(storage, ["en"])).toEqual({ code: "pt-BR", source: "user" });
  });

  it("reports a refused write instead of throwing", () => {
    expect(rememberDisplayLanguage(throwingStorage, "hi")).toBe(false);
    expect(rememberDisplayLanguage(undefined, "hi")).toBe(false);
  });
});
