/**
 * react-query hooks over the wallet and payments contract: balances, the history, swap quotes and their
 * confirmation, K-Cash purchases. Everything that moves money invalidates `walletKeys.all`, so the header's
 * balances and the history refresh after any movement. Money-moving POSTs carry an `Idempotency-Key` the
 * caller chooses: one per user action, sent again unchanged when the same action is retried.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { getWalletBalances, walletBalancesQuery, walletKeys } from "@/web/lib/queries/wallet-queries";

export type TokenBalances = components["schemas"]["TokenBalances"];
export type Transaction = components["schemas"]["Transaction"];
export type HistoryTransaction = components["schemas"]["HistoryTransaction"];
export type TransactionSubject = components["schemas"]["TransactionSubject"];
export type TransactionPage = components["schemas"]["TransactionPage"];
export type TransactionType = components["schemas"]["TransactionType"];
export type LedgerCurrency = components["schemas"]["LedgerCurrency"];
export type SimplifiedTransaction = components["schemas"]["SimplifiedTransaction"];
export type SimplifiedType = SimplifiedTransaction["type"];
export type SwapChains = components["schemas"]["SwapChains"];
export type SwapChainId = components["schemas"]["SwapChainId"];
export type SwapCurrency = components["schemas"]["SwapCurrency"];
export type SwapRequest = components["schemas"]["SwapRequest"];
export type SwapQuote = components["schemas"]["SwapQuote"];
export type SwapConfirmation = components["schemas"]["SwapConfirmation"];
export type OnrampConversion = components["schemas"]["OnrampConversion"];
export type PaymentOrder = components["schemas"]["PaymentOrder"];
export type FiatCurrency = components["schemas"]["FiatCurrency"];
export type PixCharge = components["schemas"]["PixCharge"];
export type SandboxDecision = components["schemas"]["SandboxDecision"]["decision"];
export type KPointsSummary = components["schemas"]["KPointsSummary"];

export interface TransactionQuery {
  readonly type?: TransactionType;
  readonly currency?: LedgerCurrency;
  /** ISO instants. */
  readonly from?: string;
  readonly to?: string;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

/** The wallet's calls, as the hooks make them (and as the contract tests replay them). */
export const walletRequests = {
  getBalances: getWalletBalances,
  getTokenBalances: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/wallets/tokens/balance", withSignal(signal))),
  getKPointsSummary: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/wallets/kpoints/summary", withSignal(signal))),
  listTransactions: async (client: ApiClient, query: TransactionQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/transactions", {
        params: {
          query: {
            ...(query.type === undefined ? {} : { type: query.type }),
            ...(query.currency === undefined ? {} : { currency: query.currency }),
            ...(query.from === undefined ? {} : { from: query.from }),
            ...(query.to === undefined ? {} : { to: query.to }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  getSimplifiedTransaction: async (
    client: ApiClient,
    type: SimplifiedType,
    id: string,
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET("/api/transactions/simplified/{type}/id/{id}", {
        params: { path: { type, id } },
        ...withSignal(signal),
      }),
    ),
  listSwapChains: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/swap/chains", withSignal(signal))),
  createSwapQuote: async (client: ApiClient, request: SwapRequest) =>
    unwrap(await client.POST("/api/onramp/swap", { body: { ...request } })),
  confirmSwap: async (client: ApiClient, quoteId: string, idempotencyKey: string) =>
    unwrap(
      await client.POST("/api/swap", {
        params: { header: { "idempotency-key": idempotencyKey } },
        body: { quoteId },
      }),
    ),
  getOnrampConversion: async (
    client: ApiClient,
    kcashAmount: number,
    fiatCurrency: FiatCurrency,
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET("/api/onramp/conversion", {
        params: { query: { kcashAmount, fiatCurrency } },
        ...withSignal(signal),
      }),
    ),
  buyKcash: async (
    client: ApiClient,
    kcashAmount: number,
    idempotencyKey: string,
    fiatCurrency: FiatCurrency,
  ) =>
    unwrap(
      await client.POST("/api/payments/orders", {
        params: { header: { "idempotency-key": idempotencyKey } },
        body: { kcashAmount, fiatCurrency },
      }),
    ),
  getPaymentOrder: async (client: ApiClient, paymentId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/payments/orders/{paymentId}", {
        params: { path: { paymentId } },
        ...withSignal(signal),
      }),
    ),
  recordSandboxDecision: async (client: ApiClient, paymentId: string, decision: SandboxDecision) =>
    unwrap(
      await client.POST("/api/payments/sandbox/{paymentId}", {
        params: { path: { paymentId } },
        body: { decision },
      }),
    ),
};

/** Refreshes every view of the wallet: balances, token balances, the history, open orders. */
export const useRefreshWallet = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
};

export const useWalletBalances = (enabled = true) => {
  const client = useApiClient();
  return useQuery({ ...walletBalancesQuery(client), enabled });
};

export const useTokenBalances = (enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.tokens,
    queryFn: ({ signal }) => walletRequests.getTokenBalances(client, signal),
    enabled,
    staleTime: 30_000,
  });
};

/** The K-Points summary modal's figures; under `walletKeys.all`, so any money movement refreshes them. */
export const useKPointsSummary = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.kpointsSummary,
    queryFn: ({ signal }) => walletRequests.getKPointsSummary(client, signal),
    staleTime: 30_000,
  });
};

export const useTransactions = (query: TransactionQuery, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ signal }) => walletRequests.listTransactions(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useSimplifiedTransaction = (type: SimplifiedType, id: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.transaction(type, id),
    queryFn: ({ signal }) => walletRequests.getSimplifiedTransaction(client, type, id, signal),
    retry: false,
  });
};

export const useSwapChains = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.chains,
    queryFn: ({ signal }) => walletRequests.listSwapChains(client, signal),
    staleTime: 5 * 60_000,
  });
};

export const useCreateSwapQuote = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SwapRequest) => walletRequests.createSwapQuote(client, request),
  });
};

/** Confirms a quote; the caller keeps the key of the attempt and passes it again on a retry. */
export const useConfirmSwap = () => {
  const client = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: ({ quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string }) =>
      walletRequests.confirmSwap(client, quoteId, idempotencyKey),
    onSettled: refresh,
  });
};

/** What `kcashAmount` K-Cash base units cost in `fiatCurrency` (the market's), asked once the amount is valid. */
export const useOnrampConversion = (kcashAmount: number, fiatCurrency: FiatCurrency, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...walletKeys.conversion(kcashAmount), fiatCurrency],
    queryFn: ({ signal }) => walletRequests.getOnrampConversion(client, kcashAmount, fiatCurrency, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

export const useCreatePaymentOrder = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({
      kcashAmount,
      idempotencyKey,
      fiatCurrency,
    }: {
      kcashAmount: number;
      idempotencyKey: string;
      fiatCurrency: FiatCurrency;
    }) => walletRequests.buyKcash(client, kcashAmount, idempotencyKey, fiatCurrency),
  });
};

/** How often an open order is asked again on the confirmation page, until it is paid, declined or expired. */
export const ORDER_POLL_MS = 2_000;

export const isOrderFinal = (order: PaymentOrder): boolean => order.status !== "created";

/** A purchase; with `poll`, asked again every ORDER_POLL_MS while it is still open. */
export const usePaymentOrder = (paymentId: string | undefined, { poll = false } = {}) => {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.order(paymentId ?? ""),
    queryFn: ({ signal }) => walletRequests.getPaymentOrder(client, paymentId ?? "", signal),
    enabled: paymentId !== undefined,
    retry: false,
    refetchInterval: (query) =>
      poll &&
      (query.state.data === undefined || !isOrderFinal(query.state.data)) &&
      query.state.error === null
        ? ORDER_POLL_MS
        : false,
  });
};

export const useSandboxDecision = (paymentId: string) => {
  const client = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (decision: SandboxDecision) =>
      walletRequests.recordSandboxDecision(client, paymentId, decision),
    onSettled: refresh,
  });
};
