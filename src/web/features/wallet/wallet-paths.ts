import type { LedgerCurrency } from "@/domain/constants/money";

/** The money pages (spec §2); the router's entries use the same paths. */
export const WALLET_PATHS = {
  buyKcash: "/buy-kcash",
  currencyExchange: "/currency-exchange",
  swap: "/swap",
  purchaseConfirmation: "/purchase-confirmation",
  transactionHistory: "/transaction-history",
} as const;

/**
 * The history filtered to one currency. `currency` is the search parameter the history route reads its
 * currency filter from (transaction-history-route's `filtersOf`).
 */
export const transactionHistoryPath = ({ currency }: { readonly currency: LedgerCurrency }): string =>
  `${WALLET_PATHS.transactionHistory}?${new URLSearchParams({ currency }).toString()}`;

/** The query parameter the purchase confirmation page reads the order from. */
export const PAYMENT_ID_PARAM = "paymentId";

/** The confirmation page of one purchase. */
export const purchaseConfirmationPath = (paymentId: string): string =>
  `${WALLET_PATHS.purchaseConfirmation}?${new URLSearchParams({ [PAYMENT_ID_PARAM]: paymentId }).toString()}`;

/**
 * Whether a checkout URL the server answered is a page of this site (the sandbox checkout,
 * `/buy-kcash/sandbox/<id>`), so it is followed inside the router and never to another origin.
 */
export const isSitePath = (url: string): boolean =>
  url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
