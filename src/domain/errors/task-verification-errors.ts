import { Schema } from "effect";

/*
 * Failures around what campaign tasks are verified against and gamers make themselves: their referral code and
 * their identity in a game. The English texts are in the catalogue.
 */

/** The gamer has not created a referral code yet. */
export class ReferralCodeNotFound extends Schema.TaggedError<ReferralCodeNotFound>()("ReferralCodeNotFound", {
  userId: Schema.String,
}) {}

/** The gamer has saved no identity for this game yet. */
export class GameUsernameNotFound extends Schema.TaggedError<GameUsernameNotFound>()("GameUsernameNotFound", {
  gameId: Schema.Number,
}) {}

/** A path that names another gamer's game accounts than the caller's. */
export class GameAccountOwnerMismatch extends Schema.TaggedError<GameAccountOwnerMismatch>()(
  "GameAccountOwnerMismatch",
  { userId: Schema.String },
) {}
