/**
 * The real messaging adapters wired through the app by configuration alone, each against its fake on
 * 127.0.0.1: a person signs in with the code the fake received, as they would read it on a phone or in a mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "@/server/config";
import { expectProblem } from "@/server/testing/problems";
import {
  startFakeSmtpServer,
  latestCodeTo,
  type FakeSmtpServer,
} from "@/server/testing/fakes/fake-smtp-server";
import { startFakeTwilioVerify, type FakeTwilioVerify } from "@/server/testing/fakes/fake-twilio-verify";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@/server/testing/fakes/fake-whatsapp-cloud";
import { freshEmail, freshIndianNumber, freshIp, startChallenge } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const WHATSAPP = {
  accessToken: "EAAG-test-token",
  phoneNumberId: "106540352242922",
  templateName: "kleos_login_code",
};
const TWILIO = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "twilio-test-auth-token",
  verifyServiceSid: "VA0123456789abcdef0123456789abcdef",
};

let whatsapp: FakeWhatsAppCloud;
let twilio: FakeTwilioVerify;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  [whatsapp, twilio, smtp] = await Promise.all([
    startFakeWhatsAppCloud({
      accessToken: WHATSAPP.accessToken,
      phoneNumberId: WHATSAPP.phoneNumberId,
      templateName: WHATSAPP.templateName,
    }),
    startFakeTwilioVerify({
      accountSid: TWILIO.accountSid,
      authToken: TWILIO.authToken,
      serviceSid: TWILIO.verifyServiceSid,
    }),
    startFakeSmtpServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([whatsapp.close(), twilio.close(), smtp.close()]);
});

const withApp = async (config: Partial<Config>, run: (testApp: TestApp) => Promise<void>) => {
  const testApp = await createTestApp({ seedDemoData: false, ...config });
  try {
    await run(testApp);
  } finally {
    await testApp.app.close();
  }
};

const whatsappConfig = (): Partial<Config> => ({
  phoneCodeProvider: "whatsapp",
  whatsapp: { apiBase: whatsapp.url, noticeTemplateName: "kleos_notification", ...WHATSAPP },
});

const verify = (testApp: TestApp, url: string, challengeId: string, code: string) =>
  testApp.app.inject({ method: "POST", url, payload: { challengeId, code }, remoteAddress: freshIp() });

describe("codes through the real adapters", () => {
  it("signs in by phone with the code WhatsApp Cloud delivered", async () => {
    await withApp(whatsappConfig(), async (testApp) => {
      const phoneNumber = freshIndianNumber();
      const challengeId = await startChallenge(testApp.app, {
        url: "/api/authentication/login",
        payload: { waId: phoneNumber.slice(1), locale: "hi" },
        remoteAddress: freshIp(),
      });
      const message = whatsapp.messages.findLast((sent) => sent.to === phoneNumber.slice(1));
      expect(message?.language).toMatch(/^hi/);
      const signedIn = await verify(testApp, "/api/authentication/verify", challengeId, message?.code ?? "");
      expect(signedIn.statusCode, signedIn.body).toBe(201);
      expect(signedIn.json()).toMatchObject({ isNewUser: true, user: { phoneNumber } });
      // Nothing landed in the dev inbox for it.
      const inbox = await testApp.app.inject({
        url: `/api/dev-inbox?recipient=${encodeURIComponent(phoneNumber)}`,
      });
      expect(inbox.json<{ items: unknown[] }>().items).toEqual([]);
      const methods = await testApp.app.inject({ url: "/api/authentication/methods" });
      expect(methods.json()).toMatchObject({ phoneChannels: ["whatsapp"], devInbox: true });
    });
  });

  it("signs in by SMS with the code Twilio Verify made, and refuses a wrong one", async () => {
    await withApp(
      { phoneCodeProvider: "twilio", twilio: { apiBase: twilio.url, ...TWILIO } },
      async (testApp) => {
        const phoneNumber = freshIndianNumber();
        const challengeId = await startChallenge(testApp.app, {
          url: "/api/authentication/login",
          payload: { waId: phoneNumber.slice(1), channel: "sms" },
          remoteAddress: freshIp(),
        });
        const code = twilio.codeFor(phoneNumber) ?? "";
        expect(code).toMatch(/^\d{6}$/);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
        const refused = await verify(testApp, "/api/authentication/verify", challengeId, wrong);
        expect(expectProblem(refused, 400, "CodeInvalid")["attemptsLeft"]).toBe(4);
        const signedIn = await verify(testApp, "/api/authentication/verify", challengeId, code);
        expect(signedIn.statusCode, signedIn.body).toBe(201);
        expect(signedIn.json()).toMatchObject({ loginMethod: "phone", user: { phoneNumber } });
      },
    );
  });

  it("signs in by e-mail with the code the SMTP relay received", async () => {
    await withApp({ smtpUrl: smtp.url }, async (testApp) => {
      const email = freshEmail();
      const challengeId = await startChallenge(testApp.app, {
        url: "/api/users/email",
        payload: { email },
        remoteAddress: freshIp(),
      });
      const code = latestCodeTo(smtp.messages, email) ?? "";
      expect(code).toMatch(/^\d{6}$/);
      const signedIn = await verify(testApp, "/api/users/verify-email", challengeId, code);
      expect(signedIn.statusCode, signedIn.body).toBe(201);
      expect(signedIn.json()).toMatchObject({ loginMethod: "email", user: { email } });
    });
  });

  it("keeps the dev inbox shut in production, where real messaging is configured", async () => {
    await withApp({ env: "production", ...whatsappConfig(), smtpUrl: smtp.url }, async (testApp) => {
      const methods = await testApp.app.inject({ url: "/api/authentication/methods" });
      expect(methods.json()).toMatchObject({ phoneChannels: ["whatsapp"], email: true, devInbox: false });
      const email = freshEmail();
      await startChallenge(testApp.app, {
        url: "/api/users/email",
        payload: { email },
        remoteAddress: freshIp(),
      });
      expect(latestCodeTo(smtp.messages, email)).toMatch(/^\d{6}$/);
      const inbox = await testApp.app.inject({ url: "/api/dev-inbox" });
      expectProblem(inbox, 404, "RouteNotFound");
    });
  });
});
