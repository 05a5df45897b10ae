import { fc, test } from "@fast-check/vitest";
import { afterEach, describe, expect, vi } from "vitest";
import {
  DISPLAY_LANGUAGE_CODES,
  ENDONYMS,
  displayLanguageFor,
  endonymOf,
  negotiateDisplayLanguage,
  textDirectionOf,
  toBcp47,
} from "@/domain/i18n/languages";

describe("display languages", () => {
  test("the spec's twenty codes plus hi and pt-BR", () => {
    expect(DISPLAY_LANGUAGE_CODES).toHaveLength(22);
    expect(DISPLAY_LANGUAGE_CODES).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  test.each([
    ["ua", "uk"],
    ["cz", "cs"],
    ["by", "be"],
    ["cn", "zh-Hans"],
    ["zh", "zh-Hant"],
    ["ee", "et"],
    ["jp", "ja"],
    ["pt-BR", "pt-BR"],
    ["en", "en"],
  ] as const)("%s maps to BCP 47 %s", (code, tag) => {
    expect(toBcp47(code)).toBe(tag);
  });

  test("every mapped tag is canonical BCP 47 and maps back to its code", () => {
    for (const code of DISPLAY_LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(toBcp47(code))).toEqual([toBcp47(code)]);
      expect(displayLanguageFor(toBcp47(code))).toBe(code);
    }
  });

  test.each([
    ["zh-TW", "zh"],
    ["zh-CN", "cn"],
    ["pt-PT", "pt"],
    ["pt-BR", "pt-BR"],
    ["uk-UA", "ua"],
    ["en-IN", "en"],
    ["hi-IN", "hi"],
    ["ar", undefined],
    ["not a tag", undefined],
  ])("browser tag %s → %s", (tag, code) => {
    expect(displayLanguageFor(tag)).toBe(code);
  });

  test.prop([fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 })])(
    "property: negotiation never throws and always answers a display language",
    (tags) => {
      expect(DISPLAY_LANGUAGE_CODES).toContain(negotiateDisplayLanguage(tags));
    },
  );

  test("negotiation takes the first supported preference", () => {
    expect(negotiateDisplayLanguage(["ar-EG", "pt-BR", "en"])).toBe("pt-BR");
    expect(negotiateDisplayLanguage([])).toBe("en");
  });

  test("Hebrew is right to left; languages are named in themselves", () => {
    expect(DISPLAY_LANGUAGE_CODES.filter((code) => textDirectionOf(code) === "rtl")).toEqual(["he"]);
    expect(endonymOf("ru")).toBe("Русский");
    expect(endonymOf("hi")).toBe("हिन्दी");
  });
});

describe("endonyms", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("every language is named in itself, as the Unicode data names it", () => {
    for (const code of DISPLAY_LANGUAGE_CODES) {
      const tag = toBcp47(code);
      const own = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? "";
      expect(endonymOf(code)).toBe(own.charAt(0).toLocaleUpperCase(tag) + own.slice(1));
    }
    expect(new Set(Object.values(ENDONYMS)).size).toBe(DISPLAY_LANGUAGE_CODES.length);
  });

  test("Belarusian is беларуская even where the runtime names languages in English only", () => {
    const EnglishOnly = class extends Intl.DisplayNames {
      constructor(_locales: string | string[], options: Intl.DisplayNamesOptions) {
        super(["en"], options);
      }
    };
    vi.stubGlobal("Intl", Object.assign(Object.create(Intl) as typeof Intl, { DisplayNames: EnglishOnly }));
    expect(new Intl.DisplayNames(["be"], { type: "language" }).of("be")).toBe("Belarusian");
    expect(endonymOf("by")).toBe("Беларуская");
    expect(endonymOf("hi")).toBe("हिन्दी");
  });
});
