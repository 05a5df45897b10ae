/**
 * Delivers e-mail codes through an SMTP relay with nodemailer: a plain-text and a simple HTML version of the same
 * short message. Connections are pooled because sign-in codes come in bursts and a fresh TLS handshake and login
 * per message would add seconds; `close()` ends the pool at shutdown.
 */
import { createTransport } from "nodemailer";
import {
  type CodePurpose,
  type CodeSender,
  DeliveryFailed,
  type OutgoingCode,
} from "@/server/providers/messaging/code-delivery";

export interface SmtpSenderOptions {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://...:465`. */
  readonly smtpUrl: string;
  /** The From header, e.g. `Kleos <no-reply@kleos.gg>`. */
  readonly from: string;
}

export interface SmtpSender extends CodeSender {
  /** Sends a plain-text notice (a notification the gamer chose to get by e-mail) over the same pool. */
  sendNotice(to: string, subject: string, text: string): Promise<void>;
  /** Closes the pooled connections, at shutdown: a message sent afterwards fails with `DeliveryFailed`. */
  close(): Promise<void>;
}

const PROVIDER = "smtp";

interface Wording {
  readonly subject: string;
  readonly lead: string;
}

// English only for now: the message catalogue lives with the web app and the server has no translations yet.
const WORDING: Readonly<Record<CodePurpose, Wording>> = {
  login: { subject: "Your Kleos sign-in code", lead: "Use this code to sign in to Kleos:" },
  "verify-email": {
    subject: "Confirm your e-mail address for Kleos",
    lead: "Use this code to confirm your e-mail address on Kleos:",
  },
  "verify-phone": {
    subject: "Confirm your phone number for Kleos",
    lead: "Use this code to confirm your phone number on Kleos:",
  },
  "verify-clan-chief": {
    subject: "Confirm your clan chief phone number for Kleos",
    lead: "Use this code to confirm your phone number as a clan chief on Kleos:",
  },
  "confirm-withdrawal": {
    subject: "Confirm your Kleos withdrawal",
    lead: "Use this code to confirm your withdrawal from Kleos. If you did not ask to withdraw, change your password and contact support:",
  },
};

const NOBODY_ASKS = "Nobody from Kleos will ever ask you for this code. Do not share it with anyone.";
const NOT_YOU = "If you did not ask for it, you can ignore this e-mail.";

const validity = (minutes: number): string =>
  `It is valid for ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export interface CodeEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The subject, plain text and HTML of the e-mail carrying `message.code`. */
export const composeCodeEmail = (message: OutgoingCode): CodeEmail => {
  const { subject, lead } = WORDING[message.purpose];
  const lines = [lead, message.code, validity(message.validMinutes), NOBODY_ASKS, NOT_YOU];
  const text = `${lead}\n\n${message.code}\n\n${validity(message.validMinutes)}\n\n${NOBODY_ASKS}\n${NOT_YOU}\n`;
  const [leadHtml, codeHtml, validityHtml, nobodyHtml, notYouHtml] = lines.map(escapeHtml);
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #111; line-height: 1.5">',
    `<p>${leadHtml ?? ""}</p>`,
    `<p style="font-size: 28px; font-weight: 700; letter-spacing: 4px; font-family: ui-monospace, monospace">${codeHtml ?? ""}</p>`,
    `<p>${validityHtml ?? ""}</p>`,
    `<p>${nobodyHtml ?? ""}<br>${notYouHtml ?? ""}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
};

const describeError = (cause: unknown): string => {
  if (!(cause instanceof Error)) return String(cause);
  const { code, command } = cause as Error & { code?: unknown; command?: unknown };
  const prefix = [code, command].filter((part) => typeof part === "string" && part !== "").join(" ");
  return prefix === "" ? cause.message : `${prefix}: ${cause.message}`;
};

export const makeSmtpSender = (options: SmtpSenderOptions): SmtpSender => {
  const transport = createTransport({
    url: options.smtpUrl,
    pool: true,
    // nodemailer waits minutes by default; a person is waiting for this code.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  const send = async (message: OutgoingCode): Promise<void> => {
    const { subject, text, html } = composeCodeEmail(message);
    try {
      await transport.sendMail({ from: options.from, to: message.recipient, subject, text, html });
    } catch (cause) {
      throw new DeliveryFailed(PROVIDER, describeError(cause));
    }
  };

  const sendNotice = async (to: string, subject: string, text: string): Promise<void> => {
    try {
      await transport.sendMail({ from: options.from, to, subject, text });
    } catch (cause) {
      throw new DeliveryFailed(PROVIDER, describeError(cause));
    }
  };

  // A message still being delivered finishes first; idle connections close at once.
  const close = async (): Promise<void> => {
    transport.close();
  };

  return { kind: "sender", name: PROVIDER, send, sendNotice, close };
};
