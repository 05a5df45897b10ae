import { Cache, Context, Duration, Effect, Exit, Layer } from "effect";
import { contentLanguageCandidates } from "@/domain/content/content-language";
import { GAME_NETWORKS, GAME_PLATFORMS } from "@/domain/games/game-catalogue";
import type { GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { parseGameKey } from "@/domain/games/game";
import type { FacetCount, Game, GameQuery, GameSummary, GenreFacet, Page } from "@/domain/games/game";
import { countsFor, GameRepository } from "@/server/db/repositories/game-repository";
import { traced } from "@/server/effect/traced";
import { localisedGame } from "@/server/services/games/game-texts";

export interface GameFilters {
  readonly genres: readonly GenreFacet[];
  readonly platforms: readonly FacetCount<GamePlatform>[];
  readonly networks: readonly FacetCount<GameNetwork>[];
}

/** How many answers of each kind an instance keeps (the oldest leave first). */
const CACHE_CAPACITY = 500;

interface CachedLookup<A, E> {
  readonly get: (key: string) => Effect.Effect<A, E>;
  /** Drops every kept answer: the next read of each key looks it up again. */
  readonly forget: Effect.Effect<void>;
}

/**
 * Reads through Effect's `Cache` for `ttlMs` (0: not at all): each instance may serve an answer up to `ttlMs`
 * old, concurrent misses of one key share one lookup, a cached answer is the same object every time (the
 * serializer cache relies on it), and a failure (a game not found) is not kept.
 */
const cachedLookup = <A, E>(
  ttlMs: number,
  lookup: (key: string) => Effect.Effect<A, E>,
): Effect.Effect<CachedLookup<A, E>> =>
  ttlMs <= 0
    ? Effect.succeed({ get: lookup, forget: Effect.void })
    : Effect.map(
        Cache.makeWith(lookup, {
          capacity: CACHE_CAPACITY,
          timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.millis(ttlMs) : Duration.zero),
        }),
        (cache) => ({ get: (key: string) => Cache.get(cache, key), forget: Cache.invalidateAll(cache) }),
      );

/** The cache key of a reader's language: the languages tried for it, best first. */
const languageKey = (language: string | undefined): string => contentLanguageCandidates(language).join(",");

/** The game catalogue: listing, filtering and looking up games. */
export class GameCatalogue extends Context.Service<
  GameCatalogue,
  {
    /** A page of games, each name and tagline in `language` (else its base language, else English). */
    listGames(query: GameQuery, language?: string): Effect.Effect<Page<GameSummary>>;
    /** A game, its name, tagline and description each in `language` (else its base language, else English). */
    getGame(idOrSlug: string, language?: string): Effect.Effect<Game, GameNotFound>;
    /** Drops this instance's kept answers (an admin changed the catalogue); other instances catch up in time. */
    forgetCachedGames(): Effect.Effect<void>;
    getGameFilters(): Effect.Effect<GameFilters>;
    listGameGenres(): Effect.Effect<readonly GenreFacet[]>;
    listGamePlatforms(): Effect.Effect<readonly FacetCount<GamePlatform>[]>;
    listGameNetworks(): Effect.Effect<readonly FacetCount<GameNetwork>[]>;
  }
>()("kleos/server/services/games/GameCatalogue") {
  /** `cacheTtlMs`: how old a catalogue answer may be (it changes only when the catalogue is edited). */
  static readonly layer = ({ cacheTtlMs }: { readonly cacheTtlMs: number }) =>
    Layer.effect(
      GameCatalogue,
      Effect.gen(function* () {
        const games = yield* GameRepository;

        // Keyed by the query's JSON and the reader's languages: two equal queries are one entry.
        const page = yield* cachedLookup(cacheTtlMs, (key) =>
          Effect.gen(function* () {
            const { query, languages } = JSON.parse(key) as { query: GameQuery; languages: string };
            const found = yield* games.findPage(query);
            const translations = yield* games.findTranslations(found.items.map((item) => item.id));
            return {
              ...found,
              items: found.items.map((item) => localisedGame(item, translations, languages.split(",")[0])),
            };
          }),
        );
        const game = yield* cachedLookup(cacheTtlMs, (key) =>
          Effect.gen(function* () {
            const { idOrSlug, languages } = JSON.parse(key) as { idOrSlug: string; languages: string };
            const found = yield* games.findByKey(parseGameKey(idOrSlug));
            if (found === undefined) return yield* new GameNotFound({ gameId: idOrSlug });
            return localisedGame(found, yield* games.findTranslations([found.id]), languages.split(",")[0]);
          }),
        );
        const filters = yield* cachedLookup(cacheTtlMs, () =>
          Effect.all(
            {
              genres: games.genreFacets(),
              platforms: games.platformCounts(),
              networks: games.networkCounts(),
            },
            { concurrency: "unbounded" },
          ).pipe(
            Effect.map(({ genres, platforms, networks }): GameFilters => ({
              genres,
              platforms: countsFor(GAME_PLATFORMS, platforms),
              networks: countsFor(GAME_NETWORKS, networks),
            })),
          ),
        );
        const getGameFilters = () => filters.get("all");

        return GameCatalogue.of(
          traced("GameCatalogue", {
            listGames: (query: GameQuery, language?: string) =>
              page.get(JSON.stringify({ query, languages: languageKey(language) })),
            getGame: (idOrSlug: string, language?: string) =>
              game.get(JSON.stringify({ idOrSlug, languages: languageKey(language) })),
            forgetCachedGames: () =>
              Effect.all([page.forget, game.forget, filters.forget], { discard: true }),
            getGameFilters,
            listGameGenres: () => Effect.map(getGameFilters(), (found) => found.genres),
            listGamePlatforms: () => Effect.map(getGameFilters(), (found) => found.platforms),
            listGameNetworks: () => Effect.map(getGameFilters(), (found) => found.networks),
          }),
        );
      }),
    );
}
