/**
 * Where the caller buys from (`GET /api/users/me/market`): the country that sets the store's region, the
 * currency and rate K-Cash is sold at, and campaigns — the profile's, else the verified phone's, else the address's. Shared by the store and
 * the wallet. The key carries what the answer depends on, so a changed profile or a new sign-in asks again.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { useSession } from "@/web/lib/session";

export type Market = components["schemas"]["Market"];

export const marketKeys = {
  all: ["market"] as const,
  of: (userId: string | undefined, countryCode: string | null, phoneNumber: string | null) =>
    ["market", userId ?? "guest", countryCode, phoneNumber] as const,
};

/** `GET /api/users/me/market`. */
export const getMyMarket = async (client: ApiClient, signal?: AbortSignal): Promise<Market> =>
  unwrap(await client.GET("/api/users/me/market", withSignal(signal)));

export const marketQuery = (
  client: ApiClient,
  user:
    | { readonly id: string; readonly countryCode: string | null; readonly phoneNumber: string | null }
    | undefined,
) =>
  queryOptions({
    queryKey: marketKeys.of(user?.id, user?.countryCode ?? null, user?.phoneNumber ?? null),
    queryFn: ({ signal }) => getMyMarket(client, signal),
    staleTime: 5 * 60_000,
  });

/** The caller's market, once the session is known (a guest's comes from the address). */
export const useMyMarket = () => {
  const client = useApiClient();
  const session = useSession();
  return useQuery({ ...marketQuery(client, session.user), enabled: session.status !== "loading" });
};

/** Forgets every market answer, so the next look asks again (e.g. a purchase refused for its currency). */
export const useRefreshMarket = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketKeys.all });
};
