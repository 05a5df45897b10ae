/**
 * Twilio Verify: Twilio makes, sends and checks the code (`Verifications`, `VerificationCheck`), so Kleos never
 * sees it. Requests are form-encoded with HTTP Basic auth (Account SID and Auth Token), answers are JSON, and
 * errors are `{ code, message, more_info, status }`.
 */
import {
  type CodeChannel,
  type CodeVerifier,
  DeliveryFailed,
} from "@/server/providers/messaging/code-delivery";

export interface TwilioVerifyOptions {
  /** `https://verify.twilio.com`, without `/v2`. */
  readonly apiBase: string;
  readonly accountSid: string;
  readonly authToken: string;
  readonly verifyServiceSid: string;
  readonly fetch?: typeof fetch;
}

const PROVIDER = "twilio";

// A person waits on the screen for this answer; past this a retry is better than a hung request.
const REQUEST_TIMEOUT_MS = 10_000;

/** Twilio: "The requested resource was not found", the check's answer once no verification is pending. */
const NOT_FOUND = 20404;
/** Twilio: "Max check attempts reached" (a sixth check): this verification can no longer be approved. */
const MAX_CHECK_ATTEMPTS = 60202;

/** The locales Twilio Verify translates its messages into, as Twilio spells them. */
const TWILIO_LOCALES = new Set([
  "af", "ar", "ca", "zh", "zh-cn", "zh-hk", "hr", "cs", "da", "nl", "en", "en-gb", "et", "fi", "fr", "de", "el",
  "he", "hi", "hu", "id", "it", "ja", "kn", "ko", "lt", "ms", "mr", "nb", "pl", "pt", "pt-br", "ro", "ru", "sk",
  "es", "sv", "tl", "te", "th", "tr", "uk", "vi",
]); // prettier-ignore

/**
 * Twilio's locale for a BCP 47 tag (`pt-BR` → `pt-br`, `es-MX` → `es`); English when Twilio has no translation,
 * because Twilio answers 404 to a locale it does not know instead of falling back itself.
 */
export const twilioLocaleOf = (locale: string): string => {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return "en";
  }
  const regional = `${tag.language}-${tag.region ?? ""}`.toLowerCase();
  if (TWILIO_LOCALES.has(regional)) return regional;
  return TWILIO_LOCALES.has(tag.language) ? tag.language : "en";
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

interface TwilioAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/** Twilio's error code, when the answer is a Twilio error body. */
const errorCodeOf = (answer: TwilioAnswer): number | undefined => {
  const code = isRecord(answer.body) ? answer.body["code"] : undefined;
  return typeof code === "number" ? code : undefined;
};

const describeError = (answer: TwilioAnswer): string => {
  const body = answer.body;
  if (!isRecord(body) || errorCodeOf(answer) === undefined) {
    return `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;
  }
  const moreInfo = typeof body["more_info"] === "string" ? ` (${body["more_info"]})` : "";
  return `HTTP ${answer.status}, Twilio error ${String(body["code"])}: ${String(body["message"])}${moreInfo}`;
};

export const makeTwilioVerify = (options: TwilioVerifyOptions): CodeVerifier => {
  const fetchImpl = options.fetch ?? fetch;
  const service = `${options.apiBase.replace(/\/+$/, "")}/v2/Services/${encodeURIComponent(options.verifyServiceSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  const post = async (resource: string, form: Record<string, string>): Promise<TwilioAnswer> => {
    const url = `${service}/${resource}`;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: parseJson(text), text };
    } catch (cause) {
      throw new DeliveryFailed(
        PROVIDER,
        `POST ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
  };

  const isSuccess = (answer: TwilioAnswer): boolean => answer.status >= 200 && answer.status < 300;

  const start = async (request: {
    readonly channel: CodeChannel;
    readonly recipient: string;
    readonly locale: string;
  }): Promise<void> => {
    const answer = await post("Verifications", {
      To: request.recipient,
      Channel: request.channel,
      Locale: twilioLocaleOf(request.locale),
    });
    if (!isSuccess(answer)) throw new DeliveryFailed(PROVIDER, describeError(answer));
    const sid = isRecord(answer.body) ? answer.body["sid"] : undefined;
    if (typeof sid !== "string" || sid === "") {
      throw new DeliveryFailed(
        PROVIDER,
        `HTTP ${answer.status} without a verification sid: ${answer.text.slice(0, 200)}`,
      );
    }
  };

  const check = async (request: { readonly recipient: string; readonly code: string }): Promise<boolean> => {
    const answer = await post("VerificationCheck", { To: request.recipient, Code: request.code });
    if (isSuccess(answer)) {
      const status = isRecord(answer.body) ? answer.body["status"] : undefined;
      if (typeof status !== "string") {
        throw new DeliveryFailed(
          PROVIDER,
          `HTTP ${answer.status} without a status: ${answer.text.slice(0, 200)}`,
        );
      }
      return status === "approved";
    }
    // Expired, already approved, never started or checked too often: the code cannot be right any more.
    const code = errorCodeOf(answer);
    if (
      (answer.status === 404 && code === NOT_FOUND) ||
      (answer.status === 429 && code === MAX_CHECK_ATTEMPTS)
    ) {
      return false;
    }
    throw new DeliveryFailed(PROVIDER, describeError(answer));
  };

  return { kind: "verifier", name: PROVIDER, start, check };
};
