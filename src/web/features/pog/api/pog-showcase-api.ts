/**
 * react-query hooks for the POG showcase: a list's highlighted cards and pages, liking a card (the answer's
 * count is written into every cached list), the caller's share link of a card, and joining the mint flow's
 * referral roadmap through the `referral` query parameter.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type PogCard = components["schemas"]["PogShowcaseCard"];
export type PogFeedPage = components["schemas"]["PogFeedPage"];
export type PogHighlights = components["schemas"]["PogHighlights"];
export type PogShare = components["schemas"]["PogShare"];
export type PogCardLikes = components["schemas"]["PogCardLikes"];
export type PogFeedKind = PogFeedPage["kind"];
export type PogShareCta = components["schemas"]["PogShareCta"];

export const POG_FEED_KINDS: readonly PogFeedKind[] = ["legendary", "hottest", "clan"];
export const POG_MINTING_ROADMAP_ID = "pogMintingFlowReferralRoadmap";

export const pogShowcaseKeys = {
  all: ["pog-showcase"] as const,
  highlights: (kind: PogFeedKind, signedIn: boolean) =>
    ["pog-showcase", "highlights", kind, signedIn] as const,
  page: (kind: PogFeedKind, signedIn: boolean, pageOffset: number, pageLimit: number) =>
    ["pog-showcase", "page", kind, signedIn, pageOffset, pageLimit] as const,
  share: (cta: PogShareCta, name: string | undefined) =>
    ["pog-showcase", "share", cta, name ?? "self"] as const,
};

/** The showcase calls, as the hooks make them. */
export const pogShowcaseRequests = {
  highlights: async (client: ApiClient, kind: PogFeedKind, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/feed/pog/{kind}/highlighted", {
        params: { path: { kind } },
        ...withSignal(signal),
      }),
    ),
  page: async (
    client: ApiClient,
    kind: PogFeedKind,
    pageOffset: number,
    pageLimit: number,
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET("/api/feed/pog/{kind}", {
        params: { path: { kind }, query: { pageOffset, pageLimit } },
        ...withSignal(signal),
      }),
    ),
  like: async (client: ApiClient, name: string) =>
    unwrap(await client.POST("/api/feed/post/like", { body: { name } })),
  share: async (client: ApiClient, cta: PogShareCta, name: string | undefined, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/users/pog/share", {
        params: { query: name === undefined ? { cta, self: true } : { cta, self: false, name } },
        ...withSignal(signal),
      }),
    ),
  roadmap: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/referral-roadmap/pogMintingFlowReferralRoadmap", withSignal(signal))),
  roadmapProgress: async (client: ApiClient, userId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/referral-roadmap/{id}/{user}/progress", {
        params: { path: { id: POG_MINTING_ROADMAP_ID, user: userId } },
        ...withSignal(signal),
      }),
    ),
  joinRoadmap: async (client: ApiClient, referralCode: string) =>
    unwrap(
      await client.POST("/api/referral-roadmap/{id}/associate", {
        params: { path: { id: POG_MINTING_ROADMAP_ID } },
        body: { referralCode },
      }),
    ),
};

export const usePogHighlights = (kind: PogFeedKind, signedIn: boolean, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogShowcaseKeys.highlights(kind, signedIn),
    queryFn: ({ signal }) => pogShowcaseRequests.highlights(client, kind, signal),
    enabled,
  });
};

export const usePogFeedPage = (
  kind: PogFeedKind,
  signedIn: boolean,
  pageOffset: number,
  pageLimit: number,
) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogShowcaseKeys.page(kind, signedIn, pageOffset, pageLimit),
    queryFn: ({ signal }) => pogShowcaseRequests.page(client, kind, pageOffset, pageLimit, signal),
  });
};

/** Writes a card's new count into every cached list that shows it. */
const applyLikes = (queryClient: QueryClient, likes: PogCardLikes) => {
  const update = (card: PogCard): PogCard =>
    card.name.toLowerCase() === likes.name.toLowerCase()
      ? { ...card, likes: likes.likes, likedByMe: likes.likedByMe }
      : card;
  queryClient.setQueriesData<PogFeedPage | PogHighlights>({ queryKey: pogShowcaseKeys.all }, (data) =>
    data !== undefined && "items" in data ? { ...data, items: data.items.map(update) } : data,
  );
};

export const useLikePogCard = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => pogShowcaseRequests.like(client, name),
    onSuccess: (likes) => applyLikes(queryClient, likes),
  });
};

export const usePogShareLink = (cta: PogShareCta, name: string | undefined, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: pogShowcaseKeys.share(cta, name),
    queryFn: ({ signal }) => pogShowcaseRequests.share(client, cta, name, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
};

export const useJoinPogMintingRoadmap = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (referralCode: string) => pogShowcaseRequests.joinRoadmap(client, referralCode),
  });
};
