import { Schema } from "effect";

/** An analytics range whose last day is before its first, or longer than MAX_ANALYTICS_RANGE_DAYS. */
export class AnalyticsRangeInvalid extends Schema.TaggedError<AnalyticsRangeInvalid>()(
  "AnalyticsRangeInvalid",
  {
    from: Schema.String,
    to: Schema.String,
    maxDays: Schema.Number,
  },
) {}
