/**
 * The caller's market (api-spec/users.yaml `getMyMarket`): the country that sets what K-Cash is sold in and at
 * what price of 1 USDT, known before a purchase is opened. Asked again when a purchase is refused for its
 * currency (the market changed since, e.g. the profile's country).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { useSession } from "@/web/lib/session";

export type Market = components["schemas"]["Market"];

export const marketKeys = {
  mine: (userId: string | undefined) => ["users", "market", userId ?? "guest"] as const,
};

export const marketRequests = {
  getMyMarket: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/users/me/market", withSignal(signal))),
};

export const useMyMarket = () => {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    queryKey: marketKeys.mine(user?.id),
    queryFn: ({ signal }) => marketRequests.getMyMarket(client, signal),
    staleTime: 60_000,
  });
};

/** Forgets every market answer, so the next look asks again. */
export const useRefreshMarket = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["users", "market"] });
};
