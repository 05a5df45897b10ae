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
