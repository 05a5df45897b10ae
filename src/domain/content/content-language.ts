/*
 * Articles and videos are written in some display languages, always in English. A reader gets the language
 * asked for, else its base language (`pt` for `pt-BR`), else English.
 */

export const CONTENT_FALLBACK_LANGUAGE = "en";

/** The languages to try, best first, for a requested BCP 47 tag (none: English only). */
export const contentLanguageCandidates = (requested: string | undefined): readonly string[] => {
  const candidates: string[] = [];
  if (requested !== undefined && requested !== "") {
    candidates.push(requested);
    const base = requested.split("-")[0];
    if (base !== undefined && base !== requested) candidates.push(base);
  }
  if (!candidates.includes(CONTENT_FALLBACK_LANGUAGE)) candidates.push(CONTENT_FALLBACK_LANGUAGE);
  return candidates;
};

/** The best of the available languages for the request, or undefined when none fits (not even English). */
export const pickContentLanguage = (
  requested: string | undefined,
  available: readonly string[],
): string | undefined =>
  contentLanguageCandidates(requested).find((language) => available.includes(language));
