import { fc, test } from "@fast-check/vitest";
import { type Hex, getAddress } from "viem";
import { type PrivateKeyAccount, generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { describe, expect, it } from "vitest";
import { buildSiweMessage, verifySiweSignIn } from "@/server/providers/wallets/siwe";
import {
  WalletSignInRejected,
  type WalletSignInRejectionReason,
} from "@/server/providers/wallets/wallet-sign-in-errors";

const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const issuedAt = new Date("2026-03-01T10:00:00.000Z");
const expirationTime = new Date("2026-03-01T10:05:00.000Z");
const now = new Date("2026-03-01T10:01:00.000Z");
const expected = { domain: "kleos.example", nonce: "n0nce1234abcd", now };

const signIn = (
  account: PrivateKeyAccount,
  overrides: Partial<Parameters<typeof buildSiweMessage>[0]> = {},
) =>
  buildSiweMessage({
    domain: "kleos.example",
    uri: "https://kleos.example/login",
    address: account.address,
    chainId: 1,
    nonce: "n0nce1234abcd",
    issuedAt,
    expirationTime,
    statement: "Sign in to Kleos.",
    ...overrides,
  });

const rejection = async (promise: Promise<unknown>): Promise<WalletSignInRejectionReason> => {
  const error: unknown = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  if (!(error instanceof WalletSignInRejected))
    throw new Error(`expected WalletSignInRejected, got ${String(error)}`);
  return error.reason;
};

const privateKey = fc
  .bigInt({ min: 1n, max: SECP256K1_ORDER - 1n })
  .map((key): Hex => `0x${key.toString(16).padStart(64, "0")}`);
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join("."));
const nonce = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/);
const statement = fc.stringMatching(/^[ -~]{0,80}$/);
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
const signedSignIn = fc
  .record({ privateKey, domain, nonce, statement, window, chainId: fc.integer({ min: 1, max: 2 ** 31 }) })
  .map((input) => {
    const account = privateKeyToAccount(input.privateKey);
    const message = buildSiweMessage({
      domain: input.domain,
      uri: `https://${input.domain}/login`,
      address: account.address.toLowerCase(),
      chainId: input.chainId,
      nonce: input.nonce,
      issuedAt: input.window.issuedAt,
      expirationTime: input.window.expirationTime,
      statement: input.statement,
    });
    return {
      ...input,
      account,
      message,
      expected: { domain: input.domain, nonce: input.nonce, now: input.window.now },
    };
  });

describe("buildSiweMessage", () => {
  it("writes the EIP-4361 text with the EIP-55 address", () => {
    expect(
      buildSiweMessage({
        domain: "kleos.example",
        uri: "https://kleos.example/login",
        address: "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
        chainId: 137,
        nonce: "abcdef123456",
        issuedAt,
        expirationTime,
        statement: "Sign in to Kleos.",
      }),
    ).toBe(
      [
        "kleos.example wants you to sign in with your Ethereum account:",
        "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        "",
        "Sign in to Kleos.",
        "",
        "URI: https://kleos.example/login",
        "Version: 1",
        "Chain ID: 137",
        "Nonce: abcdef123456",
        "Issued At: 2026-03-01T10:00:00.000Z",
        "Expiration Time: 2026-03-01T10:05:00.000Z",
      ].join("\n"),
    );
  });

  it("refuses a statement over several lines, a bad address and an expiry before issue", () => {
    const account = privateKeyToAccount(generatePrivateKey());
    expect(() => signIn(account, { statement: "one\rtwo" })).toThrow(RangeError);
    expect(() => signIn(account, { address: "0x1234" })).toThrow(RangeError);
    expect(() => signIn(account, { expirationTime: issuedAt })).toThrow(RangeError);
  });
});

describe("verifySiweSignIn", () => {
  test.prop([signedSignIn])("accepts any message signed by its address", async (input) => {
    const signature = await input.account.signMessage({ message: input.message });
    await expect(
      verifySiweSignIn({ message: input.message, signature, expected: input.expected }),
    ).resolves.toEqual({
      address: getAddress(input.account.address),
      chainId: input.chainId,
      nonce: input.nonce,
    });
  });

  test.prop([signedSignIn, fc.nat(), fc.integer({ min: 0, max: 255 })])(
    "refuses the signature once any character of the message changes",
    async (input, at, code) => {
      const index = at % input.message.length;
      fc.pre(input.message.charCodeAt(index) !== code);
      const signature = await input.account.signMessage({ message: input.message });
      const changed =
        input.message.slice(0, index) + String.fromCharCode(code) + input.message.slice(index + 1);
      await expect(
        verifySiweSignIn({ message: changed, signature, expected: input.expected }),
      ).rejects.toBeInstanceOf(WalletSignInRejected);
    },
  );

  test.prop([signedSignIn, fc.integer({ min: 0, max: 64 }), fc.integer({ min: 1, max: 255 })])(
    "refuses any single-byte change to the signature",
    async (input, index, mask) => {
      const signature = await input.account.signMessage({ message: input.message });
      const bytes = Buffer.from(signature.slice(2), "hex");
      const original = bytes[index] ?? 0;
      const changed = original ^ mask;
      // v = 0 and v = 27 (1 and 28) name the same recovery id: the same signature, written another way.
      fc.pre(!(index === 64 && changed === original - 27));
      bytes[index] = changed;
      const reason = await rejection(
        verifySiweSignIn({
          message: input.message,
          signature: `0x${bytes.toString("hex")}`,
          expected: input.expected,
        }),
      );
      expect(reason).toBe("signature");
    },
  );

  it("accepts v written as a y-parity (0 or 1) as wallets on some devices send it", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = signIn(account);
    const signature = await account.signMessage({ message });
    const v = parseInt(signature.slice(130), 16) - 27;
    const parity = `${signature.slice(0, 130)}0${v}`;
    await expect(verifySiweSignIn({ message, signature: parity, expected })).resolves.toMatchObject({
      address: account.address,
    });
  });

  describe("names the reason it refuses", () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());

    const refusal = async (message: string, options: { signer?: PrivateKeyAccount; at?: Date } = {}) => {
      const signature = await (options.signer ?? account).signMessage({ message });
      return rejection(
        verifySiweSignIn({ message, signature, expected: { ...expected, now: options.at ?? now } }),
      );
    };

    it("malformed: not a SIWE message, too long, lowercase address, no expiry, non-canonical time", async () => {
      const message = signIn(account);
      expect(await refusal("hello")).toBe("malformed");
      expect(await refusal(`${message}${"x".repeat(5000)}`)).toBe("malformed");
      expect(await refusal(message.replace(account.address, account.address.toLowerCase()))).toBe(
        "malformed",
      );
      expect(await refusal(message.replace(/\nExpiration Time: .*$/, ""))).toBe("malformed");
      expect(await refusal(message.replace("2026-03-01T10:00:00.000Z", "2026-03-01T10:00:00Z"))).toBe(
        "malformed",
      );
      expect(await refusal(message.replace("Issued At: 2026-03-01", "Issued At: 2026-13-01"))).toBe(
        "malformed",
      );
      expect(await refusal(message.replace("Version: 1", "Version: 2"))).toBe("malformed");
      expect(await refusal(`${message}\nextra`)).toBe("malformed");
    });

    it("domain: signed for another site", async () => {
      expect(await refusal(signIn(account, { domain: "evil.example" }))).toBe("domain");
    });

    it("nonce: not the nonce this server issued", async () => {
      expect(await refusal(signIn(account, { nonce: "othernonce123" }))).toBe("nonce");
    });

    it("expired: at or after the expiration time", async () => {
      expect(await refusal(signIn(account), { at: expirationTime })).toBe("expired");
      expect(await refusal(signIn(account), { at: new Date("2026-03-02T00:00:00Z") })).toBe("expired");
    });

    it("not-yet-valid: issued in the future, or before its not-before time", async () => {
      expect(await refusal(signIn(account), { at: new Date(issuedAt.getTime() - 1) })).toBe("not-yet-valid");
      const notBefore = createSiweMessage({
        domain: "kleos.example",
        uri: "https://kleos.example/login",
        address: account.address,
        chainId: 1,
        nonce: expected.nonce,
        issuedAt,
        expirationTime,
        notBefore: new Date("2026-03-01T10:02:00.000Z"),
        version: "1",
      });
      expect(await refusal(notBefore)).toBe("not-yet-valid");
      const signature = await account.signMessage({ message: notBefore });
      const at = new Date("2026-03-01T10:02:00.000Z");
      await expect(
        verifySiweSignIn({ message: notBefore, signature, expected: { ...expected, now: at } }),
      ).resolves.toMatchObject({ address: account.address });
    });

    it("signature: signed by another key, or not a signature", async () => {
      const message = signIn(account);
      expect(await refusal(message, { signer: other })).toBe("signature");
      expect(await rejection(verifySiweSignIn({ message, signature: "0x1234", expected }))).toBe("signature");
      expect(
        await rejection(verifySiweSignIn({ message, signature: `0x${"00".repeat(65)}`, expected })),
      ).toBe("signature");
    });
  });
});
