import { describe, expect, it } from "vitest";
import {
  bodyOf,
  codeIn,
  headerOf,
  latestCodeTo,
  type ReceivedMail,
} from "@/server/testing/fakes/fake-smtp-server";

// The mailer's tests read codes through these helpers; here they meet the encodings a relay may carry.

const mail = (
  lines: readonly string[],
  envelopeTo: readonly string[] = ["ana@example.com"],
): ReceivedMail => ({
  envelopeFrom: "no-reply@kleos.gg",
  envelopeTo,
  raw: lines.join("\r\n"),
});

describe("fake SMTP message reading", () => {
  it("unfolds headers and decodes a base64 text part inside multipart/alternative", () => {
    const received = mail([
      "Subject: Your Kleos",
      " sign-in code",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>999999</p>",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Código: 482913 — válido").toString("base64"),
      "--b1--",
      "",
    ]);

    expect(headerOf(received, "subject")).toBe("Your Kleos sign-in code");
    expect(bodyOf(received, "text/plain")).toBe("Código: 482913 — válido");
    expect(codeIn(received)).toBe("482913");
  });

  it("decodes quoted-printable with soft line breaks", () => {
    const received = mail([
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "C=C3=B3digo: 1234=",
      "56",
    ]);

    expect(bodyOf(received, "text/plain")).toBe("Código: 123456");
  });

  it("reads the latest message to a recipient only", () => {
    const plain = (code: string, to: string) =>
      mail(["Content-Type: text/plain", "", `Your code is ${code}.`], [to]);
    const messages = [
      plain("111111", "ana@example.com"),
      plain("222222", "bo@example.com"),
      plain("333333", "Ana@Example.com"),
    ];

    expect(latestCodeTo(messages, "ana@example.com")).toBe("333333");
    expect(latestCodeTo(messages, "bo@example.com")).toBe("222222");
    expect(latestCodeTo(messages, "cy@example.com")).toBeUndefined();
  });
});
