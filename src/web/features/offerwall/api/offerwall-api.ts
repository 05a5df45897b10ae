/**
 * react-query hooks over the offerwall (api-spec/offerwall.yaml) and the gamer's activity feed (activities.yaml).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { walletKeys } from "@/web/lib/queries/wallet-queries";

type Schemas = components["schemas"];
export type Offer = Schemas["Offer"];
export type Offerwall = Schemas["Offerwall"];
export type OfferCompletion = Schemas["OfferCompletion"];
export type Activity = Schemas["Activity"];
export type ActivityKind = Schemas["ActivityKind"];
export type ActivityPage = Schemas["ActivityPage"];

export const ACTIVITY_PAGE_LIMIT = 20;

export const offerwallKeys = {
  all: ["offerwall"] as const,
  offers: (questSlug: string | undefined) => ["offerwall", "offers", questSlug ?? null] as const,
  activities: ["activities"] as const,
};

/** The offerwall's and the feed's calls, as the hooks make them. */
export const offerwallRequests = {
  listOffers: async (client: ApiClient, questSlug: string | undefined, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/offerwall/offers", {
        params: { query: questSlug === undefined ? {} : { quest: questSlug } },
        ...withSignal(signal),
      }),
    ),
  completeOffer: async (client: ApiClient, offerId: string) =>
    unwrap(await client.POST("/api/offerwall/offers/{offerId}/complete", { params: { path: { offerId } } })),
  listActivities: async (client: ApiClient, cursor: string | undefined, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/activities", {
        params: {
          query:
            cursor === undefined
              ? { pageLimit: ACTIVITY_PAGE_LIMIT }
              : { cursor, pageLimit: ACTIVITY_PAGE_LIMIT },
        },
        ...withSignal(signal),
      }),
    ),
};

export const useOfferwall = (questSlug: string | undefined, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: offerwallKeys.offers(questSlug),
    queryFn: ({ signal }) => offerwallRequests.listOffers(client, questSlug, signal),
    enabled,
  });
};

/** Checks an offer with its game and, once done, credits it; the balances and the feed then change. */
export const useCompleteOffer = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => offerwallRequests.completeOffer(client, offerId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerwallKeys.all }),
        queryClient.invalidateQueries({ queryKey: offerwallKeys.activities }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};

export const useActivities = (enabled: boolean) => {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: offerwallKeys.activities,
    queryFn: ({ pageParam, signal }) => offerwallRequests.listActivities(client, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
};
