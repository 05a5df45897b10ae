import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { isAllowedRedirectUrl, withHandoffCode } from "@/domain/third-party/handoff";

const production = { allowLoopbackHttp: false };
const development = { allowLoopbackHttp: true };

describe("partner redirect URLs", () => {
  test.each([
    "https://game.example.com/kleos/callback",
    "https://game.example.com/cb?lang=pt",
    "https://game.example.com:8443/cb",
  ])("accepts %s everywhere", (url) => {
    expect(isAllowedRedirectUrl(url, production)).toBe(true);
    expect(isAllowedRedirectUrl(url, development)).toBe(true);
  });

  test.each(["http://127.0.0.1:5173/cb", "http://localhost:3000/cb", "http://[::1]:3000/cb"])(
    "accepts %s outside production only",
    (url) => {
      expect(isAllowedRedirectUrl(url, development)).toBe(true);
      expect(isAllowedRedirectUrl(url, production)).toBe(false);
    },
  );

  test.each([
    "http://game.example.com/cb",
    "http://localhost.example.com/cb",
    "ftp://game.example.com/cb",
    "javascript:alert(1)",
    "https://user:pass@game.example.com/cb",
    "https://game.example.com/cb#fragment",
    "https://game.example.com/cb#",
    "https://game.example.com/cb?code=fixed",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(isAllowedRedirectUrl(url, development)).toBe(false);
  });

  test("adds the code to the query and changes nothing else", () => {
    expect(withHandoffCode("https://game.example.com/cb?lang=pt", "abc_-123")).toBe(
      "https://game.example.com/cb?lang=pt&code=abc_-123",
    );
    expect(withHandoffCode("https://game.example.com/cb", "xyz")).toBe(
      "https://game.example.com/cb?code=xyz",
    );
  });

  test.prop([fc.webUrl({ withFragments: false, validSchemes: ["https"] }), fc.base64String()])(
    "property: an allowed URL with the code added keeps its origin and path and carries exactly that code",
    (base, code) => {
      fc.pre(isAllowedRedirectUrl(base, production));
      const result = new URL(withHandoffCode(base, code));
      const original = new URL(base);
      expect(result.origin).toBe(original.origin);
      expect(result.pathname).toBe(original.pathname);
      expect(result.searchParams.getAll("code")).toEqual([code]);
    },
  );
});
