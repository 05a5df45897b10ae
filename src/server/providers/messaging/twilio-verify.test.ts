import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeliveryFailed } from "@/server/providers/messaging/code-delivery";
import { makeTwilioVerify, twilioLocaleOf } from "@/server/providers/messaging/twilio-verify";
import { type FakeTwilioVerify, startFakeTwilioVerify } from "@/server/testing/fakes/fake-twilio-verify";

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "twilio-test-auth-token";
const SERVICE_SID = "VA0123456789abcdef0123456789abcdef";
const PHONE = "+919876543210";

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

/** Any six digits other than `code`. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("twilioLocaleOf", () => {
  it.each([
    ["en", "en"],
    ["en-GB", "en-gb"],
    ["en-IN", "en"],
    ["hi", "hi"],
    ["pt-BR", "pt-br"],
    ["pt", "pt"],
    ["es-MX", "es"],
    ["zh-HK", "zh-hk"],
    ["he", "he"],
    ["tlh", "en"],
    ["not a tag", "en"],
  ])("maps %s to %s", (locale, code) => {
    expect(twilioLocaleOf(locale)).toBe(code);
  });
});

describe("makeTwilioVerify", () => {
  let fake: FakeTwilioVerify;

  beforeEach(async () => {
    fake = await startFakeTwilioVerify({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      serviceSid: SERVICE_SID,
      landlines: ["+912212345678"],
    });
  });

  afterEach(async () => {
    await fake.close();
  });

  const verifier = (overrides: { authToken?: string; apiBase?: string; verifyServiceSid?: string } = {}) =>
    makeTwilioVerify({
      apiBase: overrides.apiBase ?? fake.url,
      accountSid: ACCOUNT_SID,
      authToken: overrides.authToken ?? AUTH_TOKEN,
      verifyServiceSid: overrides.verifyServiceSid ?? SERVICE_SID,
    });

  it("is a verifier named twilio", () => {
    expect(verifier()).toMatchObject({ kind: "verifier", name: "twilio" });
  });

  it("starts a verification with the documented form fields", async () => {
    await verifier().start({ channel: "sms", recipient: PHONE, locale: "pt-BR" });

    expect(fake.requests).toEqual([
      { resource: "Verifications", form: { To: PHONE, Channel: "sms", Locale: "pt-br" } },
    ]);
    expect(fake.codeFor(PHONE)).toMatch(/^\d{6}$/);
  });

  it("starts verifications on the whatsapp and email channels", async () => {
    await verifier().start({ channel: "whatsapp", recipient: PHONE, locale: "hi" });
    await verifier().start({ channel: "email", recipient: "ana@example.com", locale: "en" });

    expect(fake.requests.map((request) => request.form)).toEqual([
      { To: PHONE, Channel: "whatsapp", Locale: "hi" },
      { To: "ana@example.com", Channel: "email", Locale: "en" },
    ]);
  });

  it("approves the code Twilio sent, once", async () => {
    const verify = verifier();
    await verify.start({ channel: "sms", recipient: PHONE, locale: "en" });
    const code = fake.codeFor(PHONE) ?? "";

    expect(await verify.check({ recipient: PHONE, code })).toBe(true);
    expect(fake.requests.at(-1)).toEqual({ resource: "VerificationCheck", form: { To: PHONE, Code: code } });
    // Approved verifications are gone: Twilio answers 404 (20404) to the same code again.
    expect(await verify.check({ recipient: PHONE, code })).toBe(false);
  });

  it("answers false for a wrong code and keeps the verification pending", async () => {
    const verify = verifier();
    await verify.start({ channel: "sms", recipient: PHONE, locale: "en" });
    const code = fake.codeFor(PHONE) ?? "";

    expect(await verify.check({ recipient: PHONE, code: wrongCode(code) })).toBe(false);
    expect(await verify.check({ recipient: PHONE, code })).toBe(true);
  });

  it("answers false when no verification is pending", async () => {
    expect(await verifier().check({ recipient: PHONE, code: "123456" })).toBe(false);
  });

  it("answers false once Twilio's five checks are spent, even for the right code", async () => {
    const verify = verifier();
    await verify.start({ channel: "sms", recipient: PHONE, locale: "en" });
    const code = fake.codeFor(PHONE) ?? "";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verify.check({ recipient: PHONE, code: wrongCode(code) })).toBe(false);
    }

    expect(await verify.check({ recipient: PHONE, code })).toBe(false);
    expect(fake.codeFor(PHONE)).toBe(code);
  });

  it("fails to start with Twilio's code when the credentials are refused", async () => {
    const failure = await failureOf(
      verifier({ authToken: "wrong" }).start({ channel: "sms", recipient: PHONE, locale: "en" }),
    );

    expect(failure.provider).toBe("twilio");
    expect(failure.detail).toBe(
      "HTTP 401, Twilio error 20003: Authenticate (https://www.twilio.com/docs/errors/20003)",
    );
    expect(fake.codeFor(PHONE)).toBeUndefined();
  });

  it("fails to check when the credentials are refused, rather than answering false", async () => {
    await verifier().start({ channel: "sms", recipient: PHONE, locale: "en" });

    const failure = await failureOf(
      verifier({ authToken: "wrong" }).check({ recipient: PHONE, code: fake.codeFor(PHONE) ?? "" }),
    );
    expect(failure.detail).toMatch(/^HTTP 401, Twilio error 20003/);
  });

  it("fails to start when Twilio refuses the recipient", async () => {
    const failure = await failureOf(
      verifier().start({ channel: "sms", recipient: "+912212345678", locale: "en" }),
    );

    expect(failure.detail).toMatch(
      /^HTTP 400, Twilio error 60205: SMS is not supported by landline phone number/,
    );
  });

  it("fails to start for a recipient that is not a phone number", async () => {
    const failure = await failureOf(
      verifier().start({ channel: "sms", recipient: "ana@example.com", locale: "en" }),
    );

    expect(failure.detail).toMatch(/^HTTP 400, Twilio error 60200: Invalid parameter `To`/);
  });

  it("fails to start after Twilio's five sends to one number", async () => {
    const verify = verifier();
    for (let send = 0; send < 5; send += 1)
      await verify.start({ channel: "sms", recipient: PHONE, locale: "en" });

    const failure = await failureOf(verify.start({ channel: "sms", recipient: PHONE, locale: "en" }));
    expect(failure.detail).toMatch(/^HTTP 429, Twilio error 60203: Max send attempts reached/);
  });

  it("treats an unknown service as a failure, not as a wrong code", async () => {
    const verify = verifier({ verifyServiceSid: "VAffffffffffffffffffffffffffffffff" });

    expect(
      (await failureOf(verify.start({ channel: "sms", recipient: PHONE, locale: "en" }))).detail,
    ).toMatch(/^HTTP 404, Twilio error 20404/);
  });

  it("fails when Twilio cannot be reached", async () => {
    const port = await closedPort();
    const verify = verifier({ apiBase: `http://127.0.0.1:${port}` });

    expect(
      (await failureOf(verify.start({ channel: "sms", recipient: PHONE, locale: "en" }))).detail,
    ).toMatch(
      /^POST http:\/\/127\.0\.0\.1:\d+\/v2\/Services\/VA0123456789abcdef0123456789abcdef\/Verifications failed/,
    );
    expect((await failureOf(verify.check({ recipient: PHONE, code: "123456" }))).detail).toMatch(
      /VerificationCheck failed/,
    );
  });

  it("fails on answers that are not Twilio's", async () => {
    const answering =
      (body: string, status: number): typeof fetch =>
      async () =>
        new Response(body, { status });
    const verify = (body: string, status: number) =>
      makeTwilioVerify({
        apiBase: fake.url,
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        verifyServiceSid: SERVICE_SID,
        fetch: answering(body, status),
      });

    expect(
      (await failureOf(verify("<html>Not Found</html>", 404).check({ recipient: PHONE, code: "123456" })))
        .detail,
    ).toBe("HTTP 404: <html>Not Found</html>");
    expect(
      (await failureOf(verify("{}", 201).start({ channel: "sms", recipient: PHONE, locale: "en" }))).detail,
    ).toBe("HTTP 201 without a verification sid: {}");
    expect((await failureOf(verify("{}", 200).check({ recipient: PHONE, code: "123456" }))).detail).toBe(
      "HTTP 200 without a status: {}",
    );
  });
});
