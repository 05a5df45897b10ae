import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";

/** The site content calls, as the hooks make them (and as the contract tests drive them). */
export const contentRequests = {
  listWebBanners: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/web-banners", withSignal(signal))),
  listWebFooters: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/web-footers", withSignal(signal))),
};

export const contentKeys = {
  banners: ["content", "banners"] as const,
  footers: ["content", "footers"] as const,
};

export const useWebBanners = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.banners,
    queryFn: ({ signal }) => contentRequests.listWebBanners(client, signal),
    staleTime: 5 * 60_000,
  });
};

export const useWebFooters = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.footers,
    queryFn: ({ signal }) => contentRequests.listWebFooters(client, signal),
    staleTime: 30 * 60_000,
  });
};
