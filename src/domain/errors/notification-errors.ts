import { Schema } from "effect";

/** No notification of the caller has this id. */
export class NotificationNotFound extends Schema.TaggedError<NotificationNotFound>()("NotificationNotFound", {
  notificationId: Schema.String,
}) {}

/** The time zone is not an IANA time zone name. */
export class TimeZoneInvalid extends Schema.TaggedError<TimeZoneInvalid>()("TimeZoneInvalid", {
  timeZone: Schema.String,
}) {}

/** WhatsApp or e-mail was chosen without a verified phone number or e-mail address to send to. */
export class NotificationChannelUnavailable extends Schema.TaggedError<NotificationChannelUnavailable>()(
  "NotificationChannelUnavailable",
  { channel: Schema.Literals(["whatsapp", "email"]) },
) {}

/** A push subscription whose endpoint is no https URL of a known push service, or whose keys have the wrong size. */
export class PushSubscriptionInvalid extends Schema.TaggedError<PushSubscriptionInvalid>()(
  "PushSubscriptionInvalid",
  { reason: Schema.String },
) {}
