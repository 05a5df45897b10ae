import { Schema } from "effect";

/** Claiming is locked until every active task is verified (spec §4: "complete all active tasks first"). */
export class TaskLocked extends Schema.TaggedError<TaskLocked>()("TaskLocked", {
  campaignId: Schema.String,
  pendingTaskIds: Schema.Array(Schema.String),
}) {}

/** The reward claim transaction failed; the user may sign again (spec §4, §8). */
export class RewardClaimTransactionFailed extends Schema.TaggedError<RewardClaimTransactionFailed>()(
  "RewardClaimTransactionFailed",
  { campaignId: Schema.String },
) {}

/** The claim itself was refused (spec §8: "Claim Failed"), e.g. nothing left to claim. */
export class ClaimFailed extends Schema.TaggedError<ClaimFailed>()("ClaimFailed", {
  campaignId: Schema.String,
}) {}

/** Connecting a social account failed at the provider (spec §8: "Connection failed"). */
export class ConnectionFailed extends Schema.TaggedError<ConnectionFailed>()("ConnectionFailed", {
  provider: Schema.String,
}) {}

/** The social account is already linked to another user (spec §8). */
export class AccountAlreadyLinked extends Schema.TaggedError<AccountAlreadyLinked>()("AccountAlreadyLinked", {
  provider: Schema.String,
}) {}

/** The game login method does not fit the quest (spec §5: a 422 whose message starts "Quest login method"). */
export class QuestLoginMethodInvalid extends Schema.TaggedError<QuestLoginMethodInvalid>()(
  "QuestLoginMethodInvalid",
  { questId: Schema.String, loginMethod: Schema.String },
) {}
