import { Schema } from "effect";

/** The KYC step cannot be sent yet (an earlier step is not verified) or belongs to another market's KYC. */
export class KycStepNotOpen extends Schema.TaggedError<KycStepNotOpen>()("KycStepNotOpen", {
  step: Schema.String,
}) {}

/** The KYC step is verified already; a verified bank account changes through update-bank. */
export class KycStepAlreadyVerified extends Schema.TaggedError<KycStepAlreadyVerified>()(
  "KycStepAlreadyVerified",
  {
    step: Schema.String,
  },
) {}

/** A KYC detail the domain rules refuse before any provider is asked. `messageId` is the rule's message. */
export class KycDetailsInvalid extends Schema.TaggedError<KycDetailsInvalid>()("KycDetailsInvalid", {
  field: Schema.String,
  messageId: Schema.String,
}) {}

/** The KYC bonus (and cash-out) need a verified KYC. */
export class KycNotVerified extends Schema.TaggedError<KycNotVerified>()("KycNotVerified", {}) {}

/** The KYC bonus was paid already. */
export class KycBonusAlreadyClaimed extends Schema.TaggedError<KycBonusAlreadyClaimed>()(
  "KycBonusAlreadyClaimed",
  {},
) {}

/** A KYC provider's webhook whose signature does not verify (or that comes with none). */
export class KycEventRejected extends Schema.TaggedError<KycEventRejected>()("KycEventRejected", {
  provider: Schema.String,
}) {}

/** No KYC check with this id waits for an admin's review. */
export class KycReviewNotFound extends Schema.TaggedError<KycReviewNotFound>()("KycReviewNotFound", {
  checkId: Schema.String,
}) {}

/** The KYC check was already decided (by another admin, or by the provider). */
export class KycReviewAlreadyDecided extends Schema.TaggedError<KycReviewAlreadyDecided>()(
  "KycReviewAlreadyDecided",
  { checkId: Schema.String, outcome: Schema.String },
) {}

/** No KYC check of the caller's has this id (another gamer's is not theirs to watch). */
export class KycVerificationNotFound extends Schema.TaggedError<KycVerificationNotFound>()(
  "KycVerificationNotFound",
  { verificationId: Schema.String },
) {}

/** An admin rejects a check without saying why (the gamer's status shows the reason). */
export class KycReviewNoteRequired extends Schema.TaggedError<KycReviewNoteRequired>()(
  "KycReviewNoteRequired",
  { checkId: Schema.String },
) {}
