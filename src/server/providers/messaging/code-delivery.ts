/**
 * How one-time codes reach a person. Kleos makes, stores (hashed) and checks its own codes and hands a
 * `CodeSender` the text to deliver (WhatsApp Cloud API, SMTP), or a `CodeInbox` the message to keep in its own
 * database (the dev inbox). Twilio Verify instead makes and checks the code itself, so it is a `CodeVerifier`:
 * Kleos still counts tries and sends, and asks Twilio whether a code is right.
 */
import type { Effect } from "effect";
import type { AuthRepository } from "@/server/db/repositories/auth-repository";

export type CodeChannel = "whatsapp" | "sms" | "email";

export type CodePurpose =
  "login" | "verify-phone" | "verify-email" | "verify-clan-chief" | "confirm-withdrawal";

export interface OutgoingCode {
  readonly channel: CodeChannel;
  /** E.164 phone number (`+919876543210`) or e-mail address. */
  readonly recipient: string;
  /** Six digits. */
  readonly code: string;
  readonly purpose: CodePurpose;
  /** BCP 47 tag of the language to write in (`en`, `hi`, `pt-BR`). */
  readonly locale: string;
  /** Minutes the code stays valid, for the message text. */
  readonly validMinutes: number;
}

export interface CodeSender {
  readonly kind: "sender";
  readonly name: string;
  /** Delivers the code, or rejects with `DeliveryFailed` when the service refuses or cannot be reached. */
  send(message: OutgoingCode): Promise<void>;
}

export interface CodeVerifier {
  readonly kind: "verifier";
  readonly name: string;
  /** Asks the service to create and send a code to `recipient`. */
  start(request: {
    readonly channel: CodeChannel;
    readonly recipient: string;
    readonly locale: string;
  }): Promise<void>;
  /** Whether `code` is the one the service sent to `recipient` (false for a wrong, expired or used code). */
  check(request: { readonly recipient: string; readonly code: string }): Promise<boolean>;
}

/** Keeps the message in Kleos' own database instead of delivering it (the dev inbox). */
export interface CodeInbox {
  readonly kind: "inbox";
  readonly name: string;
  /** Stores the message, joining the caller's transaction; a database that fails is a defect. */
  send(message: OutgoingCode): Effect.Effect<void, never, AuthRepository>;
}

export type CodeDelivery = CodeSender | CodeVerifier | CodeInbox;

/** The outside service refused the message or could not be reached. `detail` is for logs, never for users. */
export class DeliveryFailed extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider} could not deliver the code: ${detail}`);
    this.name = "DeliveryFailed";
  }
}
