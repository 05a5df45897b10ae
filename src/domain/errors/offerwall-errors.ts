import { Schema } from "effect";

/** No offer of the offerwall has this id. */
export class OfferNotFound extends Schema.TaggedError<OfferNotFound>()("OfferNotFound", {
  offerId: Schema.String,
}) {}

/** The offer's partner game has not seen the gamer do it yet. */
export class OfferNotCompleted extends Schema.TaggedError<OfferNotCompleted>()("OfferNotCompleted", {
  offerId: Schema.String,
}) {}

/** The offer's partner game could not be asked (down, or an answer Kleos cannot read). */
export class OfferCheckUnavailable extends Schema.TaggedError<OfferCheckUnavailable>()(
  "OfferCheckUnavailable",
  {
    offerId: Schema.String,
  },
) {}

/** An offerwall network's postback whose signature is missing or wrong, or for a network not configured. */
export class OfferPostbackRejected extends Schema.TaggedError<OfferPostbackRejected>()(
  "OfferPostbackRejected",
  {
    network: Schema.String,
  },
) {}

/** An activity feed cursor Kleos did not make. */
export class InvalidActivityCursor extends Schema.TaggedError<InvalidActivityCursor>()(
  "InvalidActivityCursor",
  {},
) {}
