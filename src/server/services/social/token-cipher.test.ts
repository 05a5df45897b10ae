import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeTokenCipher, parseTokenKey } from "@/server/services/social/token-cipher";

describe("provider tokens at rest", () => {
  const cipher = makeTokenCipher(randomBytes(32));

  it("round-trip, with a fresh IV each time", () => {
    const sealed = [cipher.encrypt("access-token-1"), cipher.encrypt("access-token-1")];
    expect(sealed[0]).not.toBe(sealed[1]);
    expect(sealed.map((value) => cipher.decrypt(value))).toEqual(["access-token-1", "access-token-1"]);
    expect(sealed[0]).not.toContain("access-token");
  });

  it("refuse a changed value and another key's value", () => {
    const sealed = cipher.encrypt("access-token-2");
    const [version, iv, tag, body = ""] = sealed.split(".");
    // One bit of the ciphertext flipped (not its last base64 letter, whose low bits may be padding).
    const bytes = Buffer.from(body, "base64url");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const flipped = bytes.toString("base64url");
    expect(() => cipher.decrypt([version, iv, tag, flipped].join("."))).toThrow();
    expect(() => makeTokenCipher(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt("plain")).toThrow("Not a sealed social token");
  });

  it("take a 32-byte key as hex or base64 only", () => {
    expect(parseTokenKey("ab".repeat(32))?.length).toBe(32);
    expect(parseTokenKey(randomBytes(32).toString("base64url"))?.length).toBe(32);
    expect(parseTokenKey("ab".repeat(16))).toBeUndefined();
  });
});
