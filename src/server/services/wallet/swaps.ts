/**
 * Swaps between K-Cash and USDT (spec §9: 1 USDT = 1000 K-Cash): chains and their gas fees, deductions, a
 * quote that holds its terms until it expires, and the confirmation that settles a quote once, as a
 * meta-transaction (`meta-txn`) posting set: the user gives, the fee account keeps the deductions, the swap
 * desk takes the rest and pays out the other currency.
 */
import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import {
  CURRENCY_DECIMALS,
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  KCASH_PER_USDT,
  SWAP_CHAINS,
  SWAP_PLATFORM_FEE_BPS,
  SWAP_QUOTE_TTL_MS,
  fiatMinorForKcashBase,
  usdtBaseForKcashBase,
  type FiatCurrency,
  type FiatRates,
  type SwapChainId,
  type SwapCurrency,
} from "@/domain/constants/money";
import type { InsufficientBalance } from "@/domain/errors/wallet-errors";
import {
  QuoteAlreadyUsed,
  QuoteExpired,
  QuoteNotFound,
  SwapAmountTooSmall,
  SwapPairInvalid,
} from "@/domain/errors/wallet-errors";
import { gasFeeIn, swapTerms, type Deduction, type SwapTerms } from "@/domain/wallet/swap-quote";
import { SwapRepository, type SwapQuoteRow } from "@/server/db/repositories/swap-repository";
import { traced } from "@/server/effect/traced";
import {
  IdempotentRequests,
  type IdempotencyFailure,
  type IdempotentAnswer,
} from "@/server/services/wallet/idempotent-requests";
import { Ledger, SYSTEM_ACCOUNTS, type TransactionView } from "@/server/services/wallet/ledger";

export interface SwapRequest {
  readonly fromCurrency: SwapCurrency;
  readonly toCurrency: SwapCurrency;
  readonly amount: number;
  readonly chain: SwapChainId;
}

export interface SwapPreview {
  readonly fromCurrency: SwapCurrency;
  readonly toCurrency: SwapCurrency;
  readonly chain: SwapChainId;
  readonly fromAmount: number;
  readonly deductions: readonly Deduction[];
  readonly fee: number;
  readonly toAmount: number;
  readonly kcashPerUsdt: typeof KCASH_PER_USDT;
}

export interface SwapQuoteView extends SwapPreview {
  readonly quoteId: string;
  readonly expiresAt: string;
}

export interface SwapConfirmation {
  readonly status: "completed";
  readonly quote: SwapQuoteView;
  readonly transaction: TransactionView;
}

const previewOf = (terms: SwapTerms): SwapPreview => ({
  fromCurrency: terms.fromCurrency,
  toCurrency: terms.toCurrency,
  chain: terms.chain,
  fromAmount: terms.fromAmount,
  deductions: terms.deductions,
  fee: terms.fee,
  toAmount: terms.toAmount,
  kcashPerUsdt: KCASH_PER_USDT,
});

const quoteView = (quote: SwapQuoteRow): SwapQuoteView => {
  const deductions = quote.deductions as readonly Deduction[];
  return {
    quoteId: quote.id,
    fromCurrency: quote.fromCurrency as SwapCurrency,
    toCurrency: quote.toCurrency as SwapCurrency,
    chain: quote.chain as SwapChainId,
    fromAmount: quote.fromAmount,
    deductions,
    fee: deductions.reduce((sum, deduction) => sum + deduction.amount, 0),
    toAmount: quote.toAmount,
    kcashPerUsdt: KCASH_PER_USDT,
    expiresAt: quote.expiresAt.toISOString(),
  };
};

const termsOf = (request: SwapRequest): Effect.Effect<SwapTerms, SwapPairInvalid | SwapAmountTooSmall> => {
  const result = swapTerms(request.fromCurrency, request.toCurrency, request.amount, request.chain);
  if (result.ok) return Effect.succeed(result.terms);
  if (result.reason === "pair") {
    return Effect.fail(
      new SwapPairInvalid({ fromCurrency: request.fromCurrency, toCurrency: request.toCurrency }),
    );
  }
  return Effect.fail(new SwapAmountTooSmall({ minimum: result.minimum }));
};

export interface OnrampConversion {
  readonly kcashAmount: number;
  readonly usdtAmount: number;
  readonly fiatCurrency: FiatCurrency;
  readonly fiatAmount: number;
  readonly fiatDecimals: number;
  readonly kcashPerUsdt: typeof KCASH_PER_USDT;
  readonly fiatPerUsdt: number;
}

/** What `kcashAmount` K-Cash base units cost in `fiatCurrency` at `fiatPerUsdt` (minor units per USDT). */
export const onrampConversion = (
  kcashAmount: number,
  fiatCurrency: FiatCurrency,
  fiatPerUsdt: number,
): OnrampConversion => ({
  kcashAmount,
  usdtAmount: usdtBaseForKcashBase(kcashAmount),
  fiatCurrency,
  fiatAmount: fiatMinorForKcashBase(kcashAmount, fiatPerUsdt),
  fiatDecimals: FIAT_DECIMALS[fiatCurrency],
  kcashPerUsdt: KCASH_PER_USDT,
  fiatPerUsdt,
});

export class Swaps extends Context.Service<
  Swaps,
  {
    listChains(): Effect.Effect<{
      readonly chains: readonly {
        readonly id: SwapChainId;
        readonly name: string;
        readonly gasFee: { readonly currency: "USDT"; readonly amount: number };
      }[];
    }>;
    getDeductions(request: SwapRequest): Effect.Effect<SwapPreview, SwapPairInvalid | SwapAmountTooSmall>;
    getGasFee(
      chain: SwapChainId,
      currency: SwapCurrency,
    ): Effect.Effect<{
      readonly chain: SwapChainId;
      readonly currency: SwapCurrency;
      readonly amount: number;
    }>;
    getConversion(kcashAmount: number, fiatCurrency: FiatCurrency): Effect.Effect<OnrampConversion>;
    getTokenPrice(): Effect.Effect<{
      readonly token: "USDT";
      readonly decimals: number;
      readonly kcashPerToken: number;
      readonly platformFeeBps: number;
      readonly prices: readonly {
        readonly fiatCurrency: FiatCurrency;
        readonly amount: number;
        readonly decimals: number;
      }[];
    }>;
    createQuote(
      userId: string,
      request: SwapRequest,
    ): Effect.Effect<SwapQuoteView, SwapPairInvalid | SwapAmountTooSmall>;
    /** Settles a quote once, behind an HTTP idempotency key: one posting set keyed by the quote. */
    confirmSwap(
      userId: string,
      idempotencyKey: string,
      body: { readonly quoteId: string },
    ): Effect.Effect<
      IdempotentAnswer<SwapConfirmation>,
      QuoteNotFound | QuoteExpired | QuoteAlreadyUsed | InsufficientBalance | IdempotencyFailure
    >;
  }
>()("kleos/server/services/wallet/Swaps") {
  /** `fiatPerUsdt`: the price of 1 USDT in each fiat (config). */
  static readonly layer = (fiatPerUsdt: FiatRates) =>
    Layer.effect(
      Swaps,
      Effect.gen(function* () {
        const quotes = yield* SwapRepository;
        const ledger = yield* Ledger;
        const requests = yield* IdempotentRequests;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

        /** The quote's checks, then one posting set keyed by the quote; inside the request's transaction. */
        const settle = (userId: string, quoteId: string) =>
          Effect.gen(function* () {
            const quote = yield* quotes.findOwn(userId, quoteId, true);
            if (quote === undefined) return yield* new QuoteNotFound({ quoteId });
            if (quote.transactionId !== null) return yield* new QuoteAlreadyUsed({ quoteId });
            if (quote.expiresAt.getTime() <= (yield* now).getTime()) {
              return yield* new QuoteExpired({ quoteId, expiredAt: quote.expiresAt.toISOString() });
            }
            const view = quoteView(quote);
            const from = view.fromCurrency;
            const to = view.toCurrency;
            const posted = yield* ledger.post({
              idempotencyKey: `swap:${quote.id}`,
              type: "meta-txn",
              userId,
              reference: quote.id,
              details: { swap: view },
              legs: [
                { owner: userId, userId, currency: from, amount: -view.fromAmount },
                { owner: SYSTEM_ACCOUNTS.fees, userId: undefined, currency: from, amount: view.fee },
                {
                  owner: SYSTEM_ACCOUNTS.swap,
                  userId: undefined,
                  currency: from,
                  amount: view.fromAmount - view.fee,
                },
                { owner: SYSTEM_ACCOUNTS.swap, userId: undefined, currency: to, amount: -view.toAmount },
                { owner: userId, userId, currency: to, amount: view.toAmount },
              ],
            });
            if (!(yield* quotes.markConfirmed(quote.id, posted.transaction.id))) {
              return yield* new QuoteAlreadyUsed({ quoteId });
            }
            return {
              status: "completed" as const,
              quote: view,
              transaction: yield* ledger.viewOf(userId, posted),
            };
          });

        return Swaps.of(
          traced("Swaps", {
            listChains: () =>
              Effect.succeed({
                chains: SWAP_CHAINS.map((chain) => ({
                  id: chain.id,
                  name: chain.name,
                  gasFee: { currency: "USDT" as const, amount: chain.gasFeeUsdt },
                })),
              }),
            getDeductions: (request: SwapRequest) => Effect.map(termsOf(request), previewOf),
            getGasFee: (chain: SwapChainId, currency: SwapCurrency) =>
              Effect.succeed({ chain, currency, amount: gasFeeIn(chain, currency) }),
            getConversion: (kcashAmount: number, fiatCurrency: FiatCurrency) =>
              Effect.succeed(onrampConversion(kcashAmount, fiatCurrency, fiatPerUsdt[fiatCurrency])),
            getTokenPrice: () =>
              Effect.succeed({
                token: "USDT" as const,
                decimals: CURRENCY_DECIMALS.USDT,
                kcashPerToken: KCASH_PER_USDT,
                platformFeeBps: SWAP_PLATFORM_FEE_BPS,
                prices: FIAT_CURRENCIES.map((fiatCurrency) => ({
                  fiatCurrency,
                  amount: fiatPerUsdt[fiatCurrency],
                  decimals: FIAT_DECIMALS[fiatCurrency],
                })),
              }),
            createQuote: (userId: string, request: SwapRequest) =>
              Effect.gen(function* () {
                const terms = yield* termsOf(request);
                const quote = yield* quotes.insert({
                  id: randomUUID(),
                  userId,
                  fromCurrency: terms.fromCurrency,
                  toCurrency: terms.toCurrency,
                  chain: terms.chain,
                  fromAmount: terms.fromAmount,
                  toAmount: terms.toAmount,
                  deductions: terms.deductions,
                  expiresAt: new Date((yield* now).getTime() + SWAP_QUOTE_TTL_MS),
                });
                return quoteView(quote);
              }),
            confirmSwap: (userId: string, key: string, body: { readonly quoteId: string }) =>
              // The idempotency scope as stored since launch (the operation's first name): renaming it would let a
              // retry sent across a deploy swap twice.
              requests.run({ userId, operation: "createSwap", key, body }, settle(userId, body.quoteId)),
          }),
        );
      }),
    );
}
