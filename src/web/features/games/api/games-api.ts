/**
 * react-query hooks for the game catalogue and catalogue searches. Query keys start with the area so a
 * mutation can invalidate exactly what it changed.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { SearchGeography } from "@/domain/games/game-catalogue";
import type { paths } from "#generated/api";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";

export type GameListQuery = NonNullable<paths["/api/game"]["get"]["parameters"]["query"]>;

export const gameKeys = {
  all: ["games"] as const,
  list: (query: GameListQuery) => ["games", "list", query] as const,
  detail: (idOrSlug: string, lang: string) => ["games", "detail", idOrSlug, lang] as const,
  filters: ["games", "filters"] as const,
  recentSearches: (geography: SearchGeography) => ["games", "recent-searches", geography] as const,
};

/** The catalogue's calls, as the hooks make them (and as the contract tests drive them). */
export const gameRequests = {
  listGames: async (client: ApiClient, query: GameListQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game", { params: { query }, ...withSignal(signal) })),
  getGame: async (client: ApiClient, idOrSlug: string, lang: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/{id}", {
        params: { path: { id: idOrSlug }, query: { lang } },
        ...withSignal(signal),
      }),
    ),
  getGameFilters: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game/filter", withSignal(signal))),
  listGameGenres: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game-genre", withSignal(signal))),
  listGamePlatforms: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game-platform", withSignal(signal))),
  listGameNetworks: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game-network", withSignal(signal))),
  listRecentSearches: async (client: ApiClient, geography: SearchGeography, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/user-searches/recent", {
        params: { query: { geography, limit: 6 } },
        ...withSignal(signal),
      }),
    ),
  recordSearch: async (client: ApiClient, input: { term: string; geography: SearchGeography }) =>
    unwrap(await client.POST("/api/user-searches", { body: input })),
};

/** A page of the catalogue, names and taglines in the display language (the server falls back to English). */
export const useGames = (query: Omit<GameListQuery, "lang">) => {
  const client = useApiClient();
  const { locale } = useIntl();
  const localised: GameListQuery = { ...query, lang: locale };
  return useQuery({
    queryKey: gameKeys.list(localised),
    queryFn: ({ signal }) => gameRequests.listGames(client, localised, signal),
    placeholderData: keepPreviousData,
  });
};

/** One game, its name and tagline in the display language (the server falls back to English). */
export const useGame = (idOrSlug: string) => {
  const client = useApiClient();
  const { locale } = useIntl();
  return useQuery({
    queryKey: gameKeys.detail(idOrSlug, locale),
    queryFn: ({ signal }) => gameRequests.getGame(client, idOrSlug, locale, signal),
  });
};

export const useGameFilters = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: gameKeys.filters,
    queryFn: ({ signal }) => gameRequests.getGameFilters(client, signal),
    staleTime: 5 * 60_000,
  });
};

export const useRecentSearches = (geography: SearchGeography) => {
  const client = useApiClient();
  return useQuery({
    queryKey: gameKeys.recentSearches(geography),
    queryFn: ({ signal }) => gameRequests.listRecentSearches(client, geography, signal),
    staleTime: 60_000,
  });
};

export const useRecordSearch = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { term: string; geography: SearchGeography }) =>
      gameRequests.recordSearch(client, input),
    onSuccess: (search) =>
      queryClient.invalidateQueries({ queryKey: gameKeys.recentSearches(search.geography) }),
  });
};
