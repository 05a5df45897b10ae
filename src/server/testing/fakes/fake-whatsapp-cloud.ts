/**
 * A stand-in for Meta's WhatsApp Cloud API on 127.0.0.1: `POST /{version}/{phone-number-id}/messages` with a
 * bearer token, for authentication-template messages only. It checks the body as strictly as the documented
 * format allows, so an adapter that drifts from it fails its tests, and answers with Graph's own success and
 * error shapes.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeWhatsAppCloudOptions {
  readonly accessToken: string;
  readonly phoneNumberId: string;
  /** Graph API version in the path. */
  readonly version?: string;
  readonly templateName: string;
  /** Other approved templates (utility ones, e.g. notifications), in the same languages. */
  readonly otherTemplates?: readonly string[];
  /** WhatsApp language codes the template has an approved translation in. */
  readonly templateLanguages?: readonly string[];
  /** Like a test number's allowed list: any other recipient is refused (131030). Undefined: everyone. */
  readonly allowedRecipients?: readonly string[];
}

/** An accepted message: the request body exactly as received, and the id it was given. */
export interface FakeWhatsAppMessage {
  readonly id: string;
  readonly body: unknown;
  /** The digits it went to and the code it carried, read from the validated body. */
  readonly to: string;
  readonly code: string;
  readonly language: string;
  /** A utility template's body text (a notification); empty for an authentication template. */
  readonly text: string;
}

export interface FakeWhatsAppCloud {
  /** Base to configure as `apiBase` (includes the version). */
  readonly url: string;
  readonly messages: readonly FakeWhatsAppMessage[];
  close(): Promise<void>;
}

const fbtraceId = (): string => randomBytes(8).toString("base64url");

interface GraphError {
  readonly status: number;
  readonly message: string;
  readonly type: string;
  readonly code: number;
  readonly subcode?: number;
  readonly details?: string;
}

const invalidParameter = (details: string): GraphError => ({
  status: 400,
  message: "(#100) Invalid parameter",
  type: "OAuthException",
  code: 100,
  details,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasExactly = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

/** `[{ type: "text", text }]`, answering the text. */
const singleTextParameter = (value: unknown, where: string): string | GraphError => {
  if (!Array.isArray(value) || value.length !== 1)
    return invalidParameter(`${where} must hold one parameter`);
  const [parameter] = value as unknown[];
  if (!isRecord(parameter) || !hasExactly(parameter, ["type", "text"]) || parameter["type"] !== "text")
    return invalidParameter(`${where}[0] must be { type: "text", text }`);
  const text = parameter["text"];
  // Meta caps the code of an authentication template at 15 characters.
  if (typeof text !== "string" || text.length === 0 || text.length > 15)
    return invalidParameter(`${where}[0].text must be a code of 1 to 15 characters`);
  return text;
};

interface ValidMessage {
  readonly to: string;
  readonly name: string;
  readonly language: string;
  readonly code: string;
  readonly text: string;
}

const validateMessage = (body: unknown, utilityTemplates: ReadonlySet<string>): ValidMessage | GraphError => {
  if (!isRecord(body) || !hasExactly(body, ["messaging_product", "recipient_type", "to", "type", "template"]))
    return invalidParameter(
      "the body must hold messaging_product, recipient_type, to, type and template only",
    );
  if (body["messaging_product"] !== "whatsapp") return invalidParameter("messaging_product must be whatsapp");
  if (body["recipient_type"] !== "individual") return invalidParameter("recipient_type must be individual");
  if (body["type"] !== "template") return invalidParameter("type must be template");
  const to = body["to"];
  if (typeof to !== "string" || !/^[1-9]\d{6,14}$/.test(to))
    return invalidParameter("to must be the digits of an international phone number");
  const template = body["template"];
  if (!isRecord(template) || !hasExactly(template, ["name", "language", "components"]))
    return invalidParameter("template must hold name, language and components only");
  const name = template["name"];
  const language = template["language"];
  if (typeof name !== "string" || name === "") return invalidParameter("template.name must be a string");
  if (!isRecord(language) || !hasExactly(language, ["code"]) || typeof language["code"] !== "string")
    return invalidParameter("template.language must be { code }");
  const components = template["components"];
  // A utility template (notifications): one body component with one text parameter of up to 1,024 characters.
  if (utilityTemplates.has(name)) {
    const [only] = Array.isArray(components) && components.length === 1 ? (components as unknown[]) : [];
    if (!isRecord(only) || !hasExactly(only, ["type", "parameters"]) || only["type"] !== "body")
      return invalidParameter("components[0] must be { type: body, parameters }");
    const parameters = only["parameters"];
    const [parameter] = Array.isArray(parameters) ? (parameters as unknown[]) : [];
    if (
      !Array.isArray(parameters) ||
      parameters.length !== 1 ||
      !isRecord(parameter) ||
      !hasExactly(parameter, ["type", "text"]) ||
      parameter["type"] !== "text" ||
      typeof parameter["text"] !== "string" ||
      parameter["text"] === "" ||
      parameter["text"].length > 1024
    )
      return invalidParameter("components[0].parameters must hold one text of 1 to 1024 characters");
    return { to, name, language: language["code"], code: "", text: parameter["text"] };
  }
  if (!Array.isArray(components) || components.length !== 2)
    return invalidParameter("an authentication template takes a body and a button component");
  const [bodyComponent, buttonComponent] = components as unknown[];
  if (
    !isRecord(bodyComponent) ||
    !hasExactly(bodyComponent, ["type", "parameters"]) ||
    bodyComponent["type"] !== "body"
  )
    return invalidParameter("components[0] must be { type: body, parameters }");
  if (
    !isRecord(buttonComponent) ||
    !hasExactly(buttonComponent, ["type", "sub_type", "index", "parameters"]) ||
    buttonComponent["type"] !== "button" ||
    buttonComponent["sub_type"] !== "url" ||
    buttonComponent["index"] !== "0"
  )
    return invalidParameter('components[1] must be { type: button, sub_type: url, index: "0", parameters }');
  const code = singleTextParameter(bodyComponent["parameters"], "components[0].parameters");
  if (typeof code !== "string") return code;
  const buttonCode = singleTextParameter(buttonComponent["parameters"], "components[1].parameters");
  if (typeof buttonCode !== "string") return buttonCode;
  if (buttonCode !== code) return invalidParameter("the copy-code button must carry the code of the body");
  return { to, name, language: language["code"], code, text: "" };
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const answerError = (response: ServerResponse, error: GraphError): void => {
  answer(response, error.status, {
    error: {
      message: error.message,
      type: error.type,
      code: error.code,
      ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
      ...(error.details === undefined
        ? {}
        : { error_data: { messaging_product: "whatsapp", details: error.details } }),
      fbtrace_id: fbtraceId(),
    },
  });
};

export const startFakeWhatsAppCloud = async (
  options: FakeWhatsAppCloudOptions,
): Promise<FakeWhatsAppCloud> => {
  const version = options.version ?? "v21.0";
  const languages = new Set(options.templateLanguages ?? ["en", "hi", "pt_BR", "es"]);
  const messages: FakeWhatsAppMessage[] = [];
  const utilityTemplates: ReadonlySet<string> = new Set(options.otherTemplates ?? []);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method !== "POST" || path !== `/${version}/${options.phoneNumberId}/messages`) {
      return answerError(response, {
        status: 400,
        message: `Unsupported ${(request.method ?? "").toLowerCase()} request. Object with ID '${path.split("/")[2] ?? ""}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: "GraphMethodException",
        code: 100,
        subcode: 33,
      });
    }
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return answerError(response, {
        status: 401,
        message: "Invalid OAuth access token - Cannot parse access token",
        type: "OAuthException",
        code: 190,
      });
    }
    if (!(request.headers["content-type"] ?? "").startsWith("application/json")) {
      return answerError(response, invalidParameter("the body must be application/json"));
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request)) as unknown;
    } catch {
      return answerError(response, invalidParameter("the body is not JSON"));
    }
    const message = validateMessage(body, utilityTemplates);
    if ("status" in message) return answerError(response, message);
    const known = message.name === options.templateName || utilityTemplates.has(message.name);
    if (!known || !languages.has(message.language)) {
      return answerError(response, {
        status: 404,
        message: "(#132001) Template name does not exist in the translation",
        type: "OAuthException",
        code: 132001,
        details: `template name (${message.name}) does not exist in ${message.language}`,
      });
    }
    if (options.allowedRecipients !== undefined && !options.allowedRecipients.includes(message.to)) {
      return answerError(response, {
        status: 400,
        message: "(#131030) Recipient phone number not in allowed list",
        type: "OAuthException",
        code: 131030,
        details:
          "Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.",
      });
    }
    const id = `wamid.${randomBytes(24).toString("base64url")}`;
    messages.push({
      id,
      body,
      to: message.to,
      code: message.code,
      language: message.language,
      text: message.text,
    });
    answer(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id, message_status: "accepted" }],
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/${version}`,
    messages,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
