/**
 * react-query hooks over the store contract (api-spec/store.yaml): the voucher catalogue, redeeming a voucher
 * for one of its codes with K-Cash, and the gamer's own vouchers. A redemption carries an `Idempotency-Key` the
 * caller keeps for the attempt (a retry sends it again); it refreshes the catalogue (stock), my vouchers and
 * the wallet (balances and history).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type Voucher = Schemas["Voucher"];
export type VoucherPage = Schemas["VoucherPage"];
export type StoreRegion = Schemas["StoreRegion"];
export type Redemption = Schemas["Redemption"];
export type RedemptionPage = Schemas["RedemptionPage"];
export type VoucherRedeemed = Schemas["VoucherRedeemed"];
export type FaceValue = Schemas["FaceValue"];
export type WalletBalances = Schemas["WalletBalances"];

export interface VoucherQuery {
  readonly region?: StoreRegion;
  readonly search?: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface RedemptionQuery {
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export const storeKeys = {
  all: ["store"] as const,
  vouchers: (query: VoucherQuery) => ["store", "vouchers", query] as const,
  redemptions: (query: RedemptionQuery) => ["store", "redemptions", query] as const,
};

/*
 * The wallet feature's query keys start with "wallet" (walletKeys in src/web/features/wallet/api/wallet-api.ts);
 * a feature never imports another, so they are written out here. The balance query shares the header's cache.
 */
const WALLET_QUERY_PREFIX = ["wallet"] as const;
const WALLET_BALANCES_KEY = ["wallet", "balances"] as const;

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** The store's calls, as the hooks make them (and as the contract tests replay them). */
export const storeRequests = {
  listStoreVouchers: async (client: ApiClient, query: VoucherQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/store/vouchers", {
        params: {
          query: {
            ...(query.region === undefined ? {} : { region: query.region }),
            ...(query.search === undefined ? {} : { search: query.search }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  createStoreRedemption: async (client: ApiClient, voucherId: string, idempotencyKey: string) =>
    unwrap(
      await client.POST("/api/store/vouchers/{voucherId}/redemptions", {
        params: { path: { voucherId }, header: { "idempotency-key": idempotencyKey } },
      }),
    ),
  listStoreRedemptions: async (client: ApiClient, query: RedemptionQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/store/redemptions", {
        params: { query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit } },
        ...withSignal(signal),
      }),
    ),
  getWalletBalance: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/wallets/balance", withSignal(signal))),
};

/** A fresh key for one redemption attempt; a retry of the same attempt sends it again. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const useVoucherList = (query: VoucherQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: storeKeys.vouchers(query),
    queryFn: ({ signal }) => storeRequests.listStoreVouchers(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useMyVouchers = (query: RedemptionQuery, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: storeKeys.redemptions(query),
    queryFn: ({ signal }) => storeRequests.listStoreRedemptions(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** The gamer's K-Cash in base units (undefined while loading or for a guest). */
export const useKcashBalance = (enabled: boolean) => {
  const client = useApiClient();
  const query = useQuery({
    queryKey: WALLET_BALANCES_KEY,
    queryFn: ({ signal }) => storeRequests.getWalletBalance(client, signal),
    enabled,
  });
  return {
    ...query,
    kcash: query.data?.balances.find((balance) => balance.currency === "KCASH")?.amount,
  };
};

export const useRedeemVoucher = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucherId, idempotencyKey }: { voucherId: string; idempotencyKey: string }) =>
      storeRequests.createStoreRedemption(client, voucherId, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_PREFIX }),
      ]),
  });
};
