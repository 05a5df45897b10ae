/*
 * A text an admin writes in English and, optionally, in other display languages (a footer label, a game's
 * name): stored as the English text plus one translation per language, edited as a list of
 * `{ language, text }` with English first, and read in the reader's language, else its base language, else
 * English.
 */
import { CONTENT_FALLBACK_LANGUAGE, pickContentLanguage } from "@/domain/content/content-language";

export interface LocalisedText {
  readonly language: string;
  readonly text: string;
}

/** The text in the best language for `requested`, from English and the translations that hold one. */
export const localisedText = (
  english: string,
  translations: readonly { readonly language: string; readonly text: string | null }[],
  requested: string | undefined,
): { readonly text: string; readonly language: string } => {
  const texts = new Map<string, string>([[CONTENT_FALLBACK_LANGUAGE, english]]);
  for (const { language, text } of translations)
    if (text !== null && !texts.has(language)) texts.set(language, text);
  const language = pickContentLanguage(requested, [...texts.keys()]) ?? CONTENT_FALLBACK_LANGUAGE;
  return { text: texts.get(language) ?? english, language };
};

/** The texts as admins edit them: English first, then each other language once (its last text). */
export const withEnglishFirst = (
  english: string,
  translations: readonly LocalisedText[],
): LocalisedText[] => [
  { language: CONTENT_FALLBACK_LANGUAGE, text: english },
  ...[...new Map(translations.map((text) => [text.language, text])).values()].filter(
    (text) => text.language !== CONTENT_FALLBACK_LANGUAGE,
  ),
];

/** The English text an admin sent, if any. */
export const englishOf = (texts: readonly LocalisedText[]): string | undefined =>
  texts.find((text) => text.language === CONTENT_FALLBACK_LANGUAGE)?.text;

/** The texts of the other languages an admin sent, by language (a language sent twice keeps its last text). */
export const othersOf = (texts: readonly LocalisedText[]): Map<string, string> =>
  new Map(
    texts
      .filter((text) => text.language !== CONTENT_FALLBACK_LANGUAGE)
      .map((text) => [text.language, text.text]),
  );
