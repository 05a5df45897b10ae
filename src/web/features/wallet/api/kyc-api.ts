/**
 * react-query hooks over the KYC contract (api-spec/kyc.yaml): the caller's KYC state, each step's check, the
 * DigiLocker consent, and the bonus. Every step answers the whole new state, which replaces the cached one; the
 * bonus moves money, so it also refreshes the wallet's balances.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { walletKeys } from "@/web/lib/queries/wallet-queries";

export type KycState = components["schemas"]["KycState"];
export type KycStepState = components["schemas"]["KycStepState"];
export type KycStep = components["schemas"]["KycStep"];
export type KycVerificationEvent = components["schemas"]["KycVerificationEvent"];
export type KycRejectionReason = NonNullable<components["schemas"]["KycRejectionReason"]>;
export type VerifyPanRequest = components["schemas"]["VerifyPanRequest"];
export type VerifyBankRequest = components["schemas"]["VerifyBankRequest"];
export type VerifyCpfRequest = components["schemas"]["VerifyCpfRequest"];
export type VerifyPixKeyRequest = components["schemas"]["VerifyPixKeyRequest"];
export type DigilockerConsent = components["schemas"]["DigilockerConsent"];
export type KycBonusReceipt = components["schemas"]["KycBonusReceipt"];

export const kycKeys = { state: ["kyc", "state"] as const };

/** The KYC calls, as the hooks make them (and as the contract tests replay them). */
export const kycRequests = {
  getKycStatus: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/kyc/status", withSignal(signal))),
  verifyPan: async (client: ApiClient, body: VerifyPanRequest) =>
    unwrap(await client.POST("/api/kyc/verify-pan", { body })),
  verifyAadhaar: async (client: ApiClient, returnPath: string) =>
    unwrap(await client.POST("/api/kyc/verify-aadhaar", { body: { returnPath } })),
  verifyBank: async (client: ApiClient, body: VerifyBankRequest) =>
    unwrap(await client.POST("/api/kyc/verify-bank", { body })),
  updateBank: async (client: ApiClient, body: VerifyBankRequest) =>
    unwrap(await client.POST("/api/kyc/update-bank", { body })),
  verifyCpf: async (client: ApiClient, body: VerifyCpfRequest) =>
    unwrap(await client.POST("/api/kyc/verify-cpf", { body })),
  verifyPixKey: async (client: ApiClient, body: VerifyPixKeyRequest) =>
    unwrap(await client.POST("/api/kyc/verify-pix-key", { body })),
  claimKycBonus: async (client: ApiClient) => unwrap(await client.POST("/api/kyc/claim-bonus")),
};

export const useKycState = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: kycKeys.state,
    queryFn: ({ signal }) => kycRequests.getKycStatus(client, signal),
  });
};

/** A KYC step's call: its answer is the whole new state. */
const useStepMutation = <Input>(call: (client: ApiClient, input: Input) => Promise<KycState>) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(client, input),
    onSuccess: (state) => queryClient.setQueryData(kycKeys.state, state),
  });
};

export const useVerifyPan = () => useStepMutation(kycRequests.verifyPan);
export const useVerifyBank = () => useStepMutation(kycRequests.verifyBank);
export const useUpdateBank = () => useStepMutation(kycRequests.updateBank);
export const useVerifyCpf = () => useStepMutation(kycRequests.verifyCpf);
export const useVerifyPixKey = () => useStepMutation(kycRequests.verifyPixKey);

export const useVerifyAadhaar = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnPath: string) => kycRequests.verifyAadhaar(client, returnPath),
    onSuccess: (consent) => queryClient.setQueryData(kycKeys.state, consent.state),
  });
};

export const useClaimKycBonus = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => kycRequests.claimKycBonus(client),
    onSuccess: async (receipt) => {
      queryClient.setQueryData(kycKeys.state, receipt.state);
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
};
