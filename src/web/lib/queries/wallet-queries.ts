/**
 * The wallet's query keys and its balance query, shared: the wallet feature shows the balances, other areas
 * (the store's redeem dialog) read the same cache, and whatever moves money invalidates `walletKeys.all`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";

export type WalletBalances = components["schemas"]["WalletBalances"];
type SimplifiedType = components["schemas"]["SimplifiedTransaction"]["type"];

export const walletKeys = {
  all: ["wallet"] as const,
  balances: ["wallet", "balances"] as const,
  tokens: ["wallet", "tokens"] as const,
  kpointsSummary: ["wallet", "kpoints", "summary"] as const,
  transactions: <Query>(query: Query) => ["wallet", "transactions", query] as const,
  transaction: (type: SimplifiedType, id: string) => ["wallet", "transaction", type, id] as const,
  chains: ["swap", "chains"] as const,
  conversion: (kcashAmount: number) => ["onramp", "conversion", kcashAmount] as const,
  order: (paymentId: string) => ["wallet", "order", paymentId] as const,
};

/** `GET /api/wallets/balance`: the gamer's balance in each ledger currency. */
export const getWalletBalances = async (client: ApiClient, signal?: AbortSignal): Promise<WalletBalances> =>
  unwrap(await client.GET("/api/wallets/balance", withSignal(signal)));

/** The signed-in gamer's balances. */
export const walletBalancesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: walletKeys.balances,
    queryFn: ({ signal }) => getWalletBalances(client, signal),
    staleTime: 30_000,
  });

/** The K-Cash amount (base units) among the balances; undefined when there is none. */
export const kcashOf = (balances: WalletBalances | undefined): number | undefined =>
  balances?.balances.find((balance) => balance.currency === "KCASH")?.amount;
