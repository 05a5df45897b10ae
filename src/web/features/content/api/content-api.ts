import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap } from "@/web/lib/api-client";

export const contentKeys = {
  banners: ["content", "banners"] as const,
  footers: ["content", "footers"] as const,
};

export const useWebBanners = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.banners,
    queryFn: async ({ signal }) => unwrap(await client.GET("/api/web-banners", { signal })),
    staleTime: 5 * 60_000,
  });
};

export const useWebFooters = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.footers,
    queryFn: async ({ signal }) => unwrap(await client.GET("/api/web-footers", { signal })),
    staleTime: 30 * 60_000,
  });
};
