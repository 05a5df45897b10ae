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
export type ClanChief = Schemas["ClanChief"];
export type ClanChiefUpdate = Schemas["ClanChiefUpdate"];
export type ClanCampaignStats = Schemas["ClanCampaignStats"];
export type ClanMemberParticipation = Schemas["ClanMemberParticipation"];
export type ClanPogScores = Schemas["ClanPogScores"];
export type ClanImageType = Schemas["ClanImageType"];
export type ClanImagePage = Schemas["ClanImagePage"];

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
  chief: ["clans", "chief"] as const,
  stats: (clanId: number, kind: string) => ["clans", "stats", clanId, kind] as const,
  images: (imageType: ClanImageType) => ["clans", "images", imageType] as const,
  video: (slug: string) => ["clans", "video", slug] as const,
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
  sendChiefCode: async (client: ApiClient, phoneNumber: string, countryCode: string) =>
    unwrap(
      await client.POST("/api/platform-clans/otp", {
        body: { phoneNumber, countryCode, channel: "whatsapp" },
      }),
    ),
  verifyChiefCode: async (client: ApiClient, challengeId: string, code: string) =>
    unwrap(await client.POST("/api/platform-clans/otp/verify", { body: { challengeId, code } })),
  getClanChief: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/platform-clans/clan-chief", withSignal(signal))),
  updateClanChief: async (client: ApiClient, body: ClanChiefUpdate) =>
    unwrap(await client.PUT("/api/platform-clans/clan-chief", { body })),
  listClanImages: async (client: ApiClient, imageType: ClanImageType, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/images", {
        params: { query: { imageType, page: 1, pageSize: 12 } },
        ...withSignal(signal),
      }),
    ),
  getCampaignStats: async (client: ApiClient, clanId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/campaign-stats", {
        params: { query: { clanId } },
        ...withSignal(signal),
      }),
    ),
  getMemberCampaignStats: async (client: ApiClient, clanId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/user-campaign-participation-stats", {
        params: { query: { clanId } },
        ...withSignal(signal),
      }),
    ),
  getMemberQuestStats: async (client: ApiClient, clanId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/member-quest-participation-stats", {
        params: { query: { clanId } },
        ...withSignal(signal),
      }),
    ),
  getPogScores: async (client: ApiClient, clanId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-clans/{clanId}/pog-scores", {
        params: { path: { clanId } },
        ...withSignal(signal),
      }),
    ),
  getVideo: async (client: ApiClient, videoSlug: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/videos/{videoSlug}", { params: { path: { videoSlug } }, ...withSignal(signal) }),
    ),
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
    if (mine !== undefined) {
      // A read of the gamer's clan still on its way began before the change (a page opened just before Join):
      // its answer would put the old membership back over the new one, so it is cancelled first.
      await queryClient.cancelQueries({ queryKey: clanKeys.mine });
      queryClient.setQueryData(clanKeys.mine, mine);
    }
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

/** The signed-in gamer's clan chief data. */
export const useClanChief = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.chief,
    queryFn: ({ signal }) => clanRequests.getClanChief(client, signal),
    enabled,
  });
};

export const useUpdateClanChief = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClanChiefUpdate) => clanRequests.updateClanChief(client, body),
    onSuccess: (chief) => queryClient.setQueryData(clanKeys.chief, chief),
  });
};

export const useSendChiefCode = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ phoneNumber, countryCode }: { phoneNumber: string; countryCode: string }) =>
      clanRequests.sendChiefCode(client, phoneNumber, countryCode),
  });
};

export const useVerifyChiefCode = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, code }: { challengeId: string; code: string }) =>
      clanRequests.verifyChiefCode(client, challengeId, code),
    onSuccess: (chief) => queryClient.setQueryData(clanKeys.chief, chief),
  });
};

export const useClanImages = (imageType: ClanImageType) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.images(imageType),
    queryFn: ({ signal }) => clanRequests.listClanImages(client, imageType, signal),
    staleTime: Infinity,
  });
};

export const useClanCampaignStats = (clanId: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.stats(clanId, "campaigns"),
    queryFn: ({ signal }) => clanRequests.getCampaignStats(client, clanId, signal),
  });
};

/** Each member's campaigns (dashboard type drop) or quests (quest). */
export const useClanMemberStats = (clanId: number, dashboard: "drop" | "quest") => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.stats(clanId, dashboard),
    queryFn: ({ signal }) =>
      dashboard === "drop"
        ? clanRequests.getMemberCampaignStats(client, clanId, signal)
        : clanRequests.getMemberQuestStats(client, clanId, signal),
    placeholderData: keepPreviousData,
  });
};

export const useClanPogScores = (clanId: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.stats(clanId, "pog"),
    queryFn: ({ signal }) => clanRequests.getPogScores(client, clanId, signal),
  });
};

/** A video of the site's content (the clan chief page's onboarding video). */
export const useClanVideo = (videoSlug: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: clanKeys.video(videoSlug),
    queryFn: ({ signal }) => clanRequests.getVideo(client, videoSlug, signal),
    staleTime: Infinity,
    retry: false,
  });
};
