/**
 * react-query hooks for Proof of Gamer: the live availability of a `.kleos` name, reserving it, the caller's
 * mint status and their badges. Reserving writes the answered status into the status query, so the page shows
 * the reserved name at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type PogNameAvailability = components["schemas"]["PogNameAvailability"];
export type PogMintStatus = components["schemas"]["PogMintStatus"];
export type PogCard = components["schemas"]["PogCard"];
export type PogBadges = components["schemas"]["PogBadges"];
export type PogBadgeStanding = components["schemas"]["PogBadgeStanding"];
export type PogBadgeName = components["schemas"]["PogBadgeName"];
export type PogTier = components["schemas"]["PogTier"];
export type UserNft = components["schemas"]["UserNft"];
export type PogSocialBadgeName = components["schemas"]["PogSocialBadge"]["badge"];

export const pogKeys = {
  all: ["pog"] as const,
  nameAvailability: (name: string) => ["pog", "name-availability", name] as const,
  mintStatus: ["pog", "mint-status"] as const,
  badges: ["pog", "badges"] as const,
  userNfts: ["pog", "user-nfts"] as const,
};

/** The POG calls, as the hooks make them. */
export const pogRequests = {
  checkName: async (client: ApiClient, name: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tps/pog/mint/nft-image/{name}", {
        params: { path: { name } },
        ...withSignal(signal),
      }),
    ),
  reserveName: async (client: ApiClient, username: string) =>
    unwrap(await client.POST("/api/tps/pog/mint/states", { body: { username } })),
  getMintStatus: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/mint/status", withSignal(signal))),
  getMintState: async (client: ApiClient, id: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tps/pog/mint/state/{id}", { params: { path: { id } }, ...withSignal(signal) }),
    ),
  requestMint: async (client: ApiClient, id: string) =>
    unwrap(
      await client.PUT("/api/tps/pog/mint/state/{id}", {
        params: { path: { id } },
        body: { state: "MINT_IN_PROGRESS" },
      }),
    ),
  listMintStates: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/mint/states", withSignal(signal))),
  getCollectionMetadata: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/pog-nft/collection/meta-data", withSignal(signal))),
  getBadges: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/users/me/badges", withSignal(signal))),
  listUserNfts: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/nfts/user-nfts", withSignal(signal))),
};

export const usePogNameAvailability = (name: string, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogKeys.nameAvailability(name),
    queryFn: ({ signal }) => pogRequests.checkName(client, name, signal),
    enabled,
    staleTime: 10_000,
    retry: false,
  });
};

/** How often the status is asked again while the card is being minted (a chain takes seconds to minutes). */
const MINT_POLL_MS = 3_000;

export const usePogMintStatus = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogKeys.mintStatus,
    queryFn: ({ signal }) => pogRequests.getMintStatus(client, signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.card?.status === "IN_PROGRESS" ? MINT_POLL_MS : false),
  });
};

/** The gamer's cards as the chain has them; `version` (the card's mint status) reads them again once it moves. */
export const useUserNfts = (version: string | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...pogKeys.userNfts, version ?? "none"],
    queryFn: ({ signal }) => pogRequests.listUserNfts(client, signal),
  });
};

/** Asks for the card's mint; the answered status goes into the status query, which then polls until minted. */
export const useRequestPogMint = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pogRequests.requestMint(client, id),
    onSuccess: (status) => queryClient.setQueryData(pogKeys.mintStatus, status),
  });
};

export const useReservePogName = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => pogRequests.reserveName(client, username),
    onSuccess: (status) => {
      queryClient.setQueryData(pogKeys.mintStatus, status);
      void queryClient.invalidateQueries({ queryKey: ["pog", "name-availability"] });
    },
  });
};

export const useMyPogBadges = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogKeys.badges,
    queryFn: ({ signal }) => pogRequests.getBadges(client, signal),
    enabled,
  });
};
