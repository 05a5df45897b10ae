/**
 * The local partner game's controls (`/api/dev/simulator/partner-game`, development only): the gamers who asked
 * about an offer, and what they did in the game. Dev tools outside the contract, called with plain fetch.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const BASE = "/api/dev/simulator/partner-game";

export interface PartnerGameState {
  readonly players: ReadonlyArray<{
    readonly userId: string;
    readonly gameUsername: string;
    readonly installed: boolean;
    readonly level: number;
    readonly lastAction: string;
  }>;
}

const call = async (path: string, body?: unknown): Promise<PartnerGameState> => {
  const response = await fetch(`${BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as PartnerGameState;
};

const KEY = ["dev", "partner-game-simulator"] as const;

export const usePartnerGameState = () =>
  useQuery({ queryKey: KEY, queryFn: () => call("/state"), retry: false, refetchInterval: 3000 });

export const usePartnerGamePlay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readonly userId: string; readonly installed?: boolean; readonly level?: number }) =>
      call("/players", input),
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
};
