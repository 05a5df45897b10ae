/*
 * A game's name, tagline and description: English on the game's row (the catalogue's own, and the fallback),
 * translations beside. Each is read in the reader's language, else its base language, else English; edited by
 * admins as one list of texts per field, English first.
 */
import {
  englishOf,
  type LocalisedText,
  localisedText,
  othersOf,
  withEnglishFirst,
} from "@/domain/content/localised-texts";
import type { GameTextsRow, GameTranslationRow } from "@/server/db/repositories/game-repository";

export interface GameTexts {
  readonly names: readonly LocalisedText[];
  readonly taglines: readonly LocalisedText[];
  readonly descriptions: readonly LocalisedText[];
}

type TextField = "name" | "tagline" | "description";

/** The translations' texts of one field, those that hold one. */
const textsOf = (translations: readonly GameTranslationRow[], field: TextField): LocalisedText[] =>
  translations.flatMap((translation) => {
    const text = translation[field];
    return text === null ? [] : [{ language: translation.language, text }];
  });

/**
 * The game with its name, tagline and (on a game's page, not in a list) description each in the best language
 * for `requested`.
 */
export const localisedGame = <
  G extends {
    readonly id: number;
    readonly name: string;
    readonly tagline: string;
    readonly description?: string;
  },
>(
  game: G,
  translations: readonly GameTranslationRow[],
  requested: string | undefined,
): G => {
  const own = translations.filter((translation) => translation.gameId === game.id);
  if (own.length === 0) return game;
  const best = (english: string, field: TextField) =>
    localisedText(english, textsOf(own, field), requested).text;
  return {
    ...game,
    name: best(game.name, "name"),
    tagline: best(game.tagline, "tagline"),
    ...(game.description === undefined ? {} : { description: best(game.description, "description") }),
  };
};

/** The texts as admins edit them: every language of each field, English first. */
export const adminGameTexts = (
  game: { readonly name: string; readonly tagline: string; readonly description: string },
  translations: readonly GameTranslationRow[],
): GameTexts => ({
  names: withEnglishFirst(game.name, textsOf(translations, "name")),
  taglines: withEnglishFirst(game.tagline, textsOf(translations, "tagline")),
  descriptions: withEnglishFirst(game.description, textsOf(translations, "description")),
});

/** What to store for the texts an admin sent, or "englishMissing" when a field has no English text. */
export const gameTextsRow = (input: GameTexts): GameTextsRow | "englishMissing" => {
  const name = englishOf(input.names);
  const tagline = englishOf(input.taglines);
  const description = englishOf(input.descriptions);
  if (name === undefined || tagline === undefined || description === undefined) return "englishMissing";
  const names = othersOf(input.names);
  const taglines = othersOf(input.taglines);
  const descriptions = othersOf(input.descriptions);
  const languages = [...new Set([...names.keys(), ...taglines.keys(), ...descriptions.keys()])].sort();
  return {
    name,
    tagline,
    description,
    translations: languages.map((language) => ({
      language,
      name: names.get(language) ?? null,
      tagline: taglines.get(language) ?? null,
      description: descriptions.get(language) ?? null,
    })),
  };
};
