/**
 * react-query hooks over the clans contract (api-spec/clans.yaml): the directory, one clan, the day rules, the
 * signed-in gamer's membership, and creating, joining, leaving and deleting. Every change answers the gamer's
 * membership state, which is written into its query; the directory and the clan pages are refreshed.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type ClanSummary = Schemas["ClanSummary"];
export type ClanPage = Schemas["ClanPage"];
export type ClanDetail = Schemas["ClanDetail"];
export type ClanMember = Schemas["ClanMember"];
export type ClanRules = Schemas["ClanRules"];
export type ClanRole = Schemas["ClanRole"];
export type MyClanMembership = Schemas["MyClanMembership"];
export type CreateClanRequest = Schemas["CreateClanRequest"];

export interface ClanDirectoryQuery {
  readonly search?: string;
  readonly country?: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export const clanKeys = {
  all: ["clans"] as const,
  directory: (query: ClanDirectoryQuery) => ["clans", "directory", query] as const,
  detail: (clanId: number) => ["clans", "detail", clanId] as const,
  rules: ["clans", "rules"] as const,
  mine: ["clans", "mine"] as const,
  cities: (countryCode: string, search: string) => ["clans", "cities", countryCode, search] as const,
};

/** The clans' calls, as the hooks make them. */
export const clanRequests = {
  listClans: async (client: ApiClient, query: ClanDirectoryQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans", {
        params: {
          query: {
            ...(query.search === undefined || query.search === "" ? {} : { search: query.search }),
            ...(query.country === undefined || query.country === "" ? {} : { country: query.country }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  getClan: async (client: ApiClient, clanId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/{clanId}", {
        params: { path: { clanId } },
        ...withSignal(signal),
      }),
    ),
  getRules: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/platform-clans/rules", withSignal(signal))),
  getMyClan: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/platform-user-clans", withSignal(signal))),
  createClan: async (client: ApiClient, body: CreateClanRequest) =>
    unwrap(await client.POST("/api/platform-clans", { body })),
  joinClan: async (client: ApiClient, clanId: number) =>
    unwrap(await client.POST("/api/platform-user-clans", { body: { clanId } })),
  leaveClan: async (client: ApiClient) => unwrap(await client.DELETE("/api/platform-user-clans")),
  deleteClan: async (client: ApiClient, clanId: number) =>
    unwrap(await client.DELETE("/api/platform-clans/{clanId}", { params: { path: { clanId } } })),
  listCities: async (client: ApiClient, countryCode: string, search: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/users/cities", {
        params: { query: { countryCode, ...(search === "" ? {} : { search }) } },
        ...withSignal(signal),
      }),
    ),
};

export const useClanDirectory = (query: ClanDirectoryQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.directory(query),
    queryFn: ({ signal }) => clanRequests.listClans(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useClan = (clanId: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.detail(clanId),
    queryFn: ({ signal }) => clanRequests.getClan(client, clanId, signal),
    enabled: Number.isInteger(clanId) && clanId > 0,
  });
};

export const useClanRules = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.rules,
    queryFn: ({ signal }) => clanRequests.getRules(client, signal),
    staleTime: Infinity,
  });
};

/** The signed-in gamer's membership; not asked for guests. */
export const useMyClan = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.mine,
    queryFn: ({ signal }) => clanRequests.getMyClan(client, signal),
    enabled,
  });
};

/** Cities Kleos lists for a country, matching what was typed (suggestions; any city is fine elsewhere). */
export const useCitySuggestions = (countryCode: string, search: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.cities(countryCode, search),
    queryFn: async ({ signal }) =>
      (await clanRequests.listCities(client, countryCode, search, signal)).items.map((item) => item.name),
    enabled: /^[A-Z]{2}$/.test(countryCode),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
};

/** After a change: the new membership state, and every clan list and page read afresh. */
const useSettle = () => {
  const queryClient = useQueryClient();
  return async (mine: MyClanMembership | undefined) => {
    if (mine !== undefined) queryClient.setQueryData(clanKeys.mine, mine);
    await queryClient.invalidateQueries({
      queryKey: clanKeys.all,
      predicate: (query) => query.queryKey[1] !== "mine" || mine === undefined,
    });
  };
};

export const useCreateClan = () => {
  const client = useApiClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: CreateClanRequest) => clanRequests.createClan(client, body),
    onSuccess: () => settle(undefined),
  });
};

export const useJoinClan = () => {
  const client = useApiClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (clanId: number) => clanRequests.joinClan(client, clanId),
    onSuccess: settle,
  });
};

export const useLeaveClan = () => {
  const client = useApiClient();
  const settle = useSettle();
  return useMutation({ mutationFn: () => clanRequests.leaveClan(client), onSuccess: settle });
};

export const useDeleteClan = () => {
  const client = useApiClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (clanId: number) => clanRequests.deleteClan(client, clanId),
    onSuccess: settle,
  });
};
