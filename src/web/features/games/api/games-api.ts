/**
 * react-query hooks for the game catalogue and catalogue searches. Query keys start with the area so a
 * mutation can invalidate exactly what it changed.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SearchGeography } from "@/domain/games/game-catalogue";
import type { paths } from "#generated/api";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";

export type GameListQuery = NonNullable<paths["/api/game"]["get"]["parameters"]["query"]>;

export const gameKeys = {
  all: ["games"] as const,
  list: (query: GameListQuery) => ["games", "list", query] as const,
  detail: (idOrSlug: string) => ["games", "detail", idOrSlug] as const,
  filters: ["games", "filters"] as const,
  recentSearches: (geography: SearchGeography) => ["games", "recent-searches", geography] as const,
};

/** The catalogue's calls, as the hooks make them (and as the contract tests drive them). */
export const gameRequests = {
  listGames: async (client: ApiClient, query: GameListQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game", { params: { query }, ...withSignal(signal) })),
  getGame: async (client: ApiClient, idOrSlug: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/{id}", {
        params: { path: { id: idOrSlug } },
        ...withSignal(signal),
      }),
    ),
  getGameFilters: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/game/filter", withSignal(signal))),
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

export const useGames = (query: GameListQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: gameKeys.list(query),
    queryFn: ({ signal }) => gameRequests.listGames(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useGame = (idOrSlug: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: gameKeys.detail(idOrSlug),
    queryFn: ({ signal }) => gameRequests.getGame(client, idOrSlug, signal),
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
