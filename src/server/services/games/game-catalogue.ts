import { Effect, Layer, Context } from "effect";
import { GAME_NETWORKS, GAME_PLATFORMS } from "@/domain/games/game-catalogue";
import type { GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { parseGameKey } from "@/domain/games/game";
import type { FacetCount, Game, GameQuery, GameSummary, GenreFacet, Page } from "@/domain/games/game";
import { countsFor, gameRepository } from "@/server/db/repositories/game-repository";
import { DatabaseService } from "@/server/services/database";

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
  static readonly layer = Layer.effect(
    GameCatalogue,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;

      const listGamePlatforms = () =>
        Effect.promise(() => gameRepository.platformCounts(db)).pipe(
          Effect.map((counts) => countsFor(GAME_PLATFORMS, counts)),
        );
      const listGameNetworks = () =>
        Effect.promise(() => gameRepository.networkCounts(db)).pipe(
          Effect.map((counts) => countsFor(GAME_NETWORKS, counts)),
        );
      const listGameGenres = () => Effect.promise(() => gameRepository.genreFacets(db));

      return GameCatalogue.of({
        listGames: (query) => Effect.promise(() => gameRepository.findPage(db, query)),
        getGame: (idOrSlug) =>
          Effect.promise(() => gameRepository.findByKey(db, parseGameKey(idOrSlug))).pipe(
            Effect.flatMap((game) =>
              game === undefined ? Effect.fail(new GameNotFound({ gameId: idOrSlug })) : Effect.succeed(game),
            ),
          ),
        getGameFilters: () =>
          Effect.all(
            { genres: listGameGenres(), platforms: listGamePlatforms(), networks: listGameNetworks() },
            {
              concurrency: "unbounded",
            },
          ),
        listGameGenres,
        listGamePlatforms,
        listGameNetworks,
      });
    }),
  );
}
