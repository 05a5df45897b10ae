/**
 * Notifications by WhatsApp and by e-mail, through the real providers against their loopback stand-ins: the
 * WhatsApp Cloud API's utility template and an SMTP relay.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type KleosApp } from "@/server/build-app";
import { usersTable } from "@/server/db/schema/accounts";
import { Notifications } from "@/server/services/notifications/notifications";
import { Ledger } from "@/server/services/wallet/ledger";
import {
  bodyOf,
  headerOf,
  startFakeSmtpServer,
  type FakeSmtpServer,
} from "@/server/testing/fakes/fake-smtp-server";
import { startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "@/server/testing/fakes/fake-whatsapp-cloud";
import { settingsInput } from "@/server/testing/notification-requests";
import { freshEmail, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const WHATSAPP = { accessToken: "notice-token", phoneNumberId: "106540352242922" } as const;

let base: TestApp;
let kleos: KleosApp;
let smtp: FakeSmtpServer;
let whatsapp: FakeWhatsAppCloud;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  whatsapp = await startFakeWhatsAppCloud({
    ...WHATSAPP,
    templateName: "kleos_login_code",
    otherTemplates: ["kleos_notification"],
  });
  base = await createTestApp();
  kleos = await buildApp({
    config: {
      ...base.config,
      smtpUrl: smtp.url,
      whatsapp: {
        apiBase: whatsapp.url,
        ...WHATSAPP,
        templateName: "kleos_login_code",
        noticeTemplateName: "kleos_notification",
      },
    },
    database: base.database,
  });
});
afterAll(async () => {
  await kleos.app.close();
  await base.app.close();
  await whatsapp.close();
  await smtp.close();
});

const credit = (userId: string, key: string) =>
  kleos.runtime.run(
    Ledger.use((ledger) =>
      ledger.creditReward({ userId, currency: "KPOINTS", amount: 25, idempotencyKey: key }),
    ),
  );

const deliver = (userId: string) =>
  kleos.runtime.run(Notifications.use((n) => n.deliverNotifications(userId)));

describe("notices on the channels the gamer chose", () => {
  it("sends a credited reward by WhatsApp and by e-mail, once, to the verified contacts", async () => {
    const gamer = await sessionByPhone(kleos);
    const email = freshEmail();
    await base.database.db
      .update(usersTable)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(usersTable.id, gamer.userId));
    const chosen = await kleos.app.inject({
      method: "PUT",
      url: "/api/notifications/settings",
      headers: gamer.authorization,
      payload: settingsInput({ whatsapp: true, email: true }),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [user] = await base.database.db
      .select({ phone: usersTable.phoneNumber })
      .from(usersTable)
      .where(eq(usersTable.id, gamer.userId));
    const digits = (user?.phone ?? "").slice(1);

    await credit(gamer.userId, `notice:${gamer.userId}`);
    expect(await deliver(gamer.userId)).toEqual({ delivered: 1 });
    // Delivered already: a second run sends nothing.
    expect(await deliver(gamer.userId)).toEqual({ delivered: 0 });

    const texts = whatsapp.messages.filter((message) => message.to === digits);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ language: "en", text: "Kleos: You got 25 K-Points" });
    const mails = smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (mail === undefined) throw new Error("No e-mail arrived");
    expect(headerOf(mail, "subject")).toBe("Kleos");
    expect(bodyOf(mail, "text/plain")?.trim()).toBe("You got 25 K-Points");
  });

  it("sends neither to a gamer who chose only the page", async () => {
    const gamer = await sessionByPhone(kleos);
    await credit(gamer.userId, `notice:${gamer.userId}`);
    const before = { texts: whatsapp.messages.length, mails: smtp.messages.length };
    expect(await deliver(gamer.userId)).toEqual({ delivered: 1 });
    expect({ texts: whatsapp.messages.length, mails: smtp.messages.length }).toEqual(before);
  });
});
