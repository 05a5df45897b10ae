/**
 * Signing in as a test user the way a person does on a fresh machine: ask for a phone code, read it from the
 * dev inbox, send it back. Answers the bearer tokens (the request does not say `source: website`).
 */
import type { FastifyInstance } from "fastify";

export interface TestSession {
  readonly userId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly phoneNumber: string;
  readonly authorization: { readonly authorization: string };
}

let nextNumber = 0;

/** A fresh valid Indian mobile number (+91 9xxxxxxxxx) per call, so tests do not share accounts. */
export const freshIndianNumber = (): string => {
  nextNumber += 1;
  return `+919${String(100_000_000 + ((process.pid * 7919 + nextNumber * 104_729) % 900_000_000)).slice(0, 9)}`;
};

/** The newest code the dev inbox holds for `recipient`. */
export const codeFromDevInbox = async (app: FastifyInstance, recipient: string): Promise<string> => {
  const inbox = await app.inject({
    url: `/api/dev-inbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const text = inbox.json<{ items: { text: string }[] }>().items[0]?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`No code in the dev inbox for ${recipient}: ${inbox.body}`);
  return code;
};

export const signInByPhone = async (
  app: FastifyInstance,
  phoneNumber: string = freshIndianNumber(),
  remoteAddress = "127.0.0.1",
): Promise<TestSession> => {
  const started = await app.inject({
    method: "POST",
    url: "/api/authentication/login?source=website&region=IN",
    payload: { waId: phoneNumber.replace("+", ""), platform: "web" },
    remoteAddress,
  });
  if (started.statusCode !== 201) throw new Error(`Phone login did not start: ${started.body}`);
  const { challengeId } = started.json<{ challengeId: string }>();
  const code = await codeFromDevInbox(app, phoneNumber);
  const verified = await app.inject({
    method: "POST",
    url: "/api/authentication/verify",
    payload: { challengeId, code },
    remoteAddress,
  });
  if (verified.statusCode !== 201) throw new Error(`Phone code was refused: ${verified.body}`);
  const session = verified.json<{ user: { id: string }; accessToken: string; refreshToken: string }>();
  return {
    userId: session.user.id,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    phoneNumber,
    authorization: { authorization: `Bearer ${session.accessToken}` },
  };
};
