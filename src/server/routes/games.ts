import { Effect } from "effect";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import type { Handlers } from "@/server/http/operations";
import { GameCatalogue } from "@/server/services/games/game-catalogue";

export const gameHandlers = () =>
  ({
    listGames: ({ query }) =>
      GameCatalogue.use((catalogue) =>
        catalogue.listGames(
          {
            pageOffset: query.pageOffset ?? 0,
            pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
            genres: query.genre ?? [],
            platforms: query.platform ?? [],
            networks: query.network ?? [],
            search: query.search?.trim() || undefined,
            featured: query.featured,
            sort: query.sort ?? "featured",
          },
          query.lang,
        ),
      ),
    getGame: ({ params, query }) =>
      GameCatalogue.use((catalogue) => catalogue.getGame(params.id, query.lang)),
    getGameFilters: () => GameCatalogue.use((catalogue) => catalogue.getGameFilters()),
    listGameGenres: () =>
      GameCatalogue.use((catalogue) => catalogue.listGameGenres()).pipe(Effect.map((items) => ({ items }))),
    listGamePlatforms: () =>
      GameCatalogue.use((catalogue) => catalogue.listGamePlatforms()).pipe(
        Effect.map((items) => ({ items })),
      ),
    listGameNetworks: () =>
      GameCatalogue.use((catalogue) => catalogue.listGameNetworks()).pipe(Effect.map((items) => ({ items }))),
  }) satisfies Partial<Handlers>;
