/**
 * One-time codes by phone or e-mail: six random digits, kept as a keyed hash, single use, 10 minutes, dead
 * after 5 wrong tries. Sends are limited per recipient, per IP and per dial-code prefix; tries per address and
 * per recipient and address, so whoever guesses is stopped and the person they aim at still signs in from
 * elsewhere. Under pressure (a busy dial-code budget, many sends to or tries of one recipient) a send pays a
 * proof of work instead of being refused. The answer never depends on whether the recipient has an account.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_WRONG_ATTEMPTS,
  SIGN_IN_CODE_MAX_WRONG_ATTEMPTS_UNDER_PRESSURE,
  SIGN_IN_CODE_RESEND_AFTER_MS,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_LIMITS,
} from "@/domain/constants/sign-in";
import {
  CodeDeliveryFailed,
  CodeExpired,
  CodeInvalid,
  SignInMethodNotConfigured,
  TooManyLoginAttempts,
  type ProofOfWorkRequired,
} from "@/domain/errors/auth-errors";
import { parseMobileNumber } from "@/domain/validation/phone-rules";
import {
  AuthRepository,
  type CodeChallengeRow,
  type DevInboxMessage,
} from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";
import type { CodeChannel, CodeDelivery, CodePurpose } from "@/server/providers/messaging/code-delivery";
import { AbuseLimits, type LimitedKey } from "@/server/services/auth/abuse-limits";
import { SignInProofsOfWork } from "@/server/services/auth/proofs-of-work";

export interface CodeDeliveries {
  /** Delivers phone codes (dev inbox, WhatsApp Cloud API or Twilio Verify); undefined: not offered. */
  readonly phone: CodeDelivery | undefined;
  /** The phone channels `phone` can use, the preferred first. */
  readonly phoneChannels: readonly Exclude<CodeChannel, "email">[];
  /** Delivers e-mail codes (dev inbox or SMTP); undefined: not offered. */
  readonly email: CodeDelivery | undefined;
}

export interface StartCode {
  readonly purpose: CodePurpose;
  readonly channel: CodeChannel;
  /** E.164 number or lower-case e-mail address. */
  readonly recipient: string;
  /** The calling code (`+91`) of a phone recipient, for the SMS-pumping limit. */
  readonly dialPrefix?: string;
  readonly userId?: string;
  readonly locale: string;
  readonly ip: string;
  /** The solved challenge of an earlier `ProofOfWorkRequired`, when the send is tried again with it. */
  readonly proofOfWork?: ProofOfWork | undefined;
}

export interface ChallengeView {
  readonly challengeId: string;
  readonly channel: CodeChannel;
  readonly recipient: string;
  readonly expiresAt: string;
  readonly resendAvailableAt: string;
  readonly codeLength: 6;
}

/** The purposes a code is checked for unless the caller names others: signing in and verifying the account. */
const SIGN_IN_PURPOSES: readonly CodePurpose[] = ["login", "verify-phone", "verify-email"];

const CODE_PEPPER_SECRET = "sign-in-code-pepper";

/** How long a counted event is kept: past the longest limit window, no limit looks at it any more. */
const EVENTS_KEPT_MS = Math.max(...Object.values(SIGN_IN_LIMITS).map((limit) => limit.windowMs)) + 60_000;

export const maskRecipient = (recipient: string): string => {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient[0] ?? ""}•••${recipient.slice(at)}`;
  return `${recipient.slice(0, Math.max(1, recipient.length - 10))}••••••${recipient.slice(-3)}`;
};

const viewOf = (row: CodeChallengeRow): ChallengeView => ({
  challengeId: row.id,
  channel: row.channel as CodeChannel,
  recipient: maskRecipient(row.recipient),
  expiresAt: row.expiresAt.toISOString(),
  resendAvailableAt: new Date(row.lastSentAt.getTime() + SIGN_IN_CODE_RESEND_AFTER_MS).toISOString(),
  codeLength: SIGN_IN_CODE_LENGTH,
});

/*
 * Keys end with the recipient where they hold one, so that erasing an account forgets them
 * (AuthRepository.forgetRecipient).
 */
const triesOfRecipient = (recipient: string) => `tries:recipient:${recipient}`;

const sendLimitKeys = (recipient: string, ip: string, dialPrefix: string | undefined): LimitedKey[] => [
  { key: `send:recipient:${recipient}`, limit: SIGN_IN_LIMITS.sendsPerRecipientBurst },
  { key: `send-day:recipient:${recipient}`, limit: SIGN_IN_LIMITS.sendsPerRecipientDay },
  { key: `send:ip:${ip}`, limit: SIGN_IN_LIMITS.sendsPerIp },
  ...(dialPrefix === undefined
    ? []
    : [{ key: `send:prefix:${dialPrefix}`, limit: SIGN_IN_LIMITS.sendsPerDialPrefix }]),
  // Past the cap of tries of its codes, only codes sent with a proof of work are checked: so sending one needs it.
  { key: triesOfRecipient(recipient), limit: SIGN_IN_LIMITS.codeTriesPerRecipient, counted: false },
];

const tryLimitKeys = (recipient: string, ip: string): LimitedKey[] => [
  { key: `tries:ip:${ip}`, limit: SIGN_IN_LIMITS.codeTriesPerAddress },
  { key: `tries:ip-recipient:${ip}:${recipient}`, limit: SIGN_IN_LIMITS.codeTriesPerRecipientAndAddress },
  { key: triesOfRecipient(recipient), limit: SIGN_IN_LIMITS.codeTriesPerRecipient },
];

export type SendRefused =
  TooManyLoginAttempts | ProofOfWorkRequired | CodeDeliveryFailed | SignInMethodNotConfigured;

export class SignInCodes extends Context.Service<
  SignInCodes,
  {
    /** The phone channels the configured provider can use, the preferred first (none: no phone sign-in). */
    readonly phoneChannels: readonly Exclude<CodeChannel, "email">[];
    /** Whether e-mail codes can be sent. */
    readonly emailOffered: boolean;
    /** Counts one sign-in attempt (a wallet or Telegram proof) against the caller's IP limit. */
    spendAttempt(ip: string): Effect.Effect<void, TooManyLoginAttempts>;
    /** What the dev inbox holds, newest first. */
    listDevInbox(recipient: string | undefined, limit: number): Effect.Effect<readonly DevInboxMessage[]>;
    start(input: StartCode): Effect.Effect<ChallengeView, SendRefused>;
    resend(
      challengeId: string,
      ip: string,
      proofOfWork?: ProofOfWork,
    ): Effect.Effect<ChallengeView, SendRefused | CodeExpired>;
    /**
     * Checks the code and uses the challenge up; answers it when right. A challenge that belongs to an account
     * (verify-phone, verify-email) only counts for that account's own `caller`. `TooManyLoginAttempts` is about
     * the caller's address (its tries, or its tries of this recipient); past the recipient's cap of tries, a
     * code sent without a proof of work answers `CodeExpired`, so the person asks for a new one. A challenge
     * of a purpose outside `purposes` is `CodeExpired` too (a clan chief's code never signs anyone in).
     */
    check(
      challengeId: string,
      code: string,
      ip: string,
      channels: readonly CodeChannel[],
      caller: string | undefined,
      purposes?: readonly CodePurpose[],
    ): Effect.Effect<CodeChallengeRow, CodeInvalid | CodeExpired | TooManyLoginAttempts>;
    /** Drops the counted events no limit looks at any more as of `now` (the account-erasure job's sweep). */
    pruneExpiredEvents(now: Date): Effect.Effect<void>;
  }
>()("kleos/server/services/auth/SignInCodes") {
  /** The limits are its own (built with it): nothing else counts sign-in events. */
  static readonly layer = (deliveries: CodeDeliveries) =>
    Layer.effect(
      SignInCodes,
      Effect.gen(function* () {
        const auth = yield* AuthRepository;
        const limits = yield* AbuseLimits;
        const proofs = yield* SignInProofsOfWork;
        const pepper = yield* auth.secret(CODE_PEPPER_SECRET, () => randomBytes(32).toString("hex"));
        const hashCode = (challengeId: string, code: string): string =>
          createHmac("sha256", pepper).update(`${challengeId}:${code}`).digest("hex");
        const deliveryFor = (
          channel: CodeChannel,
        ): Effect.Effect<CodeDelivery, SignInMethodNotConfigured> => {
          const delivery = channel === "email" ? deliveries.email : deliveries.phone;
          return delivery === undefined
            ? Effect.fail(new SignInMethodNotConfigured({ method: channel === "email" ? "email" : "phone" }))
            : Effect.succeed(delivery);
        };

        /** Sends a fresh code for the challenge; answers the hash to store (null when the service keeps it). */
        const deliver = (
          delivery: CodeDelivery,
          challengeId: string,
          input: Pick<StartCode, "channel" | "recipient" | "purpose" | "locale">,
        ): Effect.Effect<string | null, CodeDeliveryFailed> => {
          const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
          const message = { ...input, code, validMinutes: SIGN_IN_CODE_TTL_MS / 60_000 };
          if (delivery.kind === "inbox")
            return delivery
              .send(message)
              .pipe(Effect.provideService(AuthRepository, auth), Effect.as(hashCode(challengeId, code)));
          return Effect.tryPromise({
            try: async () => {
              if (delivery.kind === "verifier") {
                await delivery.start({
                  channel: input.channel,
                  recipient: input.recipient,
                  locale: input.locale,
                });
                return null;
              }
              await delivery.send(message);
              return hashCode(challengeId, code);
            },
            catch: () => new CodeDeliveryFailed({ channel: input.channel }),
          }).pipe(Effect.tapError(() => Effect.logWarning(`Delivering a code by ${delivery.name} failed`)));
        };

        /**
         * Counts a send against its limits; answers whether it paid a proof of work. A proof that is sent must
         * hold (signed here, solved, in time, first use): any other gets a fresh challenge, as does a send that
         * needs a proof and came without one.
         */
        const spendSend = (
          keys: readonly LimitedKey[],
          proofOfWork: ProofOfWork | undefined,
        ): Effect.Effect<boolean, TooManyLoginAttempts | ProofOfWorkRequired> =>
          Effect.gen(function* () {
            const proven = proofOfWork !== undefined && (yield* proofs.redeem(proofOfWork));
            if (proofOfWork !== undefined && !proven) return yield* proofs.demand();
            yield* limits
              .spendUnderPressure(keys, proven)
              .pipe(Effect.catchTag("ProofOfWorkNeeded", () => proofs.demand()));
            return proven;
          });

        const channelFor = (requested: CodeChannel): CodeChannel =>
          requested === "email" || deliveries.phoneChannels.includes(requested)
            ? requested
            : (deliveries.phoneChannels[0] ?? "sms");

        return SignInCodes.of(
          traced("SignInCodes", {
            phoneChannels: deliveries.phoneChannels,
            emailOffered: deliveries.email !== undefined,
            spendAttempt: (ip: string) =>
              limits.spend([{ key: `attempt:ip:${ip}`, limit: SIGN_IN_LIMITS.attemptsPerIp }]),
            listDevInbox: (recipient: string | undefined, limit: number) =>
              auth.listDevInbox(recipient, limit),
            start: (input: StartCode) =>
              Effect.gen(function* () {
                const channel = channelFor(input.channel);
                const delivery = yield* deliveryFor(channel);
                const proven = yield* spendSend(
                  sendLimitKeys(input.recipient, input.ip, input.dialPrefix),
                  input.proofOfWork,
                );
                const now = yield* Clock.currentTimeMillis;
                const row = yield* auth.insertChallenge({
                  purpose: input.purpose,
                  channel,
                  recipient: input.recipient,
                  userId: input.userId ?? null,
                  provider: delivery.name,
                  lastSentAt: new Date(now),
                  expiresAt: new Date(now + SIGN_IN_CODE_TTL_MS),
                  locale: input.locale,
                });
                const codeHash = yield* deliver(delivery, row.id, { ...input, channel });
                const stored = yield* auth.recordResend(row.id, {
                  codeHash,
                  lastSentAt: row.lastSentAt,
                  expiresAt: row.expiresAt,
                  sentWithProofOfWork: proven,
                });
                return viewOf({ ...stored, sendCount: 1 });
              }),

            resend: (challengeId: string, ip: string, proofOfWork?: ProofOfWork) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const row = yield* auth.findChallenge(challengeId);
                if (row === undefined || row.consumedAt !== null) return yield* new CodeExpired();
                const waitMs = row.lastSentAt.getTime() + SIGN_IN_CODE_RESEND_AFTER_MS - now;
                if (waitMs > 0) return yield* new TooManyLoginAttempts({ retryAfterMs: waitMs });
                const delivery = yield* deliveryFor(row.channel as CodeChannel);
                const dialPrefix = parseMobileNumber(row.recipient)?.callingCode;
                const proven = yield* spendSend(sendLimitKeys(row.recipient, ip, dialPrefix), proofOfWork);
                const codeHash = yield* deliver(delivery, row.id, {
                  channel: row.channel as CodeChannel,
                  recipient: row.recipient,
                  purpose: row.purpose as CodePurpose,
                  locale: row.locale,
                });
                const stored = yield* auth.recordResend(row.id, {
                  codeHash,
                  lastSentAt: new Date(now),
                  expiresAt: new Date(now + SIGN_IN_CODE_TTL_MS),
                  sentWithProofOfWork: proven,
                });
                return viewOf(stored);
              }),

            check: (
              challengeId: string,
              code: string,
              ip: string,
              channels: readonly CodeChannel[],
              caller: string | undefined,
              purposes: readonly CodePurpose[] = SIGN_IN_PURPOSES,
            ) =>
              Effect.gen(function* () {
                yield* limits.spend([{ key: `attempt:ip:${ip}`, limit: SIGN_IN_LIMITS.attemptsPerIp }]);
                const now = yield* Clock.currentTimeMillis;
                const row = yield* auth.findChallenge(challengeId);
                if (
                  row === undefined ||
                  !purposes.includes(row.purpose as CodePurpose) ||
                  !channels.includes(row.channel as CodeChannel) ||
                  (row.userId !== null && row.userId !== caller) ||
                  row.consumedAt !== null ||
                  row.expiresAt.getTime() <= now ||
                  row.wrongAttempts >= SIGN_IN_CODE_MAX_WRONG_ATTEMPTS
                ) {
                  return yield* new CodeExpired();
                }
                // Counted before the code is judged, so that concurrent tries cannot slip past a limit.
                const { underPressure } = yield* limits
                  .spendUnderPressure(tryLimitKeys(row.recipient, ip), row.sentWithProofOfWork)
                  .pipe(Effect.catchTag("ProofOfWorkNeeded", () => Effect.fail(new CodeExpired())));
                const maxTries = underPressure
                  ? SIGN_IN_CODE_MAX_WRONG_ATTEMPTS_UNDER_PRESSURE
                  : SIGN_IN_CODE_MAX_WRONG_ATTEMPTS;
                const tries = yield* auth.takeTry(row.id, maxTries);
                if (tries === undefined) return yield* new CodeExpired();
                const delivery = row.channel === "email" ? deliveries.email : deliveries.phone;
                const right =
                  row.codeHash === null
                    ? delivery?.kind === "verifier" &&
                      (yield* Effect.promise(() => delivery.check({ recipient: row.recipient, code })))
                    : timingSafeEqual(
                        Buffer.from(row.codeHash, "hex"),
                        Buffer.from(hashCode(row.id, code), "hex"),
                      );
                // The last wrong try says so (0 left), so the person is told the code is used up, not expired.
                if (!right) return yield* new CodeInvalid({ attemptsLeft: Math.max(0, maxTries - tries) });
                // Two requests with the right code at once: only one signs in.
                if (!(yield* auth.consumeChallenge(row.id, new Date(now)))) return yield* new CodeExpired();
                return row;
              }),

            pruneExpiredEvents: (now: Date) =>
              auth.pruneEventsBefore(new Date(now.getTime() - EVENTS_KEPT_MS)),
          }),
        );
      }),
    ).pipe(Layer.provide(SignInProofsOfWork.layer.pipe(Layer.provideMerge(AbuseLimits.layer))));
}
