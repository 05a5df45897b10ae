import { Schema } from "effect";

/** No voucher with this id is in the store. */
export class VoucherNotFound extends Schema.TaggedError<VoucherNotFound>()("VoucherNotFound", {
  voucherId: Schema.String,
}) {}

/** Every code of the voucher has been redeemed: none is left to sell. */
export class VoucherOutOfStock extends Schema.TaggedError<VoucherOutOfStock>()("VoucherOutOfStock", {
  voucherId: Schema.String,
}) {}

/** The voucher is not sold in the gamer's region (spec §6: IN, BR or Other). */
export class VoucherNotAvailableInRegion extends Schema.TaggedError<VoucherNotAvailableInRegion>()(
  "VoucherNotAvailableInRegion",
  { voucherId: Schema.String, region: Schema.String },
) {}

/** The voucher has no price in the currency the gamer chose to pay with (an admin prices it in K-Cash, K-Points or both). */
export class VoucherNotPricedIn extends Schema.TaggedError<VoucherNotPricedIn>()("VoucherNotPricedIn", {
  voucherId: Schema.String,
  currency: Schema.String,
}) {}

/**
 * A CSV of voucher codes refused whole: a line that is not a code, a code twice (in the file or in the stock),
 * or no code at all. `lines` are 1-based line numbers of the file (the first 100).
 */
export class VoucherCodesInvalid extends Schema.TaggedError<VoucherCodesInvalid>()("VoucherCodesInvalid", {
  voucherId: Schema.String,
  reason: Schema.Literals(["malformed", "duplicate", "empty"]),
  lines: Schema.Array(Schema.Number),
}) {}
