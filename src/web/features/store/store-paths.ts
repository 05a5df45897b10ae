/** The pages the store links to (spec §2); the router's entries use the same paths. */
export const STORE_PATHS = {
  kStore: "/k-store",
  buyKcash: "/buy-kcash",
  transactionHistory: "/transaction-history",
} as const;

/** The query parameters of `/k-store`: the tab (`mine` for my vouchers) and the region filter. */
export const TAB_PARAM = "tab";
export const REGION_PARAM = "region";
