/**
 * react-query hooks over the store contract (api-spec/store.yaml): the voucher catalogue, redeeming a voucher
 * for one of its codes with K-Cash, and the gamer's own vouchers. A redemption carries an `Idempotency-Key` the
 * caller keeps for the attempt (a retry sends it again); it refreshes the catalogue (stock), my vouchers and
 * the wallet (balances and history).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { kcashOf, walletBalancesQuery, walletKeys } from "@/web/lib/queries/wallet-queries";

type Schemas = components["schemas"];
export type Voucher = Schemas["Voucher"];
export type VoucherPage = Schemas["VoucherPage"];
export type StoreRegion = Schemas["StoreRegion"];
export type Redemption = Schemas["Redemption"];
export type RedemptionPage = Schemas["RedemptionPage"];
export type VoucherRedeemed = Schemas["VoucherRedeemed"];
export type FaceValue = Schemas["FaceValue"];
export type StorePriceCurrency = Schemas["StorePriceCurrency"];

export interface VoucherQuery {
  readonly region?: StoreRegion;
  readonly search?: string;
  /** Only the featured vouchers, in the order admins gave. */
  readonly featured?: boolean;
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

/** The store's calls, as the hooks make them (and as the contract tests replay them). */
export const storeRequests = {
  listStoreVouchers: async (client: ApiClient, query: VoucherQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/store/vouchers", {
        params: {
          query: {
            ...(query.region === undefined ? {} : { region: query.region }),
            ...(query.search === undefined ? {} : { search: query.search }),
            ...(query.featured === undefined ? {} : { featured: query.featured }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  redeemVoucher: async (
    client: ApiClient,
    voucherId: string,
    idempotencyKey: string,
    payWith: StorePriceCurrency = "KCASH",
  ) =>
    unwrap(
      await client.POST("/api/store/vouchers/{voucherId}/redemptions", {
        params: {
          path: { voucherId },
          header: { "idempotency-key": idempotencyKey },
          // K-Cash is the default: the query says only K-Points.
          ...(payWith === "KCASH" ? {} : { query: { payWith } }),
        },
      }),
    ),
  listStoreRedemptions: async (client: ApiClient, query: RedemptionQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/store/redemptions", {
        params: { query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit } },
        ...withSignal(signal),
      }),
    ),
};

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

/** The gamer's K-Cash and K-Points in base units (undefined while loading or for a guest). */
export const useKcashBalance = (enabled: boolean) => {
  const client = useApiClient();
  const query = useQuery({ ...walletBalancesQuery(client), enabled });
  return {
    ...query,
    kcash: kcashOf(query.data),
    kpoints: query.data?.balances.find((balance) => balance.currency === "KPOINTS")?.amount,
  };
};

export const useRedeemVoucher = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      voucherId,
      idempotencyKey,
      payWith,
    }: {
      voucherId: string;
      idempotencyKey: string;
      payWith: StorePriceCurrency;
    }) => storeRequests.redeemVoucher(client, voucherId, idempotencyKey, payWith),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};
