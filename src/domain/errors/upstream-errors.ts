import { Schema } from "effect";

/** An outside service (a game partner, a chain, a third-party quest redirect) failed (spec §8: "API Failure"). */
export class UpstreamFailed extends Schema.TaggedError<UpstreamFailed>()("UpstreamFailed", {
  service: Schema.String,
}) {}

/** Data needed for a screen could not be read from an outside service (spec §8 POG). */
export class DataFetchFailed extends Schema.TaggedError<DataFetchFailed>()("DataFetchFailed", {
  resource: Schema.String,
}) {}
