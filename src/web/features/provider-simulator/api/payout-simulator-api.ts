/**
 * The payout simulator's controls (`/api/dev/simulator/payouts`, development only): the bank's side of the
 * simulated RazorpayX and Asaas. Dev tools outside the contract, called with plain fetch; a server without the
 * simulator answers 404 and the section is not shown.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export const PAYOUT_SIMULATOR_BASE = "/api/dev/simulator/payouts";

export type PayoutDecision = "delayed" | "processed" | "failed" | "reversed";

export interface PayoutSimulatorState {
  readonly payouts: ReadonlyArray<{
    readonly provider: "razorpayx" | "asaas";
    readonly withdrawalId: string;
    readonly providerPayoutId: string;
    readonly status: string;
    readonly amount: number;
    readonly currency: string;
  }>;
}

const STATE_KEY = ["dev", "payout-simulator"] as const;

const call = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${PAYOUT_SIMULATOR_BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
};

export const usePayoutSimulatorState = () =>
  useQuery({
    queryKey: STATE_KEY,
    queryFn: () => call<PayoutSimulatorState>("/state"),
    retry: false,
    refetchInterval: 3000,
  });

/** The bank's answer to a payout; the state is asked again once it is given. */
export const usePayoutDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, decision }: { withdrawalId: string; decision: PayoutDecision }) =>
      call<unknown>(`/${encodeURIComponent(withdrawalId)}`, { decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }),
  });
};
