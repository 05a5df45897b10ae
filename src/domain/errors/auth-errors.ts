import { Schema } from "effect";

/** The phone number being verified is already linked to another account (spec §8: 409). */
export class PhoneNumberAlreadyExists extends Schema.TaggedError<PhoneNumberAlreadyExists>()(
  "PhoneNumberAlreadyExists",
  {},
) {}

/** A phone or e-mail verification failed for any other reason (spec §8: "Something went wrong", reload). */
export class VerificationFailed extends Schema.TaggedError<VerificationFailed>()("VerificationFailed", {}) {}

/** The refresh token is unknown, expired, revoked or reused (spec §8: 400, the client logs out). */
export class InvalidRefreshToken extends Schema.TaggedError<InvalidRefreshToken>()(
  "InvalidRefreshToken",
  {},
) {}

/** The bearer token could not be decoded or verified (spec §8: "error decoding token"). */
export class TokenDecodeFailed extends Schema.TaggedError<TokenDecodeFailed>()("TokenDecodeFailed", {}) {}

/** Updating preferences without a token or without a payload (spec §8). */
export class PreferencesTokenMissing extends Schema.TaggedError<PreferencesTokenMissing>()(
  "PreferencesTokenMissing",
  {},
) {}

/** Login attempts are exhausted until the retry gate opens (spec §4 login entry, §9 180,000 ms). */
export class TooManyLoginAttempts extends Schema.TaggedError<TooManyLoginAttempts>()("TooManyLoginAttempts", {
  retryAfterMs: Schema.Number,
}) {}

/** A mutating call by a user with no saved wallet (spec §6, §8: a synthesized 404). */
export class WalletNotFound extends Schema.TaggedError<WalletNotFound>()("WalletNotFound", {
  userId: Schema.String,
}) {}

/** An authenticated call refused because of the user's wallet (spec §8: 422, the wallet error modal). */
export class WalletRejected extends Schema.TaggedError<WalletRejected>()("WalletRejected", {
  userId: Schema.String,
}) {}
