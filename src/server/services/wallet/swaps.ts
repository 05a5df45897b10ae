/**
 * Swaps between K-Cash and USDT (spec §9: 1 USDT = 1000 K-Cash): chains and their gas fees, deductions, a
 * quote that holds its terms until it expires, and the confirmation that settles a quote once, as a
 * meta-transaction (`meta-txn`) posting set: the user gives, the fee account keeps the deductions, the swap
 * desk takes the rest and pays out the other currency.
 */
import { randomUUID } from "node:crypto";
import { Context, Effect, Layer } from "effect";
import {
  CURRENCY_DECIMALS,
  FIAT_MINOR_PER_USDT,
  KCASH_PER_USDT,
  SWAP_CHAINS,
  SWAP_PLATFORM_FEE_BPS,
  SWAP_QUOTE_TTL_MS,
  fiatMinorForKcashBase,
  usdtBaseForKcashBase,
  type FiatCurrency,
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
  type IdempotencyKeyReused,
  type IdempotentRequestInFlight,
} from "@/domain/errors/wallet-errors";
import { gasFeeIn, swapTerms, type Deduction, type SwapTerms } from "@/domain/wallet/swap-quote";
import type { DbOrTransaction } from "@/server/db/client";
import { ledgerRepository } from "@/server/db/repositories/ledger-repository";
import { swapRepository, type SwapQuoteRow } from "@/server/db/repositories/swap-repository";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";
import { runIdempotent, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import {
  SYSTEM_ACCOUNTS,
  postMovement,
  transactionView,
  type TransactionView,
} from "@/server/services/wallet/ledger";

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

const termsOrFail = (request: SwapRequest): SwapTerms => {
  const result = swapTerms(request.fromCurrency, request.toCurrency, request.amount, request.chain);
  if (result.ok) return result.terms;
  if (result.reason === "pair") {
    throw new SwapPairInvalid({ fromCurrency: request.fromCurrency, toCurrency: request.toCurrency });
  }
  throw new SwapAmountTooSmall({ minimum: result.minimum });
};

/** Settles a quote inside `tx`: the quote's checks, then one posting set keyed by the quote. */
export const confirmQuoteIn = async (
  tx: Parameters<typeof postMovement>[0],
  userId: string,
  quoteId: string,
  now: Date,
): Promise<SwapConfirmation> => {
  const quote = await swapRepository.findOwn(tx, userId, quoteId, true);
  if (quote === undefined) throw new QuoteNotFound({ quoteId });
  if (quote.transactionId !== null) throw new QuoteAlreadyUsed({ quoteId });
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw new QuoteExpired({ quoteId, expiredAt: quote.expiresAt.toISOString() });
  }
  const view = quoteView(quote);
  const from = view.fromCurrency;
  const to = view.toCurrency;
  const posted = await postMovement(tx, {
    idempotencyKey: `swap:${quote.id}`,
    type: "meta-txn",
    userId,
    reference: quote.id,
    details: { swap: view },
    legs: [
      { owner: userId, userId, currency: from, amount: -view.fromAmount },
      { owner: SYSTEM_ACCOUNTS.fees, userId: undefined, currency: from, amount: view.fee },
      { owner: SYSTEM_ACCOUNTS.swap, userId: undefined, currency: from, amount: view.fromAmount - view.fee },
      { owner: SYSTEM_ACCOUNTS.swap, userId: undefined, currency: to, amount: -view.toAmount },
      { owner: userId, userId, currency: to, amount: view.toAmount },
    ],
  });
  if (!(await swapRepository.markConfirmed(tx, quote.id, posted.transaction.id))) {
    throw new QuoteAlreadyUsed({ quoteId });
  }
  const amounts = await ledgerRepository.userAmountsOf(tx, userId, [posted.transaction.id]);
  return {
    status: "completed",
    quote: view,
    transaction: transactionView({
      transaction: posted.transaction,
      amounts: amounts.get(posted.transaction.id) ?? [],
    }),
  };
};

/** Offers a quote: the terms as of now, held for SWAP_QUOTE_TTL_MS. */
export const createQuote = async (
  db: DbOrTransaction,
  userId: string,
  request: SwapRequest,
): Promise<SwapQuoteView> => {
  const terms = termsOrFail(request);
  const quote = await swapRepository.insert(db, {
    id: randomUUID(),
    userId,
    fromCurrency: terms.fromCurrency,
    toCurrency: terms.toCurrency,
    chain: terms.chain,
    fromAmount: terms.fromAmount,
    toAmount: terms.toAmount,
    deductions: terms.deductions,
    expiresAt: new Date(Date.now() + SWAP_QUOTE_TTL_MS),
  });
  return quoteView(quote);
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

export const onrampConversion = (kcashAmount: number, fiatCurrency: FiatCurrency): OnrampConversion => ({
  kcashAmount,
  usdtAmount: usdtBaseForKcashBase(kcashAmount),
  fiatCurrency,
  fiatAmount: fiatMinorForKcashBase(kcashAmount, fiatCurrency),
  fiatDecimals: 2,
  kcashPerUsdt: KCASH_PER_USDT,
  fiatPerUsdt: FIAT_MINOR_PER_USDT[fiatCurrency],
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
    confirmSwap(
      userId: string,
      idempotencyKey: string,
      body: { readonly quoteId: string },
    ): Effect.Effect<
      IdempotentAnswer<SwapConfirmation>,
      | QuoteNotFound
      | QuoteExpired
      | QuoteAlreadyUsed
      | InsufficientBalance
      | IdempotencyKeyReused
      | IdempotentRequestInFlight
    >;
  }
>()("kleos/server/services/wallet/Swaps") {
  static readonly layer = Layer.effect(
    Swaps,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return {
        listChains: () =>
          Effect.succeed({
            chains: SWAP_CHAINS.map((chain) => ({
              id: chain.id,
              name: chain.name,
              gasFee: { currency: "USDT" as const, amount: chain.gasFeeUsdt },
            })),
          }),
        getDeductions: (request) =>
          attempt<SwapPreview, SwapPairInvalid | SwapAmountTooSmall>(async () =>
            previewOf(termsOrFail(request)),
          ),
        getGasFee: (chain, currency) =>
          Effect.succeed({ chain, currency, amount: gasFeeIn(chain, currency) }),
        getConversion: (kcashAmount, fiatCurrency) =>
          Effect.succeed(onrampConversion(kcashAmount, fiatCurrency)),
        getTokenPrice: () =>
          Effect.succeed({
            token: "USDT" as const,
            decimals: CURRENCY_DECIMALS.USDT,
            kcashPerToken: KCASH_PER_USDT,
            platformFeeBps: SWAP_PLATFORM_FEE_BPS,
            prices: Object.entries(FIAT_MINOR_PER_USDT).map(([fiatCurrency, amount]) => ({
              fiatCurrency: fiatCurrency as FiatCurrency,
              amount,
              decimals: 2,
            })),
          }),
        createQuote: (userId, request) =>
          attempt<SwapQuoteView, SwapPairInvalid | SwapAmountTooSmall>(() =>
            createQuote(db, userId, request),
          ),
        confirmSwap: (userId, key, body) =>
          attempt(() =>
            runIdempotent(db, { userId, operation: "createSwap", key, body }, (tx) =>
              confirmQuoteIn(tx, userId, body.quoteId, new Date()),
            ),
          ),
      };
    }),
  );
}
