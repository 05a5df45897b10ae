/*
 * The console's texts written in several display languages (footer labels, game names): one language edited
 * at a time, English required, an empty field meaning "not written in this language".
 */
import type { IntlShape } from "react-intl";
import type { LocalisedText } from "@/domain/content/localised-texts";
import { DISPLAY_LANGUAGE_BCP47 } from "@/domain/i18n/languages";

/** The languages texts can be written in: the site's display languages, English first. */
export const TEXT_LANGUAGES: readonly string[] = [...new Set(Object.values(DISPLAY_LANGUAGE_BCP47))];

/** The language's name in the admin's own language (the tag itself where the browser has no name for it). */
export const languageName = (intl: IntlShape, tag: string): string => {
  try {
    return new Intl.DisplayNames([intl.locale, "en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/** The language options of a console's language picker. */
export const languageOptions = (intl: IntlShape) =>
  TEXT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(intl, tag) }));

export const textIn = (texts: readonly LocalisedText[], language: string): string =>
  texts.find((text) => text.language === language)?.text ?? "";

/** The texts with `language`'s one set to `text` (left out when empty). */
export const withText = (
  texts: readonly LocalisedText[],
  language: string,
  text: string,
): LocalisedText[] => [
  ...texts.filter((entry) => entry.language !== language),
  ...(text === "" ? [] : [{ language, text }]),
];
