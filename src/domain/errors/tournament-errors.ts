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
