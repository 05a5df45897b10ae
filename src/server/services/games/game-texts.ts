/*
 * A game's name and tagline: English on the game's row (the catalogue's own, and the fallback), translations
 * beside. Read in the reader's language, else its base language, else English; edited by admins as one list of
 * texts per field, English first.
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
}

/** The game with its name and tagline in the best language for `requested`. */
export const localisedGame = <
  G extends { readonly id: number; readonly name: string; readonly tagline: string },
>(
  game: G,
  translations: readonly GameTranslationRow[],
  requested: string | undefined,
): G => {
  const own = translations.filter((translation) => translation.gameId === game.id);
  if (own.length === 0) return game;
  return {
    ...game,
    name: localisedText(
      game.name,
      own.map(({ language, name }) => ({ language, text: name })),
      requested,
    ).text,
    tagline: localisedText(
      game.tagline,
      own.map(({ language, tagline }) => ({ language, text: tagline })),
      requested,
    ).text,
  };
};

/** The texts as admins edit them: every language of each field, English first. */
export const adminGameTexts = (
  game: { readonly name: string; readonly tagline: string },
  translations: readonly GameTranslationRow[],
): GameTexts => ({
  names: withEnglishFirst(
    game.name,
    translations.flatMap(({ language, name }) => (name === null ? [] : [{ language, text: name }])),
  ),
  taglines: withEnglishFirst(
    game.tagline,
    translations.flatMap(({ language, tagline }) => (tagline === null ? [] : [{ language, text: tagline }])),
  ),
});

/** What to store for the texts an admin sent, or "englishMissing" when the name or the tagline has no English. */
export const gameTextsRow = (input: GameTexts): GameTextsRow | "englishMissing" => {
  const name = englishOf(input.names);
  const tagline = englishOf(input.taglines);
  if (name === undefined || tagline === undefined) return "englishMissing";
  const names = othersOf(input.names);
  const taglines = othersOf(input.taglines);
  const languages = [...new Set([...names.keys(), ...taglines.keys()])].sort();
  return {
    name,
    tagline,
    translations: languages.map((language) => ({
      language,
      name: names.get(language) ?? null,
      tagline: taglines.get(language) ?? null,
    })),
  };
};
