import { useMemo } from "react";
import { useIntl } from "react-intl";
import { countries, countryByCode } from "@/domain/geo/countries";
import { displayLanguageFor } from "@/domain/i18n/languages";

/** Countries in the reader's language, India and Brazil first (domain/geo/countries), and a code's name. */
export const useCountries = () => {
  const intl = useIntl();
  const language = displayLanguageFor(intl.locale) ?? "en";
  return useMemo(
    () => ({
      options: countries().map((country) => ({
        value: country.code,
        label: `${country.flag} ${country.name[language]}`,
      })),
      nameOf: (code: string) => countryByCode(code)?.name[language] ?? code,
    }),
    [language],
  );
};
