/**
 * react-intl with one lazily loaded, precompiled catalogue per locale (generated/locales/<BCP 47 tag>.json,
 * compiled from locales/ by `npm run gen`).
 *
 * The display language is chosen once at start (stored pick, else the browser's preferences: see
 * `locale-choice.ts`) and changed through `useLocale().setLanguage`, which remembers it. Until a catalogue
 * has arrived the page keeps rendering the previous one (at start: English from the messages' defaults), so
 * a first paint never waits on a request; `<html lang dir>` then follows the language actually rendered.
 * English itself is never fetched: its catalogue is the defaults, extracted from the code. A language whose
 * script devices may lack brings its font along with its catalogue (Hindi: Noto Sans Devanagari).
 * A message missing from a locale renders its English default, silently: `npm run i18n:verify` is where
 * missing translations are reported, not the console of every visitor.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider, type MessageFormatElement } from "react-intl";
import {
  DEFAULT_DISPLAY_LANGUAGE,
  isDisplayLanguageCode,
  textDirectionOf,
  toBcp47,
  type DisplayLanguageCode,
} from "@/domain/i18n/languages";
import {
  LANGUAGE_STORAGE_KEYS,
  browserLanguages,
  browserLocalStorage,
  chooseDisplayLanguage,
  rememberDisplayLanguage,
  type LanguageStorage,
} from "@/web/lib/locale-choice";

type Catalogue = Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Catalogue>("../../../generated/locales/*.json", { import: "default" });

export const DEFAULT_LOCALE = toBcp47(DEFAULT_DISPLAY_LANGUAGE);

/**
 * Fonts a display language needs that devices may lack, loaded with its catalogue and for it alone: the
 * Devanagari font for Hindi. A font that cannot load is no failure: the text shows in the system's fonts.
 */
const SCRIPT_FONTS: Partial<Record<DisplayLanguageCode, () => Promise<void>>> = {
  hi: () => import("@/web/styles/devanagari-font").then(({ addDevanagariFont }) => addDevanagariFont()),
};

/** BCP 47 tags whose catalogue is available in this build. */
export const availableLocales = (): string[] =>
  Object.keys(catalogues)
    .map((path) => path.replace(/^.*\/([^/]+)\.json$/, "$1"))
    .sort();

/** The compiled catalogue of a BCP 47 tag; empty (every message from its English default) when there is none. */
export const loadCatalogue = async (bcp47: string): Promise<Catalogue> => {
  const load = catalogues[`../../../generated/locales/${bcp47}.json`];
  return load === undefined ? {} : load();
};

export type LocaleState = {
  /** The site's display code (`en`, `hi`, `pt-BR`, `ua`, `he`, ...): what the switcher lists and stores. */
  readonly code: DisplayLanguageCode;
  /** Its BCP 47 tag (`uk` for `ua`, `zh-Hans` for `cn`), for Intl and `lang` attributes. */
  readonly bcp47: string;
  readonly direction: "ltr" | "rtl";
  /** Switches the site to a display language and remembers it as the user's pick. */
  readonly setLanguage: (code: DisplayLanguageCode) => void;
};

const LocaleContext = createContext<LocaleState | undefined>(undefined);

/** The current display language and the way to change it (for the language switcher). */
export const useLocale = (): LocaleState => {
  const state = useContext(LocaleContext);
  if (state === undefined) throw new Error("useLocale() needs a <KleosIntlProvider> above it");
  return state;
};

type Rendered = { readonly code: DisplayLanguageCode; readonly catalogue: Catalogue };

const ENGLISH: Rendered = { code: DEFAULT_DISPLAY_LANGUAGE, catalogue: {} };

export const KleosIntlProvider = ({
  initialLanguage,
  storage = browserLocalStorage(),
  languages = browserLanguages(),
  children,
}: {
  /** Starts in this language and ignores storage and the browser (tests, server-side renders). */
  initialLanguage?: DisplayLanguageCode;
  storage?: LanguageStorage | undefined;
  languages?: ReadonlyArray<string>;
  children: ReactNode;
}) => {
  const [code, setCode] = useState<DisplayLanguageCode>(
    () => initialLanguage ?? chooseDisplayLanguage(storage, languages).code,
  );
  const [loaded, setRendered] = useState<Rendered>(ENGLISH);
  const rendered = code === DEFAULT_DISPLAY_LANGUAGE ? ENGLISH : loaded;

  // Back to English, forget the last catalogue: a later switch keeps showing English while its own loads.
  const switchTo = useCallback((next: DisplayLanguageCode) => {
    if (next === DEFAULT_DISPLAY_LANGUAGE) setRendered(ENGLISH);
    setCode(next);
  }, []);

  useEffect(() => {
    // English is the messages' own defaults (en.json is extracted from them): nothing to fetch, and no second
    // render of the whole page once a catalogue identical to what is shown arrives.
    if (code === DEFAULT_DISPLAY_LANGUAGE) return;
    void SCRIPT_FONTS[code]?.().catch(() => undefined);
    let current = true;
    void loadCatalogue(toBcp47(code)).then(
      (catalogue) => {
        if (current) setRendered({ code, catalogue });
      },
      // A chunk that failed to load (offline, a deploy replaced it): show English defaults in that language's place.
      () => {
        if (current) setRendered({ code, catalogue: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  useEffect(() => {
    document.documentElement.lang = toBcp47(rendered.code);
    document.documentElement.dir = textDirectionOf(rendered.code);
  }, [rendered.code]);

  // Another tab picked a language: follow it, so tabs of one browser agree.
  useEffect(() => {
    if (typeof window === "undefined") return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_STORAGE_KEYS.userSelected || event.newValue === null) return;
      if (isDisplayLanguageCode(event.newValue)) switchTo(event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [switchTo]);

  const setLanguage = useCallback(
    (next: DisplayLanguageCode) => {
      rememberDisplayLanguage(storage, next);
      switchTo(next);
    },
    [storage, switchTo],
  );

  const locale = useMemo<LocaleState>(
    () => ({ code, bcp47: toBcp47(code), direction: textDirectionOf(code), setLanguage }),
    [code, setLanguage],
  );

  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider
        locale={toBcp47(rendered.code)}
        defaultLocale={DEFAULT_LOCALE}
        messages={rendered.catalogue}
        onError={(error) => {
          if (error.code === "MISSING_TRANSLATION") return;
          console.error(error);
        }}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
};
