import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from "@/server/testing/fakes/fake-whatsapp-cloud";

// The sender's tests trust this fake to refuse anything but the documented request; these show it does.

const TOKEN = "EAAG-test-token";
const PHONE_NUMBER_ID = "106540352242922";

const documented = () => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to: "919876543210",
  type: "template",
  template: {
    name: "kleos_login_code",
    language: { code: "en" },
    components: [
      { type: "body", parameters: [{ type: "text", text: "482913" }] },
      { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
    ],
  },
});

type Body = ReturnType<typeof documented>;

describe("startFakeWhatsAppCloud", () => {
  let fake: FakeWhatsAppCloud;

  beforeAll(async () => {
    fake = await startFakeWhatsAppCloud({
      accessToken: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      templateName: "kleos_login_code",
    });
  });

  afterAll(async () => {
    await fake.close();
  });

  const post = async (body: unknown) => {
    const response = await fetch(`${fake.url}/${PHONE_NUMBER_ID}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("accepts the documented authentication-template message", async () => {
    const { status, body } = await post(documented());

    expect(status).toBe(200);
    expect(body).toMatchObject({
      messaging_product: "whatsapp",
      contacts: [{ input: "919876543210", wa_id: "919876543210" }],
      messages: [{ id: expect.stringMatching(/^wamid\./) as unknown }],
    });
  });

  it.each<[string, (body: Body) => unknown]>([
    ["a + in the number", (body) => ({ ...body, to: "+919876543210" })],
    ["no recipient_type", ({ recipient_type: _, ...body }) => body],
    ["an extra field", (body) => ({ ...body, preview_url: false })],
    [
      "a numeric button index",
      (body) => ({
        ...body,
        template: {
          ...body.template,
          components: [body.template.components[0], { ...body.template.components[1], index: 0 }],
        },
      }),
    ],
    [
      "no button",
      (body) => ({ ...body, template: { ...body.template, components: [body.template.components[0]] } }),
    ],
    [
      "a button with another code",
      (body) => ({
        ...body,
        template: {
          ...body.template,
          components: [
            body.template.components[0],
            { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "111111" }] },
          ],
        },
      }),
    ],
    ["a language as a string", (body) => ({ ...body, template: { ...body.template, language: "en" } })],
  ])("refuses a message with %s as Graph does (400, code 100)", async (_case, change) => {
    const { status, body } = await post(change(documented()));

    expect(status).toBe(400);
    expect(body["error"]).toMatchObject({
      code: 100,
      type: "OAuthException",
      fbtrace_id: expect.any(String) as unknown,
    });
  });
});
