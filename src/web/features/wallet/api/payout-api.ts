/**
 * react-query hooks over the cash-out contract (spec §7 Money, off-ramp): whether the gamer may cash out, where
 * the money goes, the quote of the fee modal, the one-time code of the OTP modal, the withdrawal itself, its
 * history and India's yearly TDS statement. A withdrawal moves money, so it refreshes every wallet view.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { walletKeys } from "@/web/lib/queries/wallet-queries";

export type OfframpApproval = components["schemas"]["OfframpApproval"];
export type PayoutMethod = components["schemas"]["PayoutMethod"];
export type WithdrawalQuote = components["schemas"]["WithdrawalQuote"];
export type Withdrawal = components["schemas"]["Withdrawal"];
export type CodeChallenge = components["schemas"]["CodeChallenge"];
export type OfframpTokenPrices = components["schemas"]["OfframpTokenPrices"];
export type TokenPrice = components["schemas"]["TokenPrice"];
export type WithdrawalOtpChannel = NonNullable<components["schemas"]["WithdrawalOtpRequest"]["channel"]>;

/** Under `walletKeys.all`: every money movement refreshes them. */
export const payoutKeys = {
  approval: ["wallet", "payouts", "approval"] as const,
  withdrawals: ["wallet", "payouts", "withdrawals"] as const,
  withdrawal: (withdrawalId: string) => ["wallet", "payouts", "withdrawals", withdrawalId] as const,
  payoutRates: ["payouts", "rates", "USDT"] as const,
  tokenPrice: ["payouts", "token-price", "USDT"] as const,
};

/** A payout that will not move any more: paid out, failed (the money came back) or reversed by the bank. */
export const isFinalWithdrawal = (status: Withdrawal["status"]) =>
  status === "processed" || status === "failed" || status === "reversed";

/** How often the result screen asks again where a payout stands while it is not final. */
export const WITHDRAWAL_POLL_MS = 4_000;

/** The cash-out calls, as the hooks make them (and as the contract tests replay them). */
export const payoutRequests = {
  getWalletApprovalStatus: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/wallet/approval/status", withSignal(signal))),
  registerOfframpUser: async (client: ApiClient, body: { method: PayoutMethod; upiId?: string }) =>
    unwrap(await client.POST("/api/offramp/register/user", { body })),
  quoteWithdrawal: async (client: ApiClient, amount: number) =>
    unwrap(await client.POST("/api/offramp/withdrawals/quote", { body: { currency: "USDT", amount } })),
  sendWithdrawalOtp: async (client: ApiClient, channel: WithdrawalOtpChannel, locale: string) =>
    unwrap(await client.POST("/api/offramp/withdrawals/otp", { body: { channel, locale } })),
  requestWithdrawal: async (
    client: ApiClient,
    input: { amount: number; challengeId: string; code: string; idempotencyKey: string },
  ) =>
    unwrap(
      await client.POST("/api/offramp/withdrawals", {
        params: { header: { "idempotency-key": input.idempotencyKey } },
        body: { currency: "USDT", amount: input.amount, challengeId: input.challengeId, code: input.code },
      }),
    ),
  getWithdrawal: async (client: ApiClient, withdrawalId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/offramp/withdrawals/{withdrawalId}", {
        params: { path: { withdrawalId } },
        ...withSignal(signal),
      }),
    ),
  getOfframpTokenPrices: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/offramp/payout-rates/USDT", withSignal(signal))),
  getTokenPrice: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/offramp/token-prices/{symbol}", {
        params: { path: { symbol: "USDT" } },
        ...withSignal(signal),
      }),
    ),
  listWithdrawals: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/offramp/withdrawals", withSignal(signal))),
  getTdsStatement: async (client: ApiClient, financialYear: string) =>
    unwrap(
      await client.GET("/api/offramp/tds-statements/{financialYear}", {
        params: { path: { financialYear } },
        parseAs: "text",
      }),
    ),
};

export const useWalletApproval = (enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: payoutKeys.approval,
    queryFn: ({ signal }) => payoutRequests.getWalletApprovalStatus(client, signal),
    enabled,
  });
};

export const useRegisterOfframp = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { method: PayoutMethod; upiId?: string }) =>
      payoutRequests.registerOfframpUser(client, body),
    onSuccess: (approval) => queryClient.setQueryData(payoutKeys.approval, approval),
  });
};

export const useQuoteWithdrawal = () => {
  const client = useApiClient();
  return useMutation({ mutationFn: (amount: number) => payoutRequests.quoteWithdrawal(client, amount) });
};

export const useSendWithdrawalOtp = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ channel, locale }: { channel: WithdrawalOtpChannel; locale: string }) =>
      payoutRequests.sendWithdrawalOtp(client, channel, locale),
  });
};

/** The withdrawal; the caller keeps the attempt's key and sends it again, with the same code, on a retry. */
export const useRequestWithdrawal = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; challengeId: string; code: string; idempotencyKey: string }) =>
      payoutRequests.requestWithdrawal(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};

export const useWithdrawals = (enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: payoutKeys.withdrawals,
    queryFn: ({ signal }) => payoutRequests.listWithdrawals(client, signal),
    enabled,
  });
};

/** Downloads India's statement of `financialYear` as a CSV file. */
export const useDownloadTdsStatement = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (financialYear: string) => {
      const csv = await payoutRequests.getTdsStatement(client, financialYear);
      const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `kleos-tds-statement-${financialYear}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
};

/**
 * One withdrawal, as the result screen follows it: asked again every few seconds while its payout is not final
 * (requested, processing or delayed at the provider), no more once it is paid out, failed or reversed.
 */
export const useWithdrawal = (withdrawal: Withdrawal) => {
  const client = useApiClient();
  return useQuery({
    queryKey: payoutKeys.withdrawal(withdrawal.withdrawalId),
    queryFn: ({ signal }) => payoutRequests.getWithdrawal(client, withdrawal.withdrawalId, signal),
    initialData: withdrawal,
    // The answer of the withdrawal itself is the start, already old: the first look is at once.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data === undefined || !isFinalWithdrawal(query.state.data.status)
        ? WITHDRAWAL_POLL_MS
        : false,
  });
};

/** What 1 USDT costs in K-Cash and in each fiat (the swap's price), shown on the cash-out page. */
export const useTokenPrice = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: payoutKeys.tokenPrice,
    queryFn: ({ signal }) => payoutRequests.getTokenPrice(client, signal),
  });
};

/** What 1 USDT pays out in each cash-out currency, to show what an amount is worth before confirming. */
export const usePayoutRates = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: payoutKeys.payoutRates,
    queryFn: ({ signal }) => payoutRequests.getOfframpTokenPrices(client, signal),
  });
};
