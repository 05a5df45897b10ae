/**
 * Sign-in limits (ARCHITECTURE.md security stance; the 180 s gate is spec §9's login retry delay). Limits
 * count within a sliding window; past one, the answer is `TooManyLoginAttempts` until the window frees up.
 */
import { LOGIN_RETRY_DELAY_MS } from "@/domain/constants/timings";

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
/** A code dies after this many wrong tries. */
export const SIGN_IN_CODE_MAX_WRONG_ATTEMPTS = 5;
/** Past the recipient's cap of tries (`codeTriesPerRecipient`), a code sent with a proof of work dies after one. */
export const SIGN_IN_CODE_MAX_WRONG_ATTEMPTS_UNDER_PRESSURE = 1;
/** How long before the same challenge may be sent again. */
export const SIGN_IN_CODE_RESEND_AFTER_MS = 30_000;

/** Wallet sign-in messages expire after this long. */
export const WALLET_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** A Telegram login widget answer older than this is refused. */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 60 * 60;
/** An OpenID Connect sign-in must come back within this long. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** A deletion request is carried out (personal data erased) after this grace period. */
export const ACCOUNT_DELETION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

export interface SlidingLimit {
  /** Events the window may hold: past it, the answer is `TooManyLoginAttempts` until the window frees up. */
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Events the window holds before the next one needs a proof of work (below `limit`): the pressure point of a
   * budget that is shared, so whoever pushes past it pays, rather than everyone being refused.
   */
  readonly proofOfWorkFrom?: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * Keyed to whoever makes the requests, so an attacker's tries stop the attacker, not the person they aim at:
 * tries of codes count per address and per recipient and address together; the recipient's own count only
 * asks for proofs of work. Bound on guessing one recipient's codes: 50 tries an hour from any number of
 * addresses, then one try per code sent with a proof of work, and such sends pass the 180 s gate (three per
 * 180 s, 60 an hour): at most 110 guesses an hour against 10^6 codes, 60 of them paid for one by one.
 */
export const SIGN_IN_LIMITS = {
  /** Codes sent to one phone number or e-mail address: the spec's 180 s gate after three. */
  sendsPerRecipientBurst: { limit: 3, windowMs: LOGIN_RETRY_DELAY_MS },
  /** Past ten codes in a day to one recipient, each more needs a proof of work. */
  sendsPerRecipientDay: { limit: 100, windowMs: 24 * HOUR, proofOfWorkFrom: 10 },
  /**
   * Codes sent from one address. Mobile carriers and college Wi-Fi put many gamers behind one address, so past
   * twenty an hour each send pays a proof of work instead of being refused; `limit` is the ceiling that
   * keeps one address from spending what a country's budget allows.
   */
  sendsPerIp: { limit: 200, windowMs: HOUR, proofOfWorkFrom: 20 },
  /**
   * Against SMS pumping: a sliding budget of codes sent to one calling code (+91, +55, ...) from everyone
   * together. Past `proofOfWorkFrom` every send pays a proof of work, so a handful of addresses cannot use the
   * budget up for a whole country; `limit` is the ceiling that caps what messages cost.
   */
  sendsPerDialPrefix: { limit: 3000, windowMs: HOUR, proofOfWorkFrom: 300 },
  /** Tries of codes for one recipient from one address: that address is then refused, no one else. */
  codeTriesPerRecipientAndAddress: { limit: 10, windowMs: HOUR },
  /** Tries of codes from one address, whatever the recipient. */
  codeTriesPerAddress: { limit: 30, windowMs: HOUR },
  /**
   * Tries of one recipient's codes from every address together. Past `proofOfWorkFrom`, only codes sent with a
   * proof of work are checked, once each, and new sends to the recipient need one; `limit` is a backstop the
   * bound above never reaches.
   */
  codeTriesPerRecipient: { limit: 200, windowMs: HOUR, proofOfWorkFrom: 50 },
  /** Sign-in attempts (code checks, wallet and Telegram proofs) from one IP. */
  attemptsPerIp: { limit: 60, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, SlidingLimit>;

/**
 * The proof of work a send pays under pressure: an ALTCHA v2 challenge (PBKDF2/SHA-256, which browsers run
 * natively through Web Crypto). A solver tries counters from 0 up to a secret one between `counterMin` and
 * `counterMax`, each a PBKDF2 of `cost` rounds: about a second on a phone, and the same for every send a bot
 * makes. The server checks a solution with one HMAC.
 */
export const SIGN_IN_PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1000,
  counterMin: 500,
  counterMax: 1500,
  /** A challenge must be solved and used within this long; each solution counts once. */
  ttlMs: 10 * 60 * 1000,
} as const;
