import { Cache, Context, Duration, Effect, Exit, Layer } from "effect";
import { GAME_NETWORKS, GAME_PLATFORMS } from "@/domain/games/game-catalogue";
import type { GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { parseGameKey } from "@/domain/games/game";
import type { FacetCount, Game, GameQuery, GameSummary, GenreFacet, Page } from "@/domain/games/game";
import { countsFor, GameRepository } from "@/server/db/repositories/game-repository";
import { traced } from "@/server/effect/traced";

export interface GameFilters {
  readonly genres: readonly GenreFacet[];
  readonly platforms: readonly FacetCount<GamePlatform>[];
  readonly networks: readonly FacetCount<GameNetwork>[];
}

/** How many answers of each kind an instance keeps (the oldest leave first). */
const CACHE_CAPACITY = 500;

/**
 * Reads through Effect's `Cache` for `ttlMs` (0: not at all): each instance may serve an answer up to `ttlMs`
 * old, concurrent misses of one key share one lookup, a cached answer is the same object every time (the
 * serializer cache relies on it), and a failure (a game not found) is not kept.
 */
const cachedLookup = <A, E>(ttlMs: number, lookup: (key: string) => Effect.Effect<A, E>) =>
  ttlMs <= 0
    ? Effect.succeed(lookup)
    : Effect.map(
        Cache.makeWith(lookup, {
          capacity: CACHE_CAPACITY,
          timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.millis(ttlMs) : Duration.zero),
        }),
        (cache) => (key: string) => Cache.get(cache, key),
      );

/** The game catalogue: listing, filtering and looking up games. */
export class GameCatalogue extends Context.Service<
  GameCatalogue,
  {
    listGames(query: GameQuery): Effect.Effect<Page<GameSummary>>;
    getGame(idOrSlug: string): Effect.Effect<Game, GameNotFound>;
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

        // Keyed by the query's JSON: two equal queries are one entry.
        const page = yield* cachedLookup(cacheTtlMs, (key) => games.findPage(JSON.parse(key) as GameQuery));
        const game = yield* cachedLookup(cacheTtlMs, (idOrSlug) =>
          Effect.flatMap(games.findByKey(parseGameKey(idOrSlug)), (found) =>
            found === undefined ? Effect.fail(new GameNotFound({ gameId: idOrSlug })) : Effect.succeed(found),
          ),
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
        const getGameFilters = () => filters("all");

        return GameCatalogue.of(
          traced("GameCatalogue", {
            listGames: (query: GameQuery) => page(JSON.stringify(query)),
            getGame: (idOrSlug: string) => game(idOrSlug),
            getGameFilters,
            listGameGenres: () => Effect.map(getGameFilters(), (found) => found.genres),
            listGamePlatforms: () => Effect.map(getGameFilters(), (found) => found.platforms),
            listGameNetworks: () => Effect.map(getGameFilters(), (found) => found.networks),
          }),
        );
      }),
    );
}
