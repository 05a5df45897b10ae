import { Schema } from "effect";

/** No showcased POG card has this name: none reserved it, or its holder has no active avatar yet. */
export class PogCardNotFound extends Schema.TaggedError<PogCardNotFound>()("PogCardNotFound", {
  name: Schema.String,
}) {}
