import { Schema } from "effect";

/** No referral roadmap has this id. */
export class ReferralRoadmapNotFound extends Schema.TaggedError<ReferralRoadmapNotFound>()(
  "ReferralRoadmapNotFound",
  { roadmapId: Schema.String },
) {}

/** No gamer holds this referral code. */
export class ReferralCodeUnknown extends Schema.TaggedError<ReferralCodeUnknown>()("ReferralCodeUnknown", {
  referralCode: Schema.String,
}) {}

/** A gamer tried to join a roadmap through their own referral code. */
export class SelfReferral extends Schema.TaggedError<SelfReferral>()("SelfReferral", {
  roadmapId: Schema.String,
}) {}

/** The gamer already joined this roadmap through another gamer's code. */
export class ReferralAlreadyAssociated extends Schema.TaggedError<ReferralAlreadyAssociated>()(
  "ReferralAlreadyAssociated",
  { roadmapId: Schema.String },
) {}
