import { Schema } from "effect";

/*
 * Tournaments' expected failures. Fields hold data the web may show; the English texts are in the catalogue.
 */

/** No tournament with this id. */
export class TournamentNotFound extends Schema.TaggedError<TournamentNotFound>()("TournamentNotFound", {
  tournamentId: Schema.String,
}) {}

/** Registering outside the registration window (not open yet, closed, or the tournament has started). */
export class TournamentRegistrationClosed extends Schema.TaggedError<TournamentRegistrationClosed>()(
  "TournamentRegistrationClosed",
  { tournamentId: Schema.String },
) {}

/** Every seat is taken. */
export class TournamentFull extends Schema.TaggedError<TournamentFull>()("TournamentFull", {
  tournamentId: Schema.String,
  capacity: Schema.Number,
}) {}

/** The gamer already holds a seat in this tournament. */
export class AlreadyRegistered extends Schema.TaggedError<AlreadyRegistered>()("AlreadyRegistered", {
  tournamentId: Schema.String,
}) {}

/** Giving up a seat after the tournament has started. */
export class TournamentWithdrawalClosed extends Schema.TaggedError<TournamentWithdrawalClosed>()(
  "TournamentWithdrawalClosed",
  { tournamentId: Schema.String },
) {}

/** Giving up a seat the gamer does not hold. */
export class TournamentRegistrationNotFound extends Schema.TaggedError<TournamentRegistrationNotFound>()(
  "TournamentRegistrationNotFound",
  { tournamentId: Schema.String },
) {}

/** Recording results before the tournament has ended. */
export class TournamentNotConcluded extends Schema.TaggedError<TournamentNotConcluded>()(
  "TournamentNotConcluded",
  { tournamentId: Schema.String },
) {}

/** Recording results a second time. */
export class TournamentResultsAlreadyRecorded extends Schema.TaggedError<TournamentResultsAlreadyRecorded>()(
  "TournamentResultsAlreadyRecorded",
  { tournamentId: Schema.String },
) {}

/** A placement names an account that holds no seat in the tournament. */
export class TournamentResultNotRegistered extends Schema.TaggedError<TournamentResultNotRegistered>()(
  "TournamentResultNotRegistered",
  { tournamentId: Schema.String, userId: Schema.String },
) {}

/** The placements' ranks are not exactly 1 to n, or a player is placed twice. */
export class TournamentRanksInvalid extends Schema.TaggedError<TournamentRanksInvalid>()(
  "TournamentRanksInvalid",
  { tournamentId: Schema.String },
) {}

/** Registering without an in-game id saved for the tournament's game: the seat would have nobody to play as. */
export class TournamentGameAccountRequired extends Schema.TaggedError<TournamentGameAccountRequired>()(
  "TournamentGameAccountRequired",
  { tournamentId: Schema.String, gameId: Schema.Number },
) {}
