/**
 * Provider tokens at rest: AES-256-GCM (node:crypto) with a fresh 96-bit IV per value and the 128-bit tag
 * checked on the way out, under the social token key (32 bytes: `SOCIAL_TOKEN_KEY`, else one made once and kept
 * in `server_secrets`). The stored form is `v1.<iv>.<tag>.<ciphertext>`, base64url parts; `v1` leaves room to
 * rotate the scheme or key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Effect } from "effect";
import { AuthRepository } from "@/server/db/repositories/auth-repository";

/** The server secret the key is kept under when config sets none. */
export const SOCIAL_TOKEN_KEY_SECRET = "social-token-key-aes256";

export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key (tampered, or another key). */
  decrypt(sealed: string): string;
}

/** A key from config: 32 bytes as 64 hex digits or base64/base64url. */
export const parseTokenKey = (text: string): Buffer | undefined => {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64url");
  return key.length === 32 ? key : undefined;
};

export const makeTokenCipher = (key: Buffer): TokenCipher => {
  if (key.length !== 32) throw new Error(`The social token key must be 32 bytes, not ${key.length}`);
  return {
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt: (sealed) => {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || iv === undefined || tag === undefined || body === undefined)
        throw new Error("Not a sealed social token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
};

/** The cipher under the configured key, else the one kept in the database (made the first time). */
export const loadTokenCipher = (
  configured: string | undefined,
): Effect.Effect<TokenCipher, never, AuthRepository> =>
  Effect.gen(function* () {
    if (configured !== undefined) {
      const key = parseTokenKey(configured);
      if (key === undefined)
        return yield* Effect.die(new Error("SOCIAL_TOKEN_KEY must be 32 bytes (64 hex digits or base64)"));
      return makeTokenCipher(key);
    }
    const auth = yield* AuthRepository;
    const stored = yield* auth.secret(SOCIAL_TOKEN_KEY_SECRET, () => randomBytes(32).toString("base64url"));
    return makeTokenCipher(Buffer.from(stored, "base64url"));
  });
