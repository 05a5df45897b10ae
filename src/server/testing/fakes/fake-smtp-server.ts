/**
 * A mail relay on 127.0.0.1 built on the real `smtp-server` library, so the adapter talks real SMTP (EHLO, AUTH,
 * MAIL, RCPT, DATA). It keeps every message raw, plus a small reader for what tests look at: headers and the
 * decoded text part.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

export interface FakeSmtpServerOptions {
  /** When set, AUTH PLAIN/LOGIN with this user and password is required before sending. */
  readonly user?: string;
  readonly password?: string;
  /** Recipients refused at RCPT TO with 550, as a relay does for an unknown mailbox. */
  readonly refusedRecipients?: readonly string[];
}

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  /** The message as transmitted after DATA, CRLF line ends. */
  readonly raw: string;
}

export interface FakeSmtpServer {
  readonly port: number;
  /** `smtp://` URL to configure as `smtpUrl`, with the credentials when there are any. */
  readonly url: string;
  readonly messages: readonly ReceivedMail[];
  close(): Promise<void>;
}

const readStream = async (stream: SMTPServerDataStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const smtpError = (message: string, responseCode: number): Error & { responseCode: number } =>
  Object.assign(new Error(message), { responseCode });

export const startFakeSmtpServer = async (options: FakeSmtpServerOptions = {}): Promise<FakeSmtpServer> => {
  const messages: ReceivedMail[] = [];
  const requiresAuth = options.user !== undefined;
  const refused = new Set((options.refusedRecipients ?? []).map((address) => address.toLowerCase()));

  const server = new SMTPServer({
    logger: false,
    // Plain TCP on loopback: smtp-server's built-in certificate is self-signed, which a client would reject.
    disabledCommands: requiresAuth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !requiresAuth,
    authMethods: ["PLAIN", "LOGIN"],
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
        return;
      }
      callback(smtpError("Invalid username or password", 535));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(smtpError(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`, 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      readStream(stream).then(
        (raw) => {
          messages.push({
            envelopeFrom: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = requiresAuth
    ? `${encodeURIComponent(options.user ?? "")}:${encodeURIComponent(options.password ?? "")}@`
    : "";

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The latest message whose envelope names `recipient` (case-insensitive). */
export const latestMailTo = (
  messages: readonly ReceivedMail[],
  recipient: string,
): ReceivedMail | undefined =>
  messages.findLast((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === recipient.toLowerCase()));

interface MimePart {
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

const parsePart = (raw: string): MimePart => {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

/** A header of the message's top part, unfolded (`Subject`, `To`, ...); encoded words are left as they are. */
export const headerOf = (mail: ReceivedMail, name: string): string | undefined =>
  parsePart(mail.raw).headers.get(name.toLowerCase());

const decodeBody = (part: MimePart): string => {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
};

/** The decoded body of the first part of `mimeType` (`text/plain`, `text/html`), walking multipart bodies. */
export const bodyOf = (mail: ReceivedMail, mimeType: string): string | undefined => {
  const find = (part: MimePart): string | undefined => {
    const contentType = part.headers.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (contentType.toLowerCase().startsWith("multipart/") && boundary !== undefined) {
      const sections = part.body.split(`--${boundary}`).slice(1, -1);
      for (const section of sections) {
        const found = find(parsePart(section.replace(/^\r\n/, "")));
        if (found !== undefined) return found;
      }
      return undefined;
    }
    return contentType.toLowerCase().startsWith(mimeType) ? decodeBody(part) : undefined;
  };
  return find(parsePart(mail.raw));
};

/** The six-digit code in the plain-text body of `mail`. */
export const codeIn = (mail: ReceivedMail): string | undefined =>
  /\b(\d{6})\b/.exec(bodyOf(mail, "text/plain") ?? "")?.[1];

/** The code in the latest message to `recipient`, as a person would read it. */
export const latestCodeTo = (messages: readonly ReceivedMail[], recipient: string): string | undefined => {
  const mail = latestMailTo(messages, recipient);
  return mail === undefined ? undefined : codeIn(mail);
};
