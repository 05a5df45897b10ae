import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { isRedirectableUrl } from "@/domain/tasks/redirect-url";

describe("isRedirectableUrl", () => {
  test.each(["https://example.com/trailer", "http://game.example.in/a?b=c#d", "https://x.io"])(
    "accepts %s",
    (url) => {
      expect(isRedirectableUrl(url)).toBe(true);
    },
  );

  test.each([
    "javascript:alert(1)",
    "data:text/html,<b>hi</b>",
    "/relative/path",
    "//example.com/protocol-relative",
    "ftp://example.com/file",
    "mailto:someone@example.com",
    "",
    "not a url",
  ])("refuses %j", (url) => {
    expect(isRedirectableUrl(url)).toBe(false);
  });

  test.prop([fc.webUrl({ validSchemes: ["http", "https"] })])("accepts any web URL", (url) => {
    expect(isRedirectableUrl(url)).toBe(true);
  });
});
