import { Schema } from "effect";

/** No partner client has this id. */
export class ThirdPartyClientNotFound extends Schema.TaggedError<ThirdPartyClientNotFound>()(
  "ThirdPartyClientNotFound",
  { clientId: Schema.String },
) {}

/** A partner's server named an unknown client or the wrong secret. */
export class ThirdPartyClientUnauthorized extends Schema.TaggedError<ThirdPartyClientUnauthorized>()(
  "ThirdPartyClientUnauthorized",
  { clientId: Schema.String },
) {}

/**
 * A handoff code that cannot be traded: unknown, made for another client, expired or already used. One
 * error for all four, so a caller learns nothing about codes it does not hold.
 */
export class HandoffCodeInvalid extends Schema.TaggedError<HandoffCodeInvalid>()("HandoffCodeInvalid", {
  clientId: Schema.String,
}) {}

/** A partner redirect URL that may not be registered (not https, or not loopback http outside production). */
export class RedirectUrlNotAllowed extends Schema.TaggedError<RedirectUrlNotAllowed>()(
  "RedirectUrlNotAllowed",
  { redirectUrl: Schema.String },
) {}
