import { Schema } from "effect";

/*
 * Platform leaderboards' expected failures. Fields hold data the web may show; the English texts are in the
 * catalogue.
 */

/** No leaderboard with this id (or of the kind the call asks for). */
export class LeaderboardNotFound extends Schema.TaggedError<LeaderboardNotFound>()("LeaderboardNotFound", {
  leaderboardId: Schema.String,
}) {}

/** The season has started: only the title may change. */
export class LeaderboardNotEditable extends Schema.TaggedError<LeaderboardNotEditable>()(
  "LeaderboardNotEditable",
  { leaderboardId: Schema.String },
) {}

/** The season ends before it starts, or prize tiers overlap or run backwards. */
export class LeaderboardInvalid extends Schema.TaggedError<LeaderboardInvalid>()("LeaderboardInvalid", {
  reason: Schema.Literals(["SEASON_ORDER", "PRIZE_TIERS"]),
}) {}
