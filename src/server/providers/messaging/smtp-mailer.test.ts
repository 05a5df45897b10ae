import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DeliveryFailed, type OutgoingCode } from "@/server/providers/messaging/code-delivery";
import {
  composeCodeEmail,
  escapeHtml,
  makeSmtpSender,
  type SmtpSender,
} from "@/server/providers/messaging/smtp-mailer";
import {
  bodyOf,
  type FakeSmtpServer,
  headerOf,
  latestCodeTo,
  latestMailTo,
  startFakeSmtpServer,
} from "@/server/testing/fakes/fake-smtp-server";

const FROM = "Kleos <no-reply@kleos.gg>";
const USER = "relay-user";
const PASSWORD = "relay p@ss:word";

const message = (overrides: Partial<OutgoingCode> = {}): OutgoingCode => ({
  channel: "email",
  recipient: "ana@example.com",
  code: "482913",
  purpose: "login",
  locale: "en",
  validMinutes: 10,
  ...overrides,
});

const failureOf = async (promise: Promise<unknown>): Promise<DeliveryFailed> => {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(DeliveryFailed);
  return error as DeliveryFailed;
};

describe("composeCodeEmail", () => {
  it.each([
    ["login", "Your Kleos sign-in code", "Use this code to sign in to Kleos:"],
    [
      "verify-email",
      "Confirm your e-mail address for Kleos",
      "Use this code to confirm your e-mail address on Kleos:",
    ],
    [
      "verify-phone",
      "Confirm your phone number for Kleos",
      "Use this code to confirm your phone number on Kleos:",
    ],
  ] as const)("words the %s e-mail", (purpose, subject, lead) => {
    const email = composeCodeEmail(message({ purpose, validMinutes: 10 }));

    expect(email.subject).toBe(subject);
    expect(email.text).toBe(
      `${lead}\n\n482913\n\nIt is valid for 10 minutes.\n\n` +
        "Nobody from Kleos will ever ask you for this code. Do not share it with anyone.\n" +
        "If you did not ask for it, you can ignore this e-mail.\n",
    );
    expect(email.html).toContain(`<p>${lead}</p>`);
    expect(email.html).toContain(">482913</p>");
    expect(email.html).toContain("<p>It is valid for 10 minutes.</p>");
  });

  it("says minute for one minute", () => {
    expect(composeCodeEmail(message({ validMinutes: 1 })).text).toContain("It is valid for 1 minute.");
  });

  it("escapes what it puts into the HTML", () => {
    const html = composeCodeEmail(message({ code: '<b onclick="x">&1</b>' })).html;

    expect(html).toContain("&lt;b onclick=&quot;x&quot;&gt;&amp;1&lt;/b&gt;");
    expect(html).not.toContain("<b onclick");
  });

  it("escapes every character HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});

describe("makeSmtpSender", () => {
  let relay: FakeSmtpServer | undefined;
  let sender: SmtpSender | undefined;

  afterEach(async () => {
    await sender?.close();
    await relay?.close();
    sender = undefined;
    relay = undefined;
  });

  it("is a sender named smtp", async () => {
    relay = await startFakeSmtpServer();
    sender = makeSmtpSender({ smtpUrl: relay.url, from: FROM });

    expect(sender).toMatchObject({ kind: "sender", name: "smtp" });
  });

  it("delivers the code to the relay with the right sender, recipient and subject", async () => {
    relay = await startFakeSmtpServer({ user: USER, password: PASSWORD });
    sender = makeSmtpSender({ smtpUrl: relay.url, from: FROM });

    await sender.send(message({ purpose: "verify-email", code: "000731" }));

    expect(relay.messages).toHaveLength(1);
    const mail = latestMailTo(relay.messages, "ana@example.com");
    expect(mail).toMatchObject({ envelopeFrom: "no-reply@kleos.gg", envelopeTo: ["ana@example.com"] });
    if (mail === undefined) return;
    expect(headerOf(mail, "From")).toBe("Kleos <no-reply@kleos.gg>");
    expect(headerOf(mail, "To")).toBe("ana@example.com");
    expect(headerOf(mail, "Subject")).toBe("Confirm your e-mail address for Kleos");
    expect(latestCodeTo(relay.messages, "ana@example.com")).toBe("000731");
    expect(bodyOf(mail, "text/plain")).toContain("It is valid for 10 minutes.");
    expect(bodyOf(mail, "text/html")).toContain(">000731</p>");
  });

  it("sends one message per code over the pooled connection", async () => {
    relay = await startFakeSmtpServer();
    sender = makeSmtpSender({ smtpUrl: relay.url, from: FROM });

    await sender.send(message({ recipient: "ana@example.com", code: "111111" }));
    await sender.send(message({ recipient: "bo@example.com", code: "222222" }));
    await sender.send(message({ recipient: "ana@example.com", code: "333333" }));

    expect(latestCodeTo(relay.messages, "ana@example.com")).toBe("333333");
    expect(latestCodeTo(relay.messages, "BO@example.com")).toBe("222222");
    expect(latestCodeTo(relay.messages, "cy@example.com")).toBeUndefined();
  });

  it("fails when the relay refuses the password", async () => {
    relay = await startFakeSmtpServer({ user: USER, password: PASSWORD });
    const url = new URL(relay.url);
    url.password = "wrong";
    sender = makeSmtpSender({ smtpUrl: url.toString(), from: FROM });

    const failure = await failureOf(sender.send(message()));

    expect(failure.provider).toBe("smtp");
    expect(failure.detail).toMatch(/^EAUTH AUTH PLAIN: .*535 Invalid username or password/);
    expect(relay.messages).toHaveLength(0);
  });

  it("fails when the relay refuses the recipient", async () => {
    relay = await startFakeSmtpServer({ refusedRecipients: ["gone@example.com"] });
    sender = makeSmtpSender({ smtpUrl: relay.url, from: FROM });

    const failure = await failureOf(sender.send(message({ recipient: "gone@example.com" })));

    expect(failure.detail).toMatch(/^EENVELOPE RCPT TO: .*550 5\.1\.1 <gone@example\.com>/);
    expect(relay.messages).toHaveLength(0);
  });

  it("fails when the relay cannot be reached", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    sender = makeSmtpSender({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });

    const failure = await failureOf(sender.send(message()));

    expect(failure.detail).toMatch(/^ESOCKET.*ECONNREFUSED|^ECONNECTION.*ECONNREFUSED/);
  });

  it("fails after close", async () => {
    relay = await startFakeSmtpServer();
    sender = makeSmtpSender({ smtpUrl: relay.url, from: FROM });
    await sender.close();

    expect((await failureOf(sender.send(message()))).detail).toMatch(/Connection pool was closed/);
  });
});
