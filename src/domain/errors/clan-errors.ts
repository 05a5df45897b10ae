import { Schema } from "effect";

/*
 * Clans' expected failures. The day rules carry `allowedAt` (an ISO instant: when the action becomes possible)
 * and `days` (the rule's value), so the site can say when; the English texts are in the catalogue.
 */

/** No clan with this id, or it was deleted. */
export class ClanNotFound extends Schema.TaggedError<ClanNotFound>()("ClanNotFound", {
  clanId: Schema.Number,
}) {}

/** Another clan that is not deleted has this name, case ignored. */
export class ClanNameTaken extends Schema.TaggedError<ClanNameTaken>()("ClanNameTaken", {
  clanName: Schema.String,
}) {}

/** One clan per gamer: the caller is in a clan already. */
export class AlreadyInClan extends Schema.TaggedError<AlreadyInClan>()("AlreadyInClan", {}) {}

/** Leaving without being in a clan. */
export class NotInClan extends Schema.TaggedError<NotInClan>()("NotInClan", {}) {}

/** Only the clan's Chief may do this. */
export class NotClanChief extends Schema.TaggedError<NotClanChief>()("NotClanChief", {
  clanId: Schema.Number,
}) {}

/** A Chief does not leave their clan: they delete it. */
export class ClanChiefCannotLeave extends Schema.TaggedError<ClanChiefCannotLeave>()("ClanChiefCannotLeave", {
  clanId: Schema.Number,
}) {}

/** Deleting before `minDaysBeforeClanDelete` days since the clan was created. */
export class ClanDeleteTooSoon extends Schema.TaggedError<ClanDeleteTooSoon>()("ClanDeleteTooSoon", {
  clanId: Schema.Number,
  allowedAt: Schema.String,
  days: Schema.Number,
}) {}

/** Joining before `minDaysToJoinClanAfterLeaving` days since the gamer left a clan. */
export class ClanJoinTooSoon extends Schema.TaggedError<ClanJoinTooSoon>()("ClanJoinTooSoon", {
  allowedAt: Schema.String,
  days: Schema.Number,
}) {}

/** Creating before `minDaysToRecreateClanAfterDelete` days since the gamer deleted a clan. */
export class ClanRecreateTooSoon extends Schema.TaggedError<ClanRecreateTooSoon>()("ClanRecreateTooSoon", {
  allowedAt: Schema.String,
  days: Schema.Number,
}) {}
