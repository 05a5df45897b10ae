import { Schema } from "effect";

/*
 * Campaigns' and quests' expected failures (the task lock and "Claim Failed" of spec §8 are in task-errors).
 * Fields hold data the web may show (the pending tasks, the locked fields); the English texts are in the
 * catalogue.
 */

/** No campaign with this id or slug that the caller may see (drafts and archived ones are for admins only). */
export class CampaignNotFound extends Schema.TaggedError<CampaignNotFound>()("CampaignNotFound", {
  campaignId: Schema.String,
}) {}

/** The campaign has no task with this id. */
export class CampaignTaskNotFound extends Schema.TaggedError<CampaignTaskNotFound>()("CampaignTaskNotFound", {
  campaignId: Schema.String,
  taskId: Schema.String,
}) {}

/** Only LEADERBOARD campaigns rank their gamers: any other campaign has no leaderboard. */
export class CampaignLeaderboardNotFound extends Schema.TaggedError<CampaignLeaderboardNotFound>()(
  "CampaignLeaderboardNotFound",
  { campaignId: Schema.String },
) {}

/** Starting or validating before the campaign is live. `startsAt` is an ISO instant. */
export class CampaignNotStarted extends Schema.TaggedError<CampaignNotStarted>()("CampaignNotStarted", {
  campaignId: Schema.String,
  startsAt: Schema.String,
}) {}

/** Starting or validating after the campaign's end (or once it is archived). */
export class CampaignEnded extends Schema.TaggedError<CampaignEnded>()("CampaignEnded", {
  campaignId: Schema.String,
}) {}

/** The campaign is not open to the gamer's country or continent (from the profile, else the IP address). */
export class CampaignNotApplicable extends Schema.TaggedError<CampaignNotApplicable>()(
  "CampaignNotApplicable",
  { campaignId: Schema.String },
) {}

/** Validating a task or claiming before starting the campaign. */
export class CampaignNotJoined extends Schema.TaggedError<CampaignNotJoined>()("CampaignNotJoined", {
  campaignId: Schema.String,
}) {}

/** A quest whose slots are all taken. */
export class CampaignSlotsFull extends Schema.TaggedError<CampaignSlotsFull>()("CampaignSlotsFull", {
  campaignId: Schema.String,
}) {}

/** The validation error fields of spec §3, as a validation answers them. */
export const ValidationErrorFields = Schema.Struct({
  isError: Schema.Boolean,
  message: Schema.String,
  errorCode: Schema.NullOr(Schema.String),
  errorType: Schema.NullOr(Schema.String),
  messageParams: Schema.optional(Schema.Record(Schema.String, Schema.String)),
});
export type ValidationErrorFields = typeof ValidationErrorFields.Type;

/**
 * Kleos has no credentials for the outside service this task type needs, so it cannot verify it (and never
 * pretends to). `validationError` carries the verifier's fields for the validation modal.
 */
export class TaskVerificationNotConfigured extends Schema.TaggedError<TaskVerificationNotConfigured>()(
  "TaskVerificationNotConfigured",
  { campaignId: Schema.String, taskId: Schema.String, validationError: ValidationErrorFields },
) {}

/**
 * A campaign that re-checks at claim (`recheckAtClaim`) found one of the gamer's verified tasks no longer holds
 * (an unfollow, a channel left, a holding sold): no claim; `validationError` says why and what to do.
 */
export class TaskNoLongerHolds extends Schema.TaggedError<TaskNoLongerHolds>()("TaskNoLongerHolds", {
  campaignId: Schema.String,
  taskId: Schema.String,
  validationError: ValidationErrorFields,
}) {}

/** A change that a published campaign no longer allows; `fields` names what was refused. */
export class CampaignPublishedLocked extends Schema.TaggedError<CampaignPublishedLocked>()(
  "CampaignPublishedLocked",
  { campaignId: Schema.String, fields: Schema.Array(Schema.String) },
) {}

/** An archived campaign changes no more. */
export class CampaignArchived extends Schema.TaggedError<CampaignArchived>()("CampaignArchived", {
  campaignId: Schema.String,
}) {}

/**
 * Settings that break a rule across fields (dates out of order, overlapping tiers, a zero reward, an unknown
 * game, a publication without tasks). `reason` is a stable code such as `TIERS_OVERLAP`.
 */
export class CampaignConfigInvalid extends Schema.TaggedError<CampaignConfigInvalid>()(
  "CampaignConfigInvalid",
  { field: Schema.String, reason: Schema.String },
) {}

/** Another campaign already has this slug. */
export class CampaignSlugTaken extends Schema.TaggedError<CampaignSlugTaken>()("CampaignSlugTaken", {
  slug: Schema.String,
}) {}

/** An admin operation by a caller without the admin role. */
export class AdminRoleRequired extends Schema.TaggedError<AdminRoleRequired>()("AdminRoleRequired", {}) {}

/** A progress path that names another gamer than the caller. */
export class ProgressOwnerMismatch extends Schema.TaggedError<ProgressOwnerMismatch>()(
  "ProgressOwnerMismatch",
  { userId: Schema.String },
) {}
