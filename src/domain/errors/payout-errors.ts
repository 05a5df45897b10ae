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
