import { Schema } from "effect";

/*
 * K-Quest's own expected failures. A quest is a campaign, so a missing quest, a start outside its dates or a
 * proof before starting are the campaign errors (campaign-errors.ts); these are what only quests have.
 */

/** Every slot of the quest is taken: nobody else may start it. */
export class QuestSlotsFull extends Schema.TaggedError<QuestSlotsFull>()("QuestSlotsFull", {
  questId: Schema.String,
}) {}

/** No quest proof has this id. */
export class QuestProofNotFound extends Schema.TaggedError<QuestProofNotFound>()("QuestProofNotFound", {
  proofId: Schema.String,
}) {}

/** The proof was already approved or rejected; `decision` is which. */
export class QuestProofAlreadyReviewed extends Schema.TaggedError<QuestProofAlreadyReviewed>()(
  "QuestProofAlreadyReviewed",
  { proofId: Schema.String, decision: Schema.String },
) {}
