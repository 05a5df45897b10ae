/**
 * react-query hooks for the admin's money tabs: the KYC review queue (api-spec/kyc.yaml, listKycReviews and
 * reviewKycCheck) and the payouts console (api-spec/payouts-admin.yaml). Every call answers 403
 * `AdminRoleRequired` to a caller without the admin role.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components, paths } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type KycReview = components["schemas"]["KycReview"];
export type KycReviewDecision = components["schemas"]["KycReviewDecision"];
export type AdminWithdrawal = components["schemas"]["AdminWithdrawal"];
export type AdminWithdrawalDetail = components["schemas"]["AdminWithdrawalDetail"];
export type AdminWithdrawalQuery = NonNullable<
  paths["/api/admin/payouts/withdrawals"]["get"]["parameters"]["query"]
>;

export const moneyKeys = {
  reviews: ["admin", "kyc-reviews"] as const,
  reviewPage: (pageOffset: number) => ["admin", "kyc-reviews", pageOffset] as const,
  withdrawals: ["admin", "withdrawals"] as const,
  withdrawalList: (query: AdminWithdrawalQuery) => ["admin", "withdrawals", "list", query] as const,
  withdrawal: (withdrawalId: string) => ["admin", "withdrawals", "one", withdrawalId] as const,
};

export const KYC_REVIEW_PAGE_LIMIT = 10;
export const WITHDRAWAL_PAGE_LIMIT = 10;

/** The admin money calls, as the hooks make them. */
export const moneyRequests = {
  listKycReviews: async (client: ApiClient, pageOffset: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/kyc/reviews", {
        params: { query: { pageOffset, pageLimit: KYC_REVIEW_PAGE_LIMIT } },
        ...withSignal(signal),
      }),
    ),
  reviewKycCheck: async (client: ApiClient, checkId: string, decision: KycReviewDecision) =>
    unwrap(
      await client.POST("/api/admin/kyc/reviews/{checkId}", {
        params: { path: { checkId } },
        body: decision,
      }),
    ),
  listAdminWithdrawals: async (client: ApiClient, query: AdminWithdrawalQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/payouts/withdrawals", { params: { query }, ...withSignal(signal) })),
  getAdminWithdrawal: async (client: ApiClient, withdrawalId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/payouts/withdrawals/{withdrawalId}", {
        params: { path: { withdrawalId } },
        ...withSignal(signal),
      }),
    ),
  resendWithdrawalPayout: async (client: ApiClient, withdrawalId: string) =>
    unwrap(
      await client.POST("/api/admin/payouts/withdrawals/{withdrawalId}/retry", {
        params: { path: { withdrawalId } },
      }),
    ),
  setWithdrawalInvestigation: async (client: ApiClient, withdrawalId: string, note: string) =>
    unwrap(
      await client.PUT("/api/admin/payouts/withdrawals/{withdrawalId}/investigation", {
        params: { path: { withdrawalId } },
        body: { note },
      }),
    ),
};

export const useKycReviews = (pageOffset: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: moneyKeys.reviewPage(pageOffset),
    queryFn: ({ signal }) => moneyRequests.listKycReviews(client, pageOffset, signal),
    placeholderData: keepPreviousData,
  });
};

/** Approves or rejects a check; the queue reloads, so a decided check leaves it. */
export const useReviewKycCheck = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { checkId: string; decision: KycReviewDecision }) =>
      moneyRequests.reviewKycCheck(client, input.checkId, input.decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.reviews }),
  });
};

export const useAdminWithdrawals = (query: AdminWithdrawalQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: moneyKeys.withdrawalList(query),
    queryFn: ({ signal }) => moneyRequests.listAdminWithdrawals(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useAdminWithdrawal = (withdrawalId: string | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: moneyKeys.withdrawal(withdrawalId ?? ""),
    queryFn: ({ signal }) => moneyRequests.getAdminWithdrawal(client, withdrawalId ?? "", signal),
    enabled: withdrawalId !== undefined,
  });
};

/** Resends or holds a payout; the lists and the withdrawal reload. */
export const useWithdrawalAction = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        { withdrawalId: string; action: "resend" } | { withdrawalId: string; action: "hold"; note: string },
    ) =>
      input.action === "resend"
        ? moneyRequests.resendWithdrawalPayout(client, input.withdrawalId)
        : moneyRequests.setWithdrawalInvestigation(client, input.withdrawalId, input.note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawals }),
  });
};
