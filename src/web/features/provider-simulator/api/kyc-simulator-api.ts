/**
 * The local KYC simulator's controls (`/api/dev/simulator/kyc`, src/server/plugins/kyc-simulator.ts; development
 * only): how the next PAN and bank checks answer, and the DigiLocker consents waiting for the citizen. They are
 * dev tools outside the contract, so they are called with plain fetch; a server without the simulator (real
 * Cashfree credentials, or production) answers 404 and the pages say the simulator is off.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export const KYC_SIMULATOR_BASE = "/api/dev/simulator/kyc";

export const SIMULATED_ANSWERS = ["approve", "reject", "review", "unavailable"] as const;
export type SimulatedAnswer = (typeof SIMULATED_ANSWERS)[number];

export interface KycSimulatorState {
  readonly answers: { readonly pan: SimulatedAnswer; readonly bank: SimulatedAnswer };
  readonly digilockers: ReadonlyArray<{
    readonly verificationId: string;
    readonly status: "PENDING" | "AUTHENTICATED" | "CONSENT_DENIED" | "EXPIRED";
  }>;
}

/** A refusal of the simulator's, with its HTTP status (404: off, or no such consent; 409: decided already). */
export class KycSimulatorError extends Error {
  constructor(readonly status: number) {
    super(`The KYC simulator answered ${status}`);
  }
}

const call = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${KYC_SIMULATOR_BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new KycSimulatorError(response.status);
  return (await response.json()) as T;
};

export const kycSimulatorRequests = {
  state: () => call<KycSimulatorState>("/state"),
  setAnswers: (answers: Partial<KycSimulatorState["answers"]>) =>
    call<{ answers: KycSimulatorState["answers"] }>("/answers", answers),
  decideConsent: (verificationId: string, decision: "give" | "deny", name: string) =>
    call<{ status: string; redirectUrl: string }>(`/digilocker/${encodeURIComponent(verificationId)}`, {
      decision,
      name,
    }),
};

const stateKey = ["dev", "kyc-simulator"] as const;

/** The simulator's state, read again every 3 seconds (a gamer may start a consent in another tab). */
export const useKycSimulatorState = () =>
  useQuery({
    queryKey: stateKey,
    queryFn: kycSimulatorRequests.state,
    refetchInterval: 3000,
    retry: (failures, error) => failures < 2 && !(error instanceof KycSimulatorError && error.status === 404),
  });

export const useSetKycAnswers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kycSimulatorRequests.setAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateKey }),
  });
};

export const useDecideConsent = () =>
  useMutation({
    mutationFn: (input: { verificationId: string; decision: "give" | "deny"; name: string }) =>
      kycSimulatorRequests.decideConsent(input.verificationId, input.decision, input.name),
  });
