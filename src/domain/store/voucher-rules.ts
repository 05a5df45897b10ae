/**
 * The voucher store's rules shared by the server and the site: the regions a voucher is sold in (spec §6
 * "region from location": India, Brazil, other), the fiat currencies of face values, and what a purchase leaves
 * of a K-Cash balance. Prices are K-Cash base units (CURRENCY_DECIMALS.KCASH), never floats.
 */
import { CURRENCY_DECIMALS } from "@/domain/constants/money";

export const STORE_REGIONS = ["IN", "BR", "Other"] as const;
export type StoreRegion = (typeof STORE_REGIONS)[number];

export const isStoreRegion = (value: unknown): value is StoreRegion =>
  typeof value === "string" && STORE_REGIONS.some((region) => region === value);

/** The store region of a two-letter country code (any case); unknown or missing codes are Other. */
export const storeRegionOf = (countryCode: string | null | undefined): StoreRegion => {
  const code = countryCode?.toUpperCase();
  return code === "IN" || code === "BR" ? code : "Other";
};

/** Whether a voucher sold in `regions` may be redeemed by a gamer in `region`. */
export const isSoldIn = (regions: readonly StoreRegion[], region: StoreRegion): boolean =>
  regions.includes(region);

/** What a voucher may be paid with: K-Cash always, K-Points where an admin prices it so (issue 15). */
export const STORE_PRICE_CURRENCIES = ["KCASH", "KPOINTS"] as const;
export type StorePriceCurrency = (typeof STORE_PRICE_CURRENCIES)[number];

/** The voucher's price in `currency` (base units), or undefined when it is not sold for it. */
export const voucherPriceIn = (
  prices: { readonly priceKcash: number; readonly priceKpoints: number | null },
  currency: StorePriceCurrency,
): number | undefined => (currency === "KCASH" ? prices.priceKcash : (prices.priceKpoints ?? undefined));

/** Currencies of face values, with the decimals of their minor units (paise, centavos). */
export const VOUCHER_FIAT_DECIMALS = { INR: 2, BRL: 2 } as const;
export type VoucherFiatCurrency = keyof typeof VOUCHER_FIAT_DECIMALS;
export const VOUCHER_FIAT_CURRENCIES = Object.keys(VOUCHER_FIAT_DECIMALS) as readonly VoucherFiatCurrency[];

/** K-Cash base units of `wholeKcash` whole K-Cash (prices are written in whole K-Cash, kept in base units). */
export const kcashBaseOf = (wholeKcash: number): number => {
  const base = Math.round(wholeKcash * 10 ** CURRENCY_DECIMALS.KCASH);
  if (!Number.isSafeInteger(base) || base <= 0)
    throw new Error(`A K-Cash price must be positive, got ${wholeKcash}`);
  return base;
};

export type PurchaseOutlook =
  | { readonly affordable: true; readonly balanceAfter: number }
  | { readonly affordable: false; readonly shortfall: number };

/** What buying at `price` leaves of `balance` (both base units), or how much is missing. */
export const purchaseOutlook = (balance: number, price: number): PurchaseOutlook =>
  balance >= price
    ? { affordable: true, balanceAfter: balance - price }
    : { affordable: false, shortfall: price - balance };
