/** A locale every Intl constructor accepts: the caller's when it is well formed, English otherwise. */
export const safeLocale = (locale: string | undefined): string => {
  if (locale === undefined || locale === "") return "en";
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? "en";
  } catch {
    return "en";
  }
};
