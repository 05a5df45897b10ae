import { fc, test } from "@fast-check/vitest";
import { base58 } from "@scure/base";
import {
  createKeyPairFromPrivateKeyBytes,
  generateKeyPair,
  getAddressFromPublicKey,
  signBytes,
} from "@solana/kit";
import { describe, expect, it } from "vitest";
import { buildSolanaSignInMessage, verifySolanaSignIn } from "@/server/providers/wallets/solana-sign-in";
import {
  WalletSignInRejected,
  type WalletSignInRejectionReason,
} from "@/server/providers/wallets/wallet-sign-in-errors";

interface Signer {
  readonly address: string;
  sign(message: string): Promise<string>;
}

const signerOf = async (keys: CryptoKeyPair): Promise<Signer> => ({
  address: await getAddressFromPublicKey(keys.publicKey),
  sign: async (message) => base58.encode(await signBytes(keys.privateKey, new TextEncoder().encode(message))),
});

const issuedAt = new Date("2026-03-01T10:00:00.000Z");
const expirationTime = new Date("2026-03-01T10:05:00.000Z");
const now = new Date("2026-03-01T10:01:00.000Z");
const expected = { domain: "kleos.example", nonce: "n0nce1234abcd", now };

const rejection = async (promise: Promise<unknown>): Promise<WalletSignInRejectionReason> => {
  const error: unknown = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  if (!(error instanceof WalletSignInRejected))
    throw new Error(`expected WalletSignInRejected, got ${String(error)}`);
  return error.reason;
};

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,9}$/);
const domain = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.option(fc.nat(65535)),
  )
  .map(([labels, tld, port]) => [...labels, tld].join(".") + (port === null ? "" : `:${port}`));
const nonce = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/);
const statement = fc.option(fc.stringMatching(/^[^\r\n\u2028\u2029]{0,80}$/), { nil: undefined });
const window = fc
  .tuple(
    fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2090-01-01T00:00:00Z"),
      noInvalidDate: true,
    }),
    fc.integer({ min: 1, max: 86_400_000 }),
    fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  )
  .map(([from, lifetimeMs, fraction]) => ({
    issuedAt: from,
    expirationTime: new Date(from.getTime() + lifetimeMs),
    now: new Date(from.getTime() + Math.floor(lifetimeMs * fraction)),
  }));
const signInRequest = fc.record({
  privateKey: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  domain,
  nonce,
  statement,
  window,
});

const signedSignIn = async (input: typeof signInRequest extends fc.Arbitrary<infer T> ? T : never) => {
  const signer = await signerOf(await createKeyPairFromPrivateKeyBytes(input.privateKey));
  const message = buildSolanaSignInMessage({
    domain: input.domain,
    address: signer.address,
    nonce: input.nonce,
    issuedAt: input.window.issuedAt,
    expirationTime: input.window.expirationTime,
    ...(input.statement === undefined ? {} : { statement: input.statement }),
  });
  return {
    signer,
    message,
    signatureBase58: await signer.sign(message),
    expected: { domain: input.domain, nonce: input.nonce, now: input.window.now },
  };
};

describe("buildSolanaSignInMessage", () => {
  const address = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";

  it("writes the Sign In With Solana text", () => {
    expect(
      buildSolanaSignInMessage({
        domain: "kleos.example",
        address,
        nonce: "abcdef123456",
        issuedAt,
        expirationTime,
        statement: "Sign in to Kleos.",
      }),
    ).toBe(
      [
        "kleos.example wants you to sign in with your Solana account:",
        address,
        "",
        "Sign in to Kleos.",
        "",
        "Version: 1",
        "Nonce: abcdef123456",
        "Issued At: 2026-03-01T10:00:00.000Z",
        "Expiration Time: 2026-03-01T10:05:00.000Z",
      ].join("\n"),
    );
  });

  it("leaves out an absent statement and its blank line", () => {
    expect(
      buildSolanaSignInMessage({
        domain: "kleos.example",
        address,
        nonce: "abcdef123456",
        issuedAt,
        expirationTime,
      }),
    ).toBe(
      `kleos.example wants you to sign in with your Solana account:\n${address}\n\nVersion: 1\nNonce: abcdef123456\n` +
        "Issued At: 2026-03-01T10:00:00.000Z\nExpiration Time: 2026-03-01T10:05:00.000Z",
    );
  });

  it("refuses fields the format cannot carry", () => {
    const valid = { domain: "kleos.example", address, nonce: "abcdef123456", issuedAt, expirationTime };
    expect(() => buildSolanaSignInMessage({ ...valid, statement: "one\ntwo" })).toThrow(RangeError);
    expect(() =>
      buildSolanaSignInMessage({ ...valid, address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" }),
    ).toThrow(RangeError);
    expect(() => buildSolanaSignInMessage({ ...valid, nonce: "short" })).toThrow(RangeError);
    expect(() => buildSolanaSignInMessage({ ...valid, domain: "kleos example" })).toThrow(RangeError);
    expect(() => buildSolanaSignInMessage({ ...valid, expirationTime: issuedAt })).toThrow(RangeError);
  });
});

describe("verifySolanaSignIn", () => {
  test.prop([signInRequest])("accepts any message signed by its account", async (input) => {
    const signed = await signedSignIn(input);
    await expect(verifySolanaSignIn(signed)).resolves.toEqual({
      address: signed.signer.address,
      nonce: input.nonce,
    });
  });

  test.prop([signInRequest, fc.nat(), fc.integer({ min: 0, max: 255 })])(
    "refuses the message once any character changes",
    async (input, at, code) => {
      const signed = await signedSignIn(input);
      const index = at % signed.message.length;
      fc.pre(signed.message.charCodeAt(index) !== code);
      const message =
        signed.message.slice(0, index) + String.fromCharCode(code) + signed.message.slice(index + 1);
      await expect(verifySolanaSignIn({ ...signed, message })).rejects.toBeInstanceOf(WalletSignInRejected);
    },
  );

  test.prop([signInRequest, fc.integer({ min: 0, max: 63 }), fc.integer({ min: 1, max: 255 })])(
    "refuses any single-byte change to the signature",
    async (input, index, mask) => {
      const signed = await signedSignIn(input);
      const bytes = base58.decode(signed.signatureBase58);
      bytes[index] = (bytes[index] ?? 0) ^ mask;
      const signatureBase58 = base58.encode(bytes);
      expect(await rejection(verifySolanaSignIn({ ...signed, signatureBase58 }))).toBe("signature");
    },
  );

  it("accepts the wallet-standard text with URI and chain id, as wallets write it for `signIn`", async () => {
    const signer = await signerOf(await generateKeyPair());
    const message = [
      "kleos.example wants you to sign in with your Solana account:",
      signer.address,
      "",
      "Sign in to Kleos.",
      "",
      "URI: https://kleos.example/login",
      "Version: 1",
      "Chain ID: mainnet",
      "Nonce: n0nce1234abcd",
      "Issued At: 2026-03-01T10:00:00Z",
      "Expiration Time: 2026-03-01T10:05:00Z",
      "Not Before: 2026-03-01T10:00:30Z",
      "Request ID: 42",
      "Resources:",
      "- https://kleos.example/terms",
    ].join("\n");
    await expect(
      verifySolanaSignIn({ message, signatureBase58: await signer.sign(message), expected }),
    ).resolves.toEqual({ address: signer.address, nonce: expected.nonce });
  });

  describe("names the reason it refuses", async () => {
    const signer = await signerOf(await generateKeyPair());
    const other = await signerOf(await generateKeyPair());
    const build = (overrides: { domain?: string; nonce?: string } = {}) =>
      buildSolanaSignInMessage({
        domain: "kleos.example",
        address: signer.address,
        nonce: expected.nonce,
        issuedAt,
        expirationTime,
        statement: "Sign in to Kleos.",
        ...overrides,
      });
    const refusal = async (message: string, options: { by?: Signer; at?: Date } = {}) =>
      rejection(
        verifySolanaSignIn({
          message,
          signatureBase58: await (options.by ?? signer).sign(message),
          expected: { ...expected, now: options.at ?? now },
        }),
      );

    it("malformed: not the format, no expiry, a bad time, another version, an address that is not one", async () => {
      const message = build();
      expect(await refusal("hello")).toBe("malformed");
      expect(await refusal(message.replace("Solana account", "Ethereum account"))).toBe("malformed");
      expect(await refusal(message.replace(/\nExpiration Time: .*$/, ""))).toBe("malformed");
      expect(await refusal(message.replace("Nonce: n0nce1234abcd\n", ""))).toBe("malformed");
      expect(await refusal(message.replace("2026-03-01T10:00:00.000Z", "2026-03-01 10:00"))).toBe(
        "malformed",
      );
      expect(await refusal(message.replace("2026-03-01T10:00:00.000Z", "2026-02-31T10:00:00.000Z"))).toBe(
        "malformed",
      );
      expect(await refusal(message.replace("Version: 1", "Version: 2"))).toBe("malformed");
      expect(await refusal(message.replace(signer.address, "1".repeat(44)))).toBe("malformed");
      expect(await refusal(`${message}\nextra`)).toBe("malformed");
      expect(await refusal(`${message}${" ".repeat(5000)}`)).toBe("malformed");
    });

    it("domain: signed for another site", async () => {
      expect(await refusal(build({ domain: "evil.example" }))).toBe("domain");
    });

    it("nonce: not the nonce this server issued", async () => {
      expect(await refusal(build({ nonce: "othernonce123" }))).toBe("nonce");
    });

    it("expired: at or after the expiration time", async () => {
      expect(await refusal(build(), { at: expirationTime })).toBe("expired");
    });

    it("not-yet-valid: issued in the future, or before its not-before time", async () => {
      expect(await refusal(build(), { at: new Date(issuedAt.getTime() - 1) })).toBe("not-yet-valid");
      const later = `${build()}\nNot Before: 2026-03-01T10:02:00.000Z`;
      expect(await refusal(later)).toBe("not-yet-valid");
    });

    it("signature: signed by another account, or not a 64-byte base58 signature", async () => {
      const message = build();
      expect(await refusal(message, { by: other })).toBe("signature");
      const claimsOther = message.replace(signer.address, other.address);
      expect(await refusal(claimsOther)).toBe("signature");
      for (const signatureBase58 of ["", "0OIl", base58.encode(new Uint8Array(63).fill(7))])
        expect(await rejection(verifySolanaSignIn({ message, signatureBase58, expected }))).toBe("signature");
    });
  });
});
