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
