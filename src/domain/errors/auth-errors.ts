import { Schema } from "effect";
import { ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";

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

/** Unlinking a wallet that is not linked to the caller's account (another account's answers the same). */
export class LinkedWalletNotFound extends Schema.TaggedError<LinkedWalletNotFound>()("LinkedWalletNotFound", {
  chain: Schema.String,
  address: Schema.String,
}) {}

/** Unlinking the account's last way to sign in: no verified phone or e-mail and no other linked identity. */
export class LastSignInMethod extends Schema.TaggedError<LastSignInMethod>()("LastSignInMethod", {
  provider: Schema.String,
}) {}

/** An authenticated call refused because of the user's wallet (spec §8: 422, the wallet error modal). */
export class WalletRejected extends Schema.TaggedError<WalletRejected>()("WalletRejected", {
  userId: Schema.String,
}) {}

/** A call that needs a signed-in user came without an access token. */
export class SignInRequired extends Schema.TaggedError<SignInRequired>()("SignInRequired", {}) {}

/** The code does not match; `attemptsLeft` more tries before the code dies (5 in all; 0: this try was the last). */
export class CodeInvalid extends Schema.TaggedError<CodeInvalid>()("CodeInvalid", {
  attemptsLeft: Schema.Number,
}) {}

/** The code's challenge is unknown, used, expired or out of tries: ask for a new code. */
export class CodeExpired extends Schema.TaggedError<CodeExpired>()("CodeExpired", {}) {}

/** The e-mail address being verified is already verified on another account. */
export class EmailAlreadyExists extends Schema.TaggedError<EmailAlreadyExists>()("EmailAlreadyExists", {}) {}

/** A sign-in method with no credentials on this server (no Google client, no Telegram bot). */
export class SignInMethodNotConfigured extends Schema.TaggedError<SignInMethodNotConfigured>()(
  "SignInMethodNotConfigured",
  { method: Schema.String },
) {}

/** A wallet or Telegram sign-in whose proof does not hold (bad signature, wrong domain, used nonce, too old). */
export class SignInProofRejected extends Schema.TaggedError<SignInProofRejected>()("SignInProofRejected", {
  method: Schema.String,
  reason: Schema.String,
}) {}

/**
 * What Steam sent the browser back with does not link an account: cancelled, not from this browser's attempt,
 * expired, for another return URL or OP, or not confirmed by Steam (`check_authentication`).
 */
export class SteamSignInRejected extends Schema.TaggedError<SteamSignInRejected>()("SteamSignInRejected", {
  reason: Schema.String,
}) {}

/** A code could not be delivered: the messaging service refused or is down. */
export class CodeDeliveryFailed extends Schema.TaggedError<CodeDeliveryFailed>()("CodeDeliveryFailed", {
  channel: Schema.String,
}) {}

/**
 * Sending a code needs a proof of work first (the sign-in budget it draws on is under pressure): solve
 * `challenge` and send the same request again with the solution. A forged, used or late solution gets a new one.
 */
export class ProofOfWorkRequired extends Schema.TaggedError<ProofOfWorkRequired>()("ProofOfWorkRequired", {
  challenge: ProofOfWorkChallenge,
}) {}

/** The account has no deletion request. */
export class DeletionRequestNotFound extends Schema.TaggedError<DeletionRequestNotFound>()(
  "DeletionRequestNotFound",
  {},
) {}
