/**
 * Delivers codes through Meta's WhatsApp Cloud API as an authentication-template message: the template
 * (approved in WhatsApp Manager, with a copy-code button) holds the wording, we fill in the code twice, once for
 * the body and once for the button, as Meta documents for authentication templates.
 */
import {
  type CodeSender,
  DeliveryFailed,
  type OutgoingCode,
} from "@/server/providers/messaging/code-delivery";

export interface WhatsAppCloudSenderOptions {
  /** Graph API base with its version, e.g. `https://graph.facebook.com/v21.0`. */
  readonly apiBase: string;
  readonly accessToken: string;
  readonly phoneNumberId: string;
  readonly templateName: string;
  readonly fetch?: typeof fetch;
}

const PROVIDER = "whatsapp";

// A person waits on the screen for this message; past this a retry is better than a hung request.
const REQUEST_TIMEOUT_MS = 10_000;

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * WhatsApp's codes for languages that have one without a region. Operators approve one template per language, so
 * `es-MX` is sent as `es` rather than `es_MX`, which would need its own approved translation.
 */
const WHATSAPP_LANGUAGES = new Set([
  "af", "sq", "ar", "az", "bn", "bg", "ca", "hr", "cs", "da", "nl", "en", "et", "fil", "fi", "fr", "ka", "de",
  "el", "gu", "ha", "he", "hi", "hu", "id", "ga", "it", "ja", "kn", "kk", "ko", "lo", "lv", "lt", "mk", "ms",
  "ml", "mr", "nb", "fa", "pl", "pa", "ro", "ru", "sr", "sk", "sl", "es", "sw", "sv", "ta", "te", "th", "tr",
  "uk", "ur", "uz", "vi", "zu",
]); // prettier-ignore

/** Languages WhatsApp only knows with a region (Portuguese and Chinese differ by country). */
const WHATSAPP_REGIONAL_LANGUAGES = new Set(["pt_BR", "pt_PT", "zh_CN", "zh_HK", "zh_TW", "rw_RW", "ky_KG"]);

/** WhatsApp's template language code for a BCP 47 tag (`pt-BR` → `pt_BR`, `es-MX` → `es`); English when unknown. */
export const whatsAppLanguageOf = (locale: string): string => {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return "en";
  }
  if (WHATSAPP_LANGUAGES.has(tag.language)) return tag.language;
  // `pt` alone and `zh-Hant` carry no region: the likeliest one (pt-BR, zh-TW) picks the translation.
  const region = tag.region ?? tag.maximize().region;
  const regional = `${tag.language}_${region ?? ""}`;
  return WHATSAPP_REGIONAL_LANGUAGES.has(regional) ? regional : "en";
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

/** A Graph error body (`{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`) as a log line. */
const describeGraphError = (status: number, body: unknown, text: string): string => {
  const error = isRecord(body) ? body["error"] : undefined;
  if (!isRecord(error)) return `HTTP ${status}: ${text.slice(0, 200)}`;
  const subcode = error["error_subcode"] === undefined ? "" : `/${String(error["error_subcode"])}`;
  const details = isRecord(error["error_data"]) ? error["error_data"]["details"] : undefined;
  return [
    `HTTP ${status}, Graph error ${String(error["code"])}${subcode} (${String(error["type"])}): ${String(error["message"])}`,
    typeof details === "string" ? ` (${details})` : "",
    `, fbtrace_id ${String(error["fbtrace_id"])}`,
  ].join("");
};

const messageIdOf = (body: unknown): string | undefined => {
  const messages = isRecord(body) ? body["messages"] : undefined;
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  const id = isRecord(first) ? first["id"] : undefined;
  return typeof id === "string" && id !== "" ? id : undefined;
};

export const makeWhatsAppCloudSender = (options: WhatsAppCloudSenderOptions): CodeSender => {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = `${options.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  const send = async (message: OutgoingCode): Promise<void> => {
    if (!E164.test(message.recipient)) {
      throw new DeliveryFailed(
        PROVIDER,
        `the recipient is not an E.164 phone number (channel ${message.channel})`,
      );
    }
    const codeParameter = [{ type: "text", text: message.code }];
    const body = {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: message.recipient.slice(1),
      type: "template",
      template: {
        name: options.templateName,
        language: { code: whatsAppLanguageOf(message.locale) },
        components: [
          { type: "body", parameters: codeParameter },
          { type: "button", sub_type: "url", index: "0", parameters: codeParameter },
        ],
      },
    };

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (cause) {
      throw new DeliveryFailed(
        PROVIDER,
        `POST ${endpoint} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }

    const answer = parseJson(text);
    if (!response.ok || (isRecord(answer) && answer["error"] !== undefined)) {
      throw new DeliveryFailed(PROVIDER, describeGraphError(response.status, answer, text));
    }
    if (messageIdOf(answer) === undefined) {
      throw new DeliveryFailed(
        PROVIDER,
        `HTTP ${response.status} without messages[0].id: ${text.slice(0, 200)}`,
      );
    }
  };

  return { kind: "sender", name: PROVIDER, send };
};

export interface WhatsAppNoticeOptions {
  readonly apiBase: string;
  readonly accessToken: string;
  readonly phoneNumberId: string;
  /** A utility template (approved in WhatsApp Manager) whose body is one parameter: the notification's words. */
  readonly templateName: string;
  readonly fetch?: typeof fetch;
}

// WhatsApp caps a body parameter of a template at 1,024 characters.
const NOTICE_TEXT_MAX = 1024;

/**
 * Sends a notification's words as a utility-template message: outside the 24-hour window a business may only
 * start a conversation with a template, so the wording (already in the gamer's language) fills its one body
 * parameter and the template's translation is picked by the same locale.
 */
export const makeWhatsAppNoticeSender =
  (options: WhatsAppNoticeOptions) =>
  async (to: string, text: string, locale: string): Promise<void> => {
    if (!E164.test(to)) throw new DeliveryFailed(PROVIDER, "the recipient is not an E.164 phone number");
    const fetchImpl = options.fetch ?? fetch;
    const endpoint = `${options.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
    const body = {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.slice(1),
      type: "template",
      template: {
        name: options.templateName,
        language: { code: whatsAppLanguageOf(locale) },
        components: [{ type: "body", parameters: [{ type: "text", text: text.slice(0, NOTICE_TEXT_MAX) }] }],
      },
    };
    let response: Response;
    let answerText: string;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      answerText = await response.text();
    } catch (cause) {
      throw new DeliveryFailed(
        PROVIDER,
        `POST ${endpoint} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    const answer = parseJson(answerText);
    if (!response.ok || (isRecord(answer) && answer["error"] !== undefined))
      throw new DeliveryFailed(PROVIDER, describeGraphError(response.status, answer, answerText));
    if (messageIdOf(answer) === undefined)
      throw new DeliveryFailed(
        PROVIDER,
        `HTTP ${response.status} without messages[0].id: ${answerText.slice(0, 200)}`,
      );
  };
