/** The promotion overlay's status for the signed-in gamer (api-spec/overlay.yaml). */
import { useQuery } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type OverlayStatus = components["schemas"]["OverlayStatus"];

export const overlayRequests = {
  getOverlayStatus: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/overlay/overlay-status", { ...withSignal(signal) })),
};

/** Asked once per page load of a signed-in gamer: the schedule is kept in the stored modal record after that. */
export const useOverlayStatus = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: ["overlay", "status"],
    queryFn: ({ signal }) => overlayRequests.getOverlayStatus(client, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};
