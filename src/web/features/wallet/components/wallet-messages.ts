/**
 * Words the wallet pages share: kinds of movement, statuses, and the domain's errors a money call can answer,
 * translated under the domain's own ids (`errors.*`) with the domain's English as the default.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { CURRENCY_DISPLAY_NAME, toWholeUnits } from "@/domain/constants/money";
import { isolateLeftToRight } from "@/domain/format/bidi";
import { formatCurrencyValue } from "@/web/components/amount";
import type {
  LedgerCurrency,
  SimplifiedTransaction,
  TransactionType,
} from "@/web/features/wallet/api/wallet-api";
import type { ShownError } from "@/web/lib/domain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

export const transactionTypeMessages: Readonly<Record<TransactionType, MessageDescriptor>> = defineMessages({
  reward: { id: "wallet.transactionType.reward", defaultMessage: "Reward" },
  onramp: { id: "wallet.transactionType.onramp", defaultMessage: "K-Cash purchase" },
  "meta-txn": { id: "wallet.transactionType.metaTxn", defaultMessage: "Swap" },
  shop: { id: "wallet.transactionType.shop", defaultMessage: "Store purchase" },
  redeem: { id: "wallet.transactionType.redeem", defaultMessage: "Redemption" },
  offramp: { id: "wallet.transactionType.offramp", defaultMessage: "Cash-out" },
});

export const statusMessages: Readonly<Record<SimplifiedTransaction["status"], MessageDescriptor>> =
  defineMessages({
    pending: { id: "wallet.transactionStatus.pending", defaultMessage: "Pending" },
    completed: { id: "wallet.transactionStatus.completed", defaultMessage: "Completed" },
    failed: { id: "wallet.transactionStatus.failed", defaultMessage: "Failed" },
    expired: { id: "wallet.transactionStatus.expired", defaultMessage: "Expired" },
  });

/** The domain errors a wallet call answers, under their catalogue ids. */
const expectedErrors: ReadonlyArray<ShownError> = [
  "InsufficientBalance",
  "UpstreamFailed",
  "IdempotencyKeyReused",
  "IdempotentRequestInFlight",
  "QuoteNotFound",
  "QuoteExpired",
  "QuoteAlreadyUsed",
  "SwapPairInvalid",
  "SwapAmountTooSmall",
  "PaymentNotFound",
  "PaymentAlreadySettled",
  "FiatCurrencyMismatch",
  "TransactionNotFound",
];

/**
 * What to tell the person about a failed money call: the domain's message for the problem's code when it is
 * one of the wallet's, else "Something went wrong" (spec §8's answer to any other failure).
 */
export const formatWalletFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, expectedErrors);

const amountText: MessageDescriptor = defineMessage({
  id: "wallet.amount.text",
  defaultMessage: "{amount} {currency}",
});

const CURRENCY_NAME: { readonly [C in LedgerCurrency]: string } = { ...CURRENCY_DISPLAY_NAME, USDT: "USDT" };

/**
 * A base-unit amount as plain text ("12.5 K-Cash"), per spec §9, for toasts and accessible names: one
 * left-to-right run inside a right-to-left sentence, like `<Amount>`.
 */
export const formatBaseAmount = (intl: IntlShape, currency: LedgerCurrency, amount: number): string =>
  isolateLeftToRight(
    intl.formatMessage(amountText, {
      amount: formatCurrencyValue(toWholeUnits(amount, currency), currency, intl.locale),
      currency: CURRENCY_NAME[currency],
    }),
    intl.locale,
  );

/** A fiat price in minor units, in the reader's locale ("₹85.00"). */
export const formatFiat = (
  intl: IntlShape,
  fiat: { readonly currency: string; readonly amount: number; readonly decimals: number },
): string =>
  intl.formatNumber(fiat.amount / 10 ** fiat.decimals, {
    style: "currency",
    currency: fiat.currency,
    minimumFractionDigits: fiat.decimals,
    maximumFractionDigits: fiat.decimals,
  });
