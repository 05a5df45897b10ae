/** Currencies and rates of spec §1 and §9. */

/** 1 USDT buys 1000 K-Cash. */
export const KCASH_PER_USDT = 1000;

export const CURRENCIES = ["KCASH", "RKLEOS", "KPOINTS"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Names as shown to users (spec §1: K-Cash, also called KCash; r{product}; K-Points). */
export const CURRENCY_DISPLAY_NAME: { readonly [C in Currency]: string } = {
  KCASH: "K-Cash",
  RKLEOS: "rKLEOS",
  KPOINTS: "K-Points",
};

/** K-Cash bought with `usdt` USDT. */
export const kcashForUsdt = (usdt: number): number => usdt * KCASH_PER_USDT;

/** USDT needed for `kcash` K-Cash. */
export const usdtForKcash = (kcash: number): number => kcash / KCASH_PER_USDT;

/** Minting a POG card takes about this long; the mint screen's progress runs over it. */
export const POG_MINT_ESTIMATED_MS = 100_000;

/** Every currency the ledger keeps: the site's three and USDT, which K-Cash is swapped with. */
export const LEDGER_CURRENCIES = ["KCASH", "RKLEOS", "KPOINTS", "USDT"] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

/**
 * Decimals of each currency's base unit: the ledger stores integers of base units only, never fractions.
 * 1 K-Cash = 100 base units; 1 rKLEOS = 10^8 (tokens show up to 8 decimals, spec §9); K-Points are whole;
 * 1 USDT = 10^6 (the token's own decimals on EVM chains).
 */
export const CURRENCY_DECIMALS: { readonly [C in LedgerCurrency]: number } = {
  KCASH: 2,
  RKLEOS: 8,
  KPOINTS: 0,
  USDT: 6,
};

/** rKLEOS is a reward token: it is earned and spent on Kleos but never swapped or sent to someone else. */
export const NON_TRANSFERABLE_CURRENCIES: ReadonlySet<LedgerCurrency> = new Set<LedgerCurrency>(["RKLEOS"]);

/** Currencies a swap takes and gives (spec §9: 1 USDT = 1000 K-Cash). */
export const SWAP_CURRENCIES = ["KCASH", "USDT"] as const;
export type SwapCurrency = (typeof SWAP_CURRENCIES)[number];

/** USDT base units per K-Cash base unit: 10^6 / (1000 × 10^2). */
export const USDT_BASE_PER_KCASH_BASE = 10;

/** K-Cash base units for `usdtBase` USDT base units, cut down to a whole base unit (never in the user's favour). */
export const kcashBaseForUsdtBase = (usdtBase: number): number =>
  Math.floor(usdtBase / USDT_BASE_PER_KCASH_BASE);

/** USDT base units for `kcashBase` K-Cash base units (exact). */
export const usdtBaseForKcashBase = (kcashBase: number): number => kcashBase * USDT_BASE_PER_KCASH_BASE;

/** The whole-unit value of `base` base units of `currency`, for display only (never for arithmetic). */
export const toWholeUnits = (base: number, currency: LedgerCurrency): number =>
  base / 10 ** CURRENCY_DECIMALS[currency];

/** Swap fee kept by Kleos, in basis points of the amount given (1.5%). */
export const SWAP_PLATFORM_FEE_BPS = 150;

/** How long a swap quote holds its rate and deductions. */
export const SWAP_QUOTE_TTL_MS = 60_000;

/**
 * Fiat the K-Cash shop takes: rupees in India (Razorpay: UPI, cards), reais in Brazil (Pix), dollars elsewhere.
 * Each has two decimals (paise, centavos, cents).
 */
export const FIAT_CURRENCIES = ["INR", "BRL", "USD"] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const FIAT_DECIMALS: { readonly [F in FiatCurrency]: number } = { INR: 2, BRL: 2, USD: 2 };

/** The price of 1 USDT in each fiat, in its minor units. */
export type FiatRates = { readonly [F in FiatCurrency]: number };

/** The rates the server starts from (its config may set others): ₹85.00, R$5.60 and $1.00 per USDT. */
export const DEFAULT_FIAT_MINOR_PER_USDT: FiatRates = { INR: 8500, BRL: 560, USD: 100 };

/** The currency a gamer in `country` (ISO 3166 alpha-2) pays in: India rupees, Brazil reais, anyone else dollars. */
export const fiatCurrencyOfCountry = (country: string | null | undefined): FiatCurrency => {
  const code = country?.toUpperCase();
  return code === "IN" ? "INR" : code === "BR" ? "BRL" : "USD";
};

/** Smallest and largest K-Cash purchase, in K-Cash base units (10 K-Cash to 1,000,000 K-Cash). */
export const KCASH_PURCHASE_MIN_BASE = 1_000;
export const KCASH_PURCHASE_MAX_BASE = 100_000_000;

/**
 * The one rounding rule of K-Cash prices, for every fiat: `kcashBase` K-Cash base units → USDT base units →
 * fiat minor units at `fiatMinorPerUsdt`, rounded up to a whole minor unit (the buyer never pays less than the
 * rate). Exact for every safe integer input: the product is taken in bigints.
 */
export const fiatMinorForKcashBase = (kcashBase: number, fiatMinorPerUsdt: number): number => {
  const usdtUnit = 10n ** BigInt(CURRENCY_DECIMALS.USDT);
  const product = BigInt(usdtBaseForKcashBase(kcashBase)) * BigInt(fiatMinorPerUsdt);
  return Number((product + usdtUnit - 1n) / usdtUnit);
};

/**
 * Chains a swap settles on, as a gasless meta-transaction: Kleos pays the gas and deducts this fee, in USDT
 * base units, from what the user gives.
 */
export const SWAP_CHAINS = [
  { id: "polygon", name: "Polygon", gasFeeUsdt: 10_000 },
  { id: "bsc", name: "BNB Smart Chain", gasFeeUsdt: 50_000 },
  { id: "ethereum", name: "Ethereum", gasFeeUsdt: 1_500_000 },
  { id: "solana", name: "Solana", gasFeeUsdt: 2_000 },
] as const;
export type SwapChainId = (typeof SWAP_CHAINS)[number]["id"];
