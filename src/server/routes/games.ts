import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { GameCatalogue } from "@/server/services/games/game-catalogue";

export const gameHandlers = ({ run }: AppRuntime) =>
  ({
    listGames: ({ query }) =>
      run(
        GameCatalogue.use((catalogue) =>
          catalogue.listGames({
            pageOffset: query.pageOffset ?? 0,
            pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
            genres: query.genre ?? [],
            platforms: query.platform ?? [],
            networks: query.network ?? [],
            search: query.search?.trim() || undefined,
            featured: query.featured,
            sort: query.sort ?? "featured",
          }),
        ),
      ),
    getGame: ({ params }) => run(GameCatalogue.use((catalogue) => catalogue.getGame(params.id))),
    getGameFilters: () => run(GameCatalogue.use((catalogue) => catalogue.getGameFilters())),
    listGameGenres: async () => ({
      items: await run(GameCatalogue.use((catalogue) => catalogue.listGameGenres())),
    }),
    listGamePlatforms: async () => ({
      items: await run(GameCatalogue.use((catalogue) => catalogue.listGamePlatforms())),
    }),
    listGameNetworks: async () => ({
      items: await run(GameCatalogue.use((catalogue) => catalogue.listGameNetworks())),
    }),
  }) satisfies Partial<Handlers>;
