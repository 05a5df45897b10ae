/** The local provider simulator's world (dev tools only) and the actions a developer plays in it. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ApiError, unwrap, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type SimulatedWorld = components["schemas"]["ProviderSimulator"];
export type SimulatorAction = components["schemas"]["ProviderSimulatorAction"];

const worldKey = ["dev", "providers"] as const;

/** The world, read again every 3 seconds (a connect may add a token, another tab may act). */
export const useSimulatedWorld = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: worldKey,
    queryFn: async ({ signal }) => unwrap(await client.GET("/api/dev/providers", withSignal(signal))),
    refetchInterval: 3000,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
};

export const useSimulatorAction = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SimulatorAction) =>
      unwrap(await client.POST("/api/dev/providers/actions", { body: action })),
    onSuccess: (answer) => queryClient.setQueryData(worldKey, answer.world),
  });
};
