import { Schema } from "effect";

/** A game id or slug that names no game in the catalogue. */
export class GameNotFound extends Schema.TaggedError<GameNotFound>()("GameNotFound", {
  gameId: Schema.String,
}) {}
