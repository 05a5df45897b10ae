import { Schema } from "effect";

/** The POG (or site) username is held by someone else (spec §5, §8: "Username already taken"). */
export class UsernameTaken extends Schema.TaggedError<UsernameTaken>()("UsernameTaken", {
  username: Schema.String,
}) {}

/** No refreshes left (spec §8 POG: "Refresh limit reached"), e.g. regenerating avatars. */
export class RefreshLimitReached extends Schema.TaggedError<RefreshLimitReached>()("RefreshLimitReached", {
  limit: Schema.Number,
}) {}

/** A POG mission could not be completed (spec §8 POG: "Mission failed"). */
export class MissionFailed extends Schema.TaggedError<MissionFailed>()("MissionFailed", {
  mintStateId: Schema.String,
}) {}

/** Minting the POG card failed on chain or in the mint job (spec §8 POG). */
export class PogMintFailed extends Schema.TaggedError<PogMintFailed>()("PogMintFailed", {
  mintStateId: Schema.String,
}) {}

/** A payment (slot purchase, store order) was declined or reverted (spec §8: "Payment Failed"). */
export class PaymentFailed extends Schema.TaggedError<PaymentFailed>()("PaymentFailed", {
  paymentId: Schema.String,
}) {}

/** A payment has not settled in the usual time; the user should check later (spec §8 avatar). */
export class PaymentPending extends Schema.TaggedError<PaymentPending>()("PaymentPending", {
  paymentId: Schema.String,
}) {}

/** The device has no camera for the selfie step (spec §8 avatar). Raised in the browser. */
export class CameraNotFound extends Schema.TaggedError<CameraNotFound>()("CameraNotFound", {}) {}

/** No face could be found in the selfie (spec §8 avatar). */
export class FaceNotDetected extends Schema.TaggedError<FaceNotDetected>()("FaceNotDetected", {}) {}

/** The POG (.kleos) name is reserved by another gamer (spec §5, §8 POG: "Username already taken"). */
export class PogUsernameTaken extends Schema.TaggedError<PogUsernameTaken>()("PogUsernameTaken", {
  username: Schema.String,
}) {}

/**
 * A POG name breaks the POG username rule (spec §5); `messageId` is the rule's `validation.pogUsername.*` id,
 * so the answer reads as the rule's own message ("Spaces are not allowed", ...).
 */
export class PogUsernameInvalid extends Schema.TaggedError<PogUsernameInvalid>()("PogUsernameInvalid", {
  username: Schema.String,
  messageId: Schema.String,
}) {}

/** The gamer already reserved a POG name (one per gamer) and asks for another. */
export class PogNameAlreadyReserved extends Schema.TaggedError<PogNameAlreadyReserved>()(
  "PogNameAlreadyReserved",
  { username: Schema.String },
) {}

/** No such avatar category, character or style, or a character and style that do not go together. */
export class AvatarChoiceNotFound extends Schema.TaggedError<AvatarChoiceNotFound>()("AvatarChoiceNotFound", {
  kind: Schema.Literals(["category", "character", "style"]),
  id: Schema.String,
}) {}

/** The gamer has not unlocked this avatar slot. */
export class AvatarSlotNotFound extends Schema.TaggedError<AvatarSlotNotFound>()("AvatarSlotNotFound", {
  slot: Schema.Number,
}) {}

/** Every avatar slot there is is unlocked already. */
export class AvatarSlotLimitReached extends Schema.TaggedError<AvatarSlotLimitReached>()(
  "AvatarSlotLimitReached",
  { limit: Schema.Number },
) {}

/** Generating needs a category, character and style saved first. */
export class AvatarStyleNotChosen extends Schema.TaggedError<AvatarStyleNotChosen>()("AvatarStyleNotChosen", {
  slot: Schema.Number,
}) {}

/** The slot's avatar is being generated: its choices cannot change, nor can it be generated again, meanwhile. */
export class AvatarGenerationInProgress extends Schema.TaggedError<AvatarGenerationInProgress>()(
  "AvatarGenerationInProgress",
  { slot: Schema.Number },
) {}

/** The slot has no ready avatar to activate. */
export class AvatarNotReady extends Schema.TaggedError<AvatarNotReady>()("AvatarNotReady", {
  slot: Schema.Number,
}) {}

/** No such POG mint state or minted card, or (for a mint state) one of another gamer's. */
export class PogCardNotFound extends Schema.TaggedError<PogCardNotFound>()("PogCardNotFound", {
  id: Schema.String,
}) {}
