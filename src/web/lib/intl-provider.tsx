/**
 * react-intl with one lazily loaded, precompiled catalogue per locale (generated/locales, from locales/).
 * English renders at once from the messages' defaults while its catalogue loads, so the first paint never
 * waits on a request. `<html lang dir>` follows the locale.
 */
import { useEffect, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import type { MessageFormatElement } from "react-intl";

type Catalogue = Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Catalogue>("../../../generated/locales/*.json", { import: "default" });

export const DEFAULT_LOCALE = "en";

/** Locales whose catalogue is available in this build. */
export const availableLocales = (): string[] =>
  Object.keys(catalogues)
    .map((path) => path.replace(/^.*\/([^/]+)\.json$/, "$1"))
    .sort();

export const loadCatalogue = async (locale: string): Promise<Catalogue> => {
  const load = catalogues[`../../../generated/locales/${locale}.json`];
  return load === undefined ? {} : load();
};

const RTL_LANGUAGES = new Set(["he", "ar", "fa", "ur"]);

export const directionOf = (locale: string): "rtl" | "ltr" =>
  RTL_LANGUAGES.has(locale.split("-")[0] ?? locale) ? "rtl" : "ltr";

export const KleosIntlProvider = ({
  locale = DEFAULT_LOCALE,
  children,
}: {
  locale?: string;
  children: ReactNode;
}) => {
  const [messages, setMessages] = useState<{ locale: string; catalogue: Catalogue }>({
    locale,
    catalogue: {},
  });

  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then((catalogue) => {
      if (current) setMessages({ locale, catalogue });
    });
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <IntlProvider
      locale={messages.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages.catalogue}
      onError={(error) => {
        // Before a catalogue arrives, English messages fall back to their defaults: expected, not an error.
        if (error.code === "MISSING_TRANSLATION" && messages.locale === DEFAULT_LOCALE) return;
        console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
};
