import { Schema } from "effect";
import { LEDGER_CURRENCIES } from "@/domain/constants/money";

/** An `Idempotency-Key` already used by this caller for a different request (another body or operation). */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  idempotencyKey: Schema.String,
}) {}

/** The first request with this `Idempotency-Key` is still being worked on; retry once it has answered. */
export class IdempotentRequestInFlight extends Schema.TaggedError<IdempotentRequestInFlight>()(
  "IdempotentRequestInFlight",
  { idempotencyKey: Schema.String },
) {}

/** No swap quote with this id belongs to the caller. */
export class QuoteNotFound extends Schema.TaggedError<QuoteNotFound>()("QuoteNotFound", {
  quoteId: Schema.String,
}) {}

/** The swap quote's rate and deductions no longer hold: ask for a new quote. */
export class QuoteExpired extends Schema.TaggedError<QuoteExpired>()("QuoteExpired", {
  quoteId: Schema.String,
  expiredAt: Schema.String,
}) {}

/** The swap quote was already confirmed (by another request, with another idempotency key). */
export class QuoteAlreadyUsed extends Schema.TaggedError<QuoteAlreadyUsed>()("QuoteAlreadyUsed", {
  quoteId: Schema.String,
}) {}

/** What is given and taken cannot be swapped (the same currency twice, or a non-transferable one). */
export class SwapPairInvalid extends Schema.TaggedError<SwapPairInvalid>()("SwapPairInvalid", {
  fromCurrency: Schema.String,
  toCurrency: Schema.String,
}) {}

/** The amount does not cover the swap's deductions, or leaves nothing to receive. `minimum` is in base units. */
export class SwapAmountTooSmall extends Schema.TaggedError<SwapAmountTooSmall>()("SwapAmountTooSmall", {
  minimum: Schema.Number,
}) {}

/** No payment (K-Cash purchase) with this id belongs to the caller. */
export class PaymentNotFound extends Schema.TaggedError<PaymentNotFound>()("PaymentNotFound", {
  paymentId: Schema.String,
}) {}

/** The payment was already approved, declined or abandoned: its outcome cannot change. */
export class PaymentAlreadySettled extends Schema.TaggedError<PaymentAlreadySettled>()(
  "PaymentAlreadySettled",
  // Not `status`: a problem's own fields (type, title, status, code) must not be shadowed.
  { paymentId: Schema.String, paymentStatus: Schema.String },
) {}

/** A payment provider's event whose signature does not verify (or that comes with none). */
export class PaymentEventRejected extends Schema.TaggedError<PaymentEventRejected>()("PaymentEventRejected", {
  provider: Schema.String,
}) {}

/** A purchase asked in a fiat other than the one of the buyer's market (K-Cash is sold in one per market). */
export class FiatCurrencyMismatch extends Schema.TaggedError<FiatCurrencyMismatch>()("FiatCurrencyMismatch", {
  fiatCurrency: Schema.String,
  marketCurrency: Schema.String,
}) {}

/** No transaction of this type with this id belongs to the caller. */
export class TransactionNotFound extends Schema.TaggedError<TransactionNotFound>()("TransactionNotFound", {
  transactionType: Schema.String,
  transactionId: Schema.String,
}) {}

/**
 * Not enough of a currency for a purchase, debit or swap (spec §8 avatar: K-Cash or rKLEOS). Amounts are
 * integers in base units.
 */
export class InsufficientBalance extends Schema.TaggedError<InsufficientBalance>()("InsufficientBalance", {
  currency: Schema.Literals(LEDGER_CURRENCIES),
  required: Schema.Number,
  available: Schema.Number,
}) {}
