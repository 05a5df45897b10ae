/**
 * Sign-In with Ethereum (EIP-4361) for externally owned accounts. The server writes the message, the wallet signs
 * it with `personal_sign`, and the server checks it here without any RPC call, so contract wallets (ERC-1271)
 * are not supported.
 */
import { type Hex, verifyMessage } from "viem";
import { type SiweMessage, createSiweMessage, parseSiweMessage } from "viem/siwe";
import { assertWithinSignInWindow } from "@/server/providers/wallets/sign-in-window";
import { WalletSignInRejected } from "@/server/providers/wallets/wallet-sign-in-errors";

/** Longer messages are refused before parsing: ours are a few hundred characters. */
export const MAX_SIWE_MESSAGE_LENGTH = 4096;

export interface SiweMessageInput {
  /** RFC 3986 authority that asks for the sign-in (`kleos.gg`, `localhost:8080`). */
  readonly domain: string;
  readonly uri: string;
  /** 0x address, any case; the message carries its EIP-55 form. */
  readonly address: string;
  readonly chainId: number;
  /** At least 8 letters and digits. */
  readonly nonce: string;
  readonly issuedAt: Date;
  readonly expirationTime: Date;
  /** One line shown to the person by the wallet. */
  readonly statement?: string;
}

export interface SiweSignInProof {
  readonly message: string;
  /** 65-byte `personal_sign` signature, 0x-prefixed hex. */
  readonly signature: string;
  readonly expected: { readonly domain: string; readonly nonce: string; readonly now: Date };
}

export interface SiweSignIn {
  /** EIP-55 address that signed. */
  readonly address: string;
  readonly chainId: number;
  readonly nonce: string;
}

const LINE_BREAK = /[\r\n\u2028\u2029]/;
const SIGNATURE_HEX = /^0x[0-9a-fA-F]{130}$/;

const isSignatureHex = (value: string): value is Hex => SIGNATURE_HEX.test(value);

const isAddressHex = (value: string): value is Hex => /^0x[0-9a-fA-F]{40}$/.test(value);

/** The EIP-4361 text for the wallet to sign. Throws on fields EIP-4361 does not allow (a bug in the caller). */
export const buildSiweMessage = (input: SiweMessageInput): string => {
  if (!isAddressHex(input.address))
    throw new RangeError(`${input.address} is not a 0x address of 40 hex digits`);
  if (input.statement !== undefined && LINE_BREAK.test(input.statement))
    throw new RangeError("A SIWE statement is one line");
  if (input.expirationTime.getTime() <= input.issuedAt.getTime())
    throw new RangeError(
      `A SIWE message expiring at ${input.expirationTime.toISOString()} must expire after it is issued (${input.issuedAt.toISOString()})`,
    );
  return createSiweMessage({
    domain: input.domain,
    uri: input.uri,
    address: input.address,
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: input.issuedAt,
    expirationTime: input.expirationTime,
    version: "1",
    ...(input.statement === undefined || input.statement === "" ? {} : { statement: input.statement }),
  });
};

type ReadSiweMessage = SiweMessage & { readonly issuedAt: Date; readonly expirationTime: Date };

const malformed = (detail: string) => new WalletSignInRejected("malformed", detail);

/**
 * Reads the message strictly: every field EIP-4361 requires plus an expiration time, and the text must be
 * exactly what `createSiweMessage` writes for those fields (EIP-55 address, ISO 8601 UTC times), so no two
 * readings of one signed text can differ.
 */
const readSiweMessage = (message: string): ReadSiweMessage => {
  if (message.length > MAX_SIWE_MESSAGE_LENGTH)
    throw malformed(`message of ${message.length} characters, over ${MAX_SIWE_MESSAGE_LENGTH}`);
  const parsed = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime } = parsed;
  if (
    address === undefined ||
    chainId === undefined ||
    domain === undefined ||
    nonce === undefined ||
    uri === undefined ||
    version !== "1" ||
    issuedAt === undefined ||
    expirationTime === undefined
  )
    throw malformed("not an EIP-4361 message with version 1, chain id, nonce, issued-at and expiration time");
  const fields: ReadSiweMessage = {
    ...parsed,
    address,
    chainId,
    domain,
    nonce,
    uri,
    version,
    issuedAt,
    expirationTime,
  };
  let canonical: string;
  try {
    canonical = createSiweMessage(fields);
  } catch (cause) {
    throw malformed(
      `invalid field: ${cause instanceof Error ? cause.message.split("\n")[0] : String(cause)}`,
    );
  }
  if (canonical !== message) throw malformed("the text is not in the canonical EIP-4361 form");
  return fields;
};

/**
 * Checks a signed SIWE message: its form, the expected domain and nonce, its lifetime at `now`, then the
 * signature. Rejects with `WalletSignInRejected` naming the first check that failed.
 */
export const verifySiweSignIn = async ({
  message,
  signature,
  expected,
}: SiweSignInProof): Promise<SiweSignIn> => {
  const fields = readSiweMessage(message);
  if (fields.domain !== expected.domain)
    throw new WalletSignInRejected("domain", `message for ${fields.domain}, expected ${expected.domain}`);
  if (fields.nonce !== expected.nonce)
    throw new WalletSignInRejected("nonce", `message nonce ${fields.nonce} is not the one issued`);
  assertWithinSignInWindow(fields, expected.now);
  if (!isSignatureHex(signature)) throw new WalletSignInRejected("signature", "not a 65-byte hex signature");
  const signed = await verifyMessage({ address: fields.address, message, signature }).catch(() => false);
  if (!signed) throw new WalletSignInRejected("signature", `not signed by ${fields.address}`);
  return { address: fields.address, chainId: fields.chainId, nonce: fields.nonce };
};
