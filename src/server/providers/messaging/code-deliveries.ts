import type { Config } from "@/server/config";
import { makeDevInboxSender } from "@/server/providers/messaging/dev-inbox-sender";
import { makeSmtpSender } from "@/server/providers/messaging/smtp-mailer";
import { makeTwilioVerify } from "@/server/providers/messaging/twilio-verify";
import {
  makeWhatsAppCloudSender,
  makeWhatsAppNoticeSender,
} from "@/server/providers/messaging/whatsapp-cloud-sender";
import type { CodeDeliveries } from "@/server/services/auth/sign-in-codes";

const required = (name: string, value: string | undefined, provider: string): string => {
  if (value === undefined) throw new Error(`PHONE_CODE_PROVIDER=${provider} needs ${name}`);
  return value;
};

/**
 * Picks who delivers codes from the configuration: the dev inbox unless credentials say otherwise. The dev inbox
 * exists only with the dev tools on (never in production, the default), since anyone may read other people's
 * codes there: without it, a channel without credentials is simply not offered (sign-in by it answers 503
 * SignInMethodNotConfigured).
 */
export const makeCodeDeliveries = (
  config: Config,
): CodeDeliveries & {
  readonly usesDevInbox: boolean;
  /** The configured mail relay's notices (notifications by e-mail); undefined without SMTP_URL. */
  readonly emailNotice: ((to: string, subject: string, text: string) => Promise<void>) | undefined;
  /** WhatsApp notices (notifications by WhatsApp); undefined without the Cloud API's access token and number. */
  readonly whatsappNotice: ((to: string, text: string, locale: string) => Promise<void>) | undefined;
  close(): Promise<void>;
} => {
  const inbox = makeDevInboxSender();
  const mail =
    config.smtpUrl === undefined
      ? undefined
      : makeSmtpSender({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const phone = (() => {
    switch (config.phoneCodeProvider) {
      case "whatsapp":
        return {
          delivery: makeWhatsAppCloudSender({
            apiBase: config.whatsapp.apiBase,
            accessToken: required("WHATSAPP_ACCESS_TOKEN", config.whatsapp.accessToken, "whatsapp"),
            phoneNumberId: required("WHATSAPP_PHONE_NUMBER_ID", config.whatsapp.phoneNumberId, "whatsapp"),
            templateName: config.whatsapp.templateName,
          }),
          channels: ["whatsapp"] as const,
        };
      case "twilio":
        return {
          delivery: makeTwilioVerify({
            apiBase: config.twilio.apiBase,
            accountSid: required("TWILIO_ACCOUNT_SID", config.twilio.accountSid, "twilio"),
            authToken: required("TWILIO_AUTH_TOKEN", config.twilio.authToken, "twilio"),
            verifyServiceSid: required("TWILIO_VERIFY_SERVICE_SID", config.twilio.verifyServiceSid, "twilio"),
          }),
          channels: ["sms", "whatsapp"] as const,
        };
      case "devinbox":
        return { delivery: inbox, channels: ["whatsapp", "sms"] as const };
    }
  })();
  const phoneDelivery = phone.delivery === inbox && !config.devTools ? undefined : phone.delivery;
  const emailDelivery = mail ?? (config.devTools ? inbox : undefined);
  return {
    phone: phoneDelivery,
    phoneChannels: phoneDelivery === undefined ? [] : phone.channels,
    email: emailDelivery,
    usesDevInbox: phoneDelivery === inbox || emailDelivery === inbox,
    emailNotice: mail?.sendNotice,
    whatsappNotice:
      config.whatsapp.accessToken === undefined || config.whatsapp.phoneNumberId === undefined
        ? undefined
        : makeWhatsAppNoticeSender({
            apiBase: config.whatsapp.apiBase,
            accessToken: config.whatsapp.accessToken,
            phoneNumberId: config.whatsapp.phoneNumberId,
            templateName: config.whatsapp.noticeTemplateName,
          }),
    close: async () => {
      await mail?.close();
    },
  };
};
