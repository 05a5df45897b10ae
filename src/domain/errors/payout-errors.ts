import { Schema } from "effect";

/** The gamer has not chosen where their cash-out goes (offramp/register/user). */
export class OfframpNotRegistered extends Schema.TaggedError<OfframpNotRegistered>()(
  "OfframpNotRegistered",
  {},
) {}

/** The payout destination is not one the gamer's country pays to, or the UPI ID is not one. */
export class PayoutDestinationInvalid extends Schema.TaggedError<PayoutDestinationInvalid>()(
  "PayoutDestinationInvalid",
  { field: Schema.String },
) {}

/** Below the smallest withdrawal. `minimum` in the currency's base units. */
export class WithdrawalBelowMinimum extends Schema.TaggedError<WithdrawalBelowMinimum>()(
  "WithdrawalBelowMinimum",
  { minimum: Schema.Number },
) {}

/** More than the gamer may still withdraw today. `remaining` in the currency's base units. */
export class WithdrawalDailyLimitReached extends Schema.TaggedError<WithdrawalDailyLimitReached>()(
  "WithdrawalDailyLimitReached",
  { remaining: Schema.Number },
) {}

/** No withdrawal with this id belongs to the caller. */
export class WithdrawalNotFound extends Schema.TaggedError<WithdrawalNotFound>()("WithdrawalNotFound", {
  withdrawalId: Schema.String,
}) {}

/** A payout provider's webhook that does not verify (a bad signature or token, or none). */
export class PayoutEventRejected extends Schema.TaggedError<PayoutEventRejected>()("PayoutEventRejected", {
  provider: Schema.String,
}) {}

/** An admin's action on a payout that is past it: a payout a provider accepted or settled is not sent again. */
export class WithdrawalNotRetryable extends Schema.TaggedError<WithdrawalNotRetryable>()(
  "WithdrawalNotRetryable",
  { withdrawalId: Schema.String, payoutStatus: Schema.String },
) {}

/** The payout's provider has no credentials (nor the local simulator): sending it again would fail the same way. */
export class PayoutProviderNotConfigured extends Schema.TaggedError<PayoutProviderNotConfigured>()(
  "PayoutProviderNotConfigured",
  { provider: Schema.String },
) {}

/**
 * Sending the payout again could pay twice: a PIX payout once sent to Asaas, which takes no idempotency key and
 * refuses an identical transfer only for 15 minutes, and older than that. A person checks it in Asaas.
 */
export class WithdrawalRetryUnsafe extends Schema.TaggedError<WithdrawalRetryUnsafe>()(
  "WithdrawalRetryUnsafe",
  { withdrawalId: Schema.String },
) {}
/** More than the gamer may still withdraw this calendar month. `remaining` in the currency's base units. */
export class WithdrawalMonthlyLimitReached extends Schema.TaggedError<WithdrawalMonthlyLimitReached>()(
  "WithdrawalMonthlyLimitReached",
  { remaining: Schema.Number },
) {}

/** The account has no verified phone number (whatsapp, sms) or e-mail address (email) to send the code to. */
export class WithdrawalContactMissing extends Schema.TaggedError<WithdrawalContactMissing>()(
  "WithdrawalContactMissing",
  { channel: Schema.String },
) {}

/** The gamer's KYC is not Indian: no tax is withheld from their withdrawals, so there is no statement. */
export class TdsNotApplicable extends Schema.TaggedError<TdsNotApplicable>()("TdsNotApplicable", {}) {}

/** Not a financial year (`2026-27`), or one that has not begun. */
export class FinancialYearInvalid extends Schema.TaggedError<FinancialYearInvalid>()("FinancialYearInvalid", {
  financialYear: Schema.String,
}) {}
