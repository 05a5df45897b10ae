/**
 * What a swap gives and takes (spec §9: 1 USDT = 1000 K-Cash), in integer base units: the platform fee
 * (SWAP_PLATFORM_FEE_BPS of the amount, rounded up) and the chain's gas fee are deducted from what the user
 * gives, in that currency; the rest is converted, cut down to a whole base unit.
 */
import {
  SWAP_CHAINS,
  SWAP_PLATFORM_FEE_BPS,
  kcashBaseForUsdtBase,
  usdtBaseForKcashBase,
  type SwapChainId,
  type SwapCurrency,
} from "@/domain/constants/money";

export type DeductionKind = "platformFee" | "gasFee";

export interface Deduction {
  readonly kind: DeductionKind;
  readonly currency: SwapCurrency;
  readonly amount: number;
}

export interface SwapTerms {
  readonly fromCurrency: SwapCurrency;
  readonly toCurrency: SwapCurrency;
  readonly chain: SwapChainId;
  readonly fromAmount: number;
  readonly deductions: readonly Deduction[];
  readonly fee: number;
  readonly toAmount: number;
}

export type SwapTermsResult =
  | { readonly ok: true; readonly terms: SwapTerms }
  | { readonly ok: false; readonly reason: "pair" }
  | { readonly ok: false; readonly reason: "tooSmall"; readonly minimum: number };

/** The chain's gas fee in `currency` base units (rounded up). */
export const gasFeeIn = (chain: SwapChainId, currency: SwapCurrency): number => {
  const usdt = SWAP_CHAINS.find((entry) => entry.id === chain)?.gasFeeUsdt ?? 0;
  return currency === "USDT" ? usdt : Math.ceil(usdt / usdtBaseForKcashBase(1));
};

const convert = (amount: number, from: SwapCurrency): number =>
  from === "KCASH" ? usdtBaseForKcashBase(amount) : kcashBaseForUsdtBase(amount);

export const platformFeeOf = (amount: number): number => Math.ceil((amount * SWAP_PLATFORM_FEE_BPS) / 10_000);

export const swapTerms = (
  fromCurrency: SwapCurrency,
  toCurrency: SwapCurrency,
  fromAmount: number,
  chain: SwapChainId,
): SwapTermsResult => {
  if (fromCurrency === toCurrency) return { ok: false, reason: "pair" };
  const gasFee = gasFeeIn(chain, fromCurrency);
  const platformFee = platformFeeOf(fromAmount);
  const fee = platformFee + gasFee;
  const toAmount = fromAmount > fee ? convert(fromAmount - fee, fromCurrency) : 0;
  if (!Number.isSafeInteger(fromAmount) || fromAmount <= 0 || toAmount <= 0) {
    // The smallest amount that leaves at least one base unit to receive after the deductions.
    const unit = fromCurrency === "USDT" ? usdtBaseForKcashBase(1) : 1;
    let minimum = Math.max(
      gasFee + 1,
      Math.floor(((gasFee + unit) * 10_000) / (10_000 - SWAP_PLATFORM_FEE_BPS)) - 2,
    );
    while (convert(minimum - platformFeeOf(minimum) - gasFee, fromCurrency) <= 0) minimum += 1;
    return { ok: false, reason: "tooSmall", minimum };
  }
  return {
    ok: true,
    terms: {
      fromCurrency,
      toCurrency,
      chain,
      fromAmount,
      deductions: [
        { kind: "platformFee", currency: fromCurrency, amount: platformFee },
        { kind: "gasFee", currency: fromCurrency, amount: gasFee },
      ],
      fee,
      toAmount,
    },
  };
};
