import { Schema } from "effect";

/** No game of the Klash arena has this id (or this provider game id). */
export class ArenaGameNotFound extends Schema.TaggedError<ArenaGameNotFound>()("ArenaGameNotFound", {
  gameId: Schema.String,
}) {}

/** The arena game takes waitlist sign-ups, not players, yet. */
export class ArenaGameNotLive extends Schema.TaggedError<ArenaGameNotLive>()("ArenaGameNotLive", {
  gameId: Schema.Number,
}) {}

/** The arena game is live already: it has no waitlist. */
export class ArenaGameAlreadyLive extends Schema.TaggedError<ArenaGameAlreadyLive>()("ArenaGameAlreadyLive", {
  gameId: Schema.Number,
}) {}

/** The gamer enters an arena game under a bash arena username saved for it first. */
export class ArenaUsernameRequired extends Schema.TaggedError<ArenaUsernameRequired>()(
  "ArenaUsernameRequired",
  { gameId: Schema.Number },
) {}

/** No arena client is configured, so nobody can be sent into the arena. */
export class ArenaUnavailable extends Schema.TaggedError<ArenaUnavailable>()("ArenaUnavailable", {}) {}

/** An overlay schedule window that ends before (or when) it starts. */
export class OverlayScheduleInvalid extends Schema.TaggedError<OverlayScheduleInvalid>()(
  "OverlayScheduleInvalid",
  { startsAt: Schema.String, endsAt: Schema.String },
) {}
