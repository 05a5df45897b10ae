/**
 * A stand-in for Twilio Verify v2 on 127.0.0.1: `Verifications` and `VerificationCheck` of one service, with
 * HTTP Basic auth, form-encoded requests and Twilio's JSON answers and error bodies. It makes a six-digit code per
 * `To` that tests read with `codeFor`, and keeps Twilio's limits: five sends and five checks per verification, a
 * 404 (20404) once nothing is pending, and a 404 for a locale Twilio does not translate into.
 */
import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeTwilioVerifyOptions {
  readonly accountSid: string;
  readonly authToken: string;
  readonly serviceSid: string;
  /** Numbers Twilio refuses for SMS as landlines (60205). */
  readonly landlines?: readonly string[];
}

/** What the fake received on each accepted request, form fields as sent. */
export interface FakeTwilioRequest {
  readonly resource: "Verifications" | "VerificationCheck";
  readonly form: Readonly<Record<string, string>>;
}

export interface FakeTwilioVerify {
  /** Base to configure as `apiBase`. */
  readonly url: string;
  readonly requests: readonly FakeTwilioRequest[];
  /** The code of the verification pending for `to`, if any. */
  codeFor(to: string): string | undefined;
  close(): Promise<void>;
}

const CHANNELS = new Set(["sms", "call", "email", "whatsapp", "sna"]);

const LOCALES = new Set([
  "af", "ar", "ca", "zh", "zh-cn", "zh-hk", "hr", "cs", "da", "nl", "en", "en-gb", "et", "fi", "fr", "de", "el",
  "he", "hi", "hu", "id", "it", "ja", "kn", "ko", "lt", "ms", "mr", "nb", "pl", "pt", "pt-br", "ro", "ru", "sk",
  "es", "sv", "tl", "te", "th", "tr", "uk", "vi",
]); // prettier-ignore

const MAX_SENDS = 5;
const MAX_CHECKS = 5;

interface Verification {
  readonly sid: string;
  readonly to: string;
  readonly channel: string;
  readonly code: string;
  readonly createdAt: string;
  sends: number;
  checks: number;
}

interface TwilioError {
  readonly status: number;
  readonly code: number;
  readonly message: string;
}

const sidOf = (prefix: string): string => `${prefix}${randomBytes(16).toString("hex")}`;

const readForm = async (request: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
};

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const answerError = (response: ServerResponse, error: TwilioError): void => {
  answer(response, error.status, {
    code: error.code,
    message: error.message,
    more_info: `https://www.twilio.com/docs/errors/${error.code}`,
    status: error.status,
  });
};

const invalidParameter = (name: string, value: string | undefined): TwilioError => ({
  status: 400,
  code: 60200,
  message: `Invalid parameter \`${name}\`: ${value ?? ""}`,
});

export const startFakeTwilioVerify = async (options: FakeTwilioVerifyOptions): Promise<FakeTwilioVerify> => {
  const requests: FakeTwilioRequest[] = [];
  const pending = new Map<string, Verification>();
  const expectedAuthorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const servicePath = `/v2/Services/${options.serviceSid}`;

  const describe = (verification: Verification, status: string) => ({
    sid: verification.sid,
    service_sid: options.serviceSid,
    account_sid: options.accountSid,
    to: verification.to,
    channel: verification.channel,
    status,
    valid: status === "approved",
    amount: null,
    payee: null,
    date_created: verification.createdAt,
    date_updated: new Date().toISOString(),
  });

  const startVerification = (form: Record<string, string>): TwilioError | Verification => {
    const to = form["To"];
    const channel = form["Channel"];
    if (channel === undefined || !CHANNELS.has(channel)) return invalidParameter("Channel", channel);
    const isEmail = channel === "email";
    if (to === undefined || !(isEmail ? /^[^@\s]+@[^@\s]+$/.test(to) : /^\+[1-9]\d{6,14}$/.test(to)))
      return invalidParameter("To", to);
    const locale = form["Locale"];
    if (locale !== undefined && !LOCALES.has(locale))
      return {
        status: 404,
        code: 20404,
        message: `The requested resource ${servicePath}/Verifications was not found`,
      };
    if (channel === "sms" && options.landlines?.includes(to))
      return { status: 400, code: 60205, message: "SMS is not supported by landline phone number" };
    const existing = pending.get(to);
    if (existing !== undefined) {
      if (existing.sends >= MAX_SENDS)
        return { status: 429, code: 60203, message: "Max send attempts reached" };
      existing.sends += 1;
      return existing;
    }
    const verification: Verification = {
      sid: sidOf("VE"),
      to,
      channel,
      code: String(randomInt(0, 1_000_000)).padStart(6, "0"),
      createdAt: new Date().toISOString(),
      sends: 1,
      checks: 0,
    };
    pending.set(to, verification);
    return verification;
  };

  const checkVerification = (form: Record<string, string>): TwilioError | ReturnType<typeof describe> => {
    const to = form["To"];
    const code = form["Code"];
    if (to === undefined) return invalidParameter("To", to);
    if (code === undefined || !/^[0-9A-Za-z]{4,10}$/.test(code)) return invalidParameter("Code", code);
    const verification = pending.get(to);
    if (verification === undefined)
      return {
        status: 404,
        code: 20404,
        message: `The requested resource ${servicePath}/VerificationCheck was not found`,
      };
    if (verification.checks >= MAX_CHECKS)
      return { status: 429, code: 60202, message: "Max check attempts reached" };
    verification.checks += 1;
    if (code !== verification.code) return describe(verification, "pending");
    pending.delete(to);
    return describe(verification, "approved");
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.headers.authorization !== expectedAuthorization) {
      return answerError(response, { status: 401, code: 20003, message: "Authenticate" });
    }
    const resource = path.slice(servicePath.length + 1);
    if (
      request.method !== "POST" ||
      !path.startsWith(`${servicePath}/`) ||
      (resource !== "Verifications" && resource !== "VerificationCheck")
    ) {
      return answerError(response, {
        status: 404,
        code: 20404,
        message: `The requested resource ${path} was not found`,
      });
    }
    if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      return answerError(response, { status: 400, code: 20001, message: "Expected a form-encoded body" });
    }
    const form = await readForm(request);
    requests.push({ resource, form });
    if (resource === "Verifications") {
      const result = startVerification(form);
      if ("status" in result) return answerError(response, result);
      return answer(response, 201, {
        ...describe(result, "pending"),
        lookup: { carrier: null },
        send_code_attempts: Array.from({ length: result.sends }, () => ({
          attempt_sid: sidOf("VL"),
          channel: result.channel,
          time: new Date().toISOString(),
        })),
        sna: null,
        url: `${servicePath}/Verifications/${result.sid}`,
      });
    }
    const result = checkVerification(form);
    if (!("sid" in result)) return answerError(response, result);
    return answer(response, 200, result);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    codeFor: (to) => pending.get(to)?.code,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
