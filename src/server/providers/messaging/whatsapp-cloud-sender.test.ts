import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeliveryFailed, type OutgoingCode } from "@/server/providers/messaging/code-delivery";
import {
  makeWhatsAppCloudSender,
  whatsAppLanguageOf,
} from "@/server/providers/messaging/whatsapp-cloud-sender";
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from "@/server/testing/fakes/fake-whatsapp-cloud";

const TOKEN = "EAAG-test-token";
const PHONE_NUMBER_ID = "106540352242922";
const TEMPLATE = "kleos_login_code";

const message = (overrides: Partial<OutgoingCode> = {}): OutgoingCode => ({
  channel: "whatsapp",
  recipient: "+919876543210",
  code: "482913",
  purpose: "login",
  locale: "en",
  validMinutes: 10,
  ...overrides,
});

/** A port nothing listens on: bound once by the OS, then released. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

const failureOf = async (promise: Promise<unknown>): Promise<DeliveryFailed> => {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(DeliveryFailed);
  return error as DeliveryFailed;
};

describe("whatsAppLanguageOf", () => {
  it.each([
    ["en", "en"],
    ["en-GB", "en"],
    ["hi", "hi"],
    ["pt-BR", "pt_BR"],
    ["pt-PT", "pt_PT"],
    ["pt", "pt_BR"],
    ["es", "es"],
    ["es-MX", "es"],
    ["zh", "zh_CN"],
    ["zh-Hant", "zh_TW"],
    ["he", "he"],
    ["tlh", "en"],
    ["not a tag", "en"],
  ])("maps %s to %s", (locale, code) => {
    expect(whatsAppLanguageOf(locale)).toBe(code);
  });
});

describe("makeWhatsAppCloudSender", () => {
  let fake: FakeWhatsAppCloud;

  beforeEach(async () => {
    fake = await startFakeWhatsAppCloud({
      accessToken: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      templateName: TEMPLATE,
      templateLanguages: ["en", "hi", "pt_BR"],
      allowedRecipients: ["919876543210", "5511987654321"],
    });
  });

  afterEach(async () => {
    await fake.close();
  });

  const sender = (overrides: { accessToken?: string; phoneNumberId?: string; apiBase?: string } = {}) =>
    makeWhatsAppCloudSender({
      apiBase: overrides.apiBase ?? fake.url,
      accessToken: overrides.accessToken ?? TOKEN,
      phoneNumberId: overrides.phoneNumberId ?? PHONE_NUMBER_ID,
      templateName: TEMPLATE,
    });

  it("is a sender named whatsapp", () => {
    expect(sender()).toMatchObject({ kind: "sender", name: "whatsapp" });
  });

  it("sends the documented authentication-template request", async () => {
    await sender().send(message());

    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: TEMPLATE,
        language: { code: "en" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "482913" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
        ],
      },
    });
  });

  it("writes in the recipient's language", async () => {
    await sender().send(message({ recipient: "+5511987654321", locale: "pt-BR", code: "000731" }));

    expect(fake.messages[0]).toMatchObject({ to: "5511987654321", language: "pt_BR", code: "000731" });
  });

  it("accepts an api base with a trailing slash", async () => {
    await sender({ apiBase: `${fake.url}/` }).send(message());

    expect(fake.messages).toHaveLength(1);
  });

  it("fails with Graph's code when the access token is refused", async () => {
    const failure = await failureOf(sender({ accessToken: "expired" }).send(message()));

    expect(failure.provider).toBe("whatsapp");
    expect(failure.detail).toMatch(
      /HTTP 401, Graph error 190 \(OAuthException\): Invalid OAuth access token/,
    );
    expect(failure.detail).toMatch(/fbtrace_id \S+/);
    expect(fake.messages).toHaveLength(0);
  });

  it("fails when the phone number id is not the business's", async () => {
    const failure = await failureOf(sender({ phoneNumberId: "999" }).send(message()));

    expect(failure.detail).toMatch(/HTTP 400, Graph error 100\/33 \(GraphMethodException\)/);
  });

  it("fails with Graph's code and details when the recipient is refused", async () => {
    const failure = await failureOf(sender().send(message({ recipient: "+4915112345678" })));

    expect(failure.detail).toMatch(/Graph error 131030 .*Recipient phone number not in allowed list/);
    expect(fake.messages).toHaveLength(0);
  });

  it("fails when the template has no translation in the language sent", async () => {
    const failure = await failureOf(sender().send(message({ locale: "es" })));

    expect(failure.detail).toMatch(/HTTP 404, Graph error 132001/);
  });

  it("refuses a recipient that is not an E.164 number without calling WhatsApp", async () => {
    const failure = await failureOf(
      sender().send(message({ channel: "email", recipient: "ana@example.com" })),
    );

    expect(failure.detail).toMatch(/not an E\.164 phone number/);
    expect(fake.messages).toHaveLength(0);
  });

  it("fails when WhatsApp cannot be reached", async () => {
    const port = await closedPort();
    const failure = await failureOf(sender({ apiBase: `http://127.0.0.1:${port}/v21.0` }).send(message()));

    expect(failure.detail).toMatch(
      /^POST http:\/\/127\.0\.0\.1:\d+\/v21\.0\/106540352242922\/messages failed/,
    );
  });

  it("fails on a success status whose answer names no message", async () => {
    const answering =
      (body: string, status = 200): typeof fetch =>
      async () =>
        new Response(body, { status, headers: { "content-type": "application/json" } });
    const send = (body: string, status?: number) =>
      makeWhatsAppCloudSender({
        apiBase: fake.url,
        accessToken: TOKEN,
        phoneNumberId: PHONE_NUMBER_ID,
        templateName: TEMPLATE,
        fetch: answering(body, status),
      }).send(message());

    expect((await failureOf(send('{"messaging_product":"whatsapp","messages":[]}'))).detail).toMatch(
      /HTTP 200 without messages\[0\]\.id/,
    );
    expect((await failureOf(send("<html>Bad gateway</html>", 502))).detail).toBe(
      "HTTP 502: <html>Bad gateway</html>",
    );
  });
});
