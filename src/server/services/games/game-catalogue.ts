import { Effect, Layer, Context } from "effect";
import { GAME_NETWORKS, GAME_PLATFORMS } from "@/domain/games/game-catalogue";
import type { GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { parseGameKey } from "@/domain/games/game";
import type { FacetCount, Game, GameQuery, GameSummary, GenreFacet, Page } from "@/domain/games/game";
import { countsFor, gameRepository } from "@/server/db/repositories/game-repository";
import { DatabaseService } from "@/server/services/database";
import { makeTtlCache } from "@/server/services/ttl-cache";

export interface GameFilters {
  readonly genres: readonly GenreFacet[];
  readonly platforms: readonly FacetCount<GamePlatform>[];
  readonly networks: readonly FacetCount<GameNetwork>[];
}

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
        const { db } = yield* DatabaseService;
        const pages = makeTtlCache<Page<GameSummary>>(cacheTtlMs);
        const games = makeTtlCache<Game>(cacheTtlMs);
        const facets = makeTtlCache<GameFilters>(cacheTtlMs);

        const getGameFilters = () =>
          facets.through(
            "all",
            Effect.promise(async () => {
              const [genres, platforms, networks] = await Promise.all([
                gameRepository.genreFacets(db),
                gameRepository.platformCounts(db),
                gameRepository.networkCounts(db),
              ]);
              return {
                genres,
                platforms: countsFor(GAME_PLATFORMS, platforms),
                networks: countsFor(GAME_NETWORKS, networks),
              };
            }),
          );

        return GameCatalogue.of({
          listGames: (query) =>
            pages.through(
              JSON.stringify(query),
              Effect.promise(() => gameRepository.findPage(db, query)),
            ),
          getGame: (idOrSlug) =>
            games.through(
              idOrSlug,
              Effect.promise(() => gameRepository.findByKey(db, parseGameKey(idOrSlug))).pipe(
                Effect.flatMap((game) =>
                  game === undefined
                    ? Effect.fail(new GameNotFound({ gameId: idOrSlug }))
                    : Effect.succeed(game),
                ),
              ),
            ),
          getGameFilters,
          listGameGenres: () => Effect.map(getGameFilters(), (filters) => filters.genres),
          listGamePlatforms: () => Effect.map(getGameFilters(), (filters) => filters.platforms),
          listGameNetworks: () => Effect.map(getGameFilters(), (filters) => filters.networks),
        });
      }),
    );
}
