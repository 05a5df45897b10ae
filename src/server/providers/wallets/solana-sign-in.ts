/**
 * Sign In With Solana: the EIP-4361 text with "Solana account" (the wallet-standard `signIn` format). The server
 * writes the message, the wallet signs its UTF-8 bytes with the account's ed25519 key (`signMessage`), and the
 * server checks it here, offline.
 */
import { getPublicKeyFromAddress, isAddress, isSignatureBytes, verifySignature } from "@solana/kit";
import { base58 } from "@scure/base";
import { assertWithinSignInWindow } from "@/server/providers/wallets/sign-in-window";
import { WalletSignInRejected } from "@/server/providers/wallets/wallet-sign-in-errors";

/** Longer messages are refused before parsing: ours are a few hundred characters. */
export const MAX_SOLANA_SIGN_IN_MESSAGE_LENGTH = 4096;

export interface SolanaSignInMessageInput {
  /** RFC 3986 authority that asks for the sign-in (`kleos.gg`, `localhost:8080`). */
  readonly domain: string;
  /** Base58 address of the account. */
  readonly address: string;
  /** At least 8 letters and digits. */
  readonly nonce: string;
  readonly issuedAt: Date;
  readonly expirationTime: Date;
  /** One line shown to the person by the wallet. */
  readonly statement?: string;
}

export interface SolanaSignInProof {
  readonly message: string;
  /** The 64-byte ed25519 signature of the message's UTF-8 bytes, in base58. */
  readonly signatureBase58: string;
  readonly expected: { readonly domain: string; readonly nonce: string; readonly now: Date };
}

export interface SolanaSignIn {
  /** Base58 address that signed. */
  readonly address: string;
  readonly nonce: string;
}

const HEADER = " wants you to sign in with your Solana account:\n";
const DOMAIN = /^[^\s/?#]+$/;
const NONCE = /^[a-zA-Z0-9]{8,}$/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The whole message, fields in the wallet-standard order. Statement and fields are each one line, so a blank
 * line separates them unambiguously; nonce, issued-at and expiration time are required here.
 */
const MESSAGE = new RegExp(
  [
    "^(?<domain>[^\\s/?#]+) wants you to sign in with your Solana account:\\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})",
    "(?:\\n\\n(?<statement>[^\\n]+))?\\n\\n",
    "(?:URI: (?<uri>[^\\n]+)\\n)?",
    "(?:Version: (?<version>[^\\n]+)\\n)?",
    "(?:Chain ID: (?<chainId>[^\\n]+)\\n)?",
    "Nonce: (?<nonce>[^\\n]+)\\n",
    "Issued At: (?<issuedAt>[^\\n]+)\\n",
    "Expiration Time: (?<expirationTime>[^\\n]+)",
    "(?:\\nNot Before: (?<notBefore>[^\\n]+))?",
    "(?:\\nRequest ID: (?<requestId>[^\\n]+))?",
    "(?:\\nResources:(?:\\n- [^\\n]+)*)?$",
  ].join(""),
);

/** The Sign In With Solana text for the wallet to sign. Throws on fields the format does not allow (a bug). */
export const buildSolanaSignInMessage = (input: SolanaSignInMessageInput): string => {
  if (!DOMAIN.test(input.domain)) throw new RangeError(`${input.domain} is not an RFC 3986 authority`);
  if (!isAddress(input.address)) throw new RangeError(`${input.address} is not a Solana address`);
  if (!NONCE.test(input.nonce)) throw new RangeError("A sign-in nonce is at least 8 letters and digits");
  if (input.statement !== undefined && LINE_BREAK.test(input.statement))
    throw new RangeError("A sign-in statement is one line");
  if (input.expirationTime.getTime() <= input.issuedAt.getTime())
    throw new RangeError(
      `A sign-in message expiring at ${input.expirationTime.toISOString()} must expire after it is issued (${input.issuedAt.toISOString()})`,
    );
  const statement = input.statement === undefined || input.statement === "" ? "" : `\n\n${input.statement}`;
  return [
    `${input.domain}${HEADER}${input.address}${statement}`,
    "",
    "Version: 1",
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt.toISOString()}`,
    `Expiration Time: ${input.expirationTime.toISOString()}`,
  ].join("\n");
};

const malformed = (detail: string) => new WalletSignInRejected("malformed", detail);

/** `Date` rolls impossible days over (February 31 becomes March 3); RFC 3339 has no such dates. */
const isCalendarDateTime = (value: string): boolean => {
  const [year, month, day, hour, minute, second] = (value.match(/\d+/g) ?? []).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  )
    return false;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second);
  return (
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second
  );
};

const readDateTime = (value: string | undefined, field: string): Date | undefined => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!DATE_TIME.test(value) || !isCalendarDateTime(value) || Number.isNaN(date.getTime()))
    throw malformed(`${field} ${value} is not an RFC 3339 date-time`);
  return date;
};

interface ReadSolanaSignIn {
  readonly domain: string;
  readonly address: string;
  readonly nonce: string;
  readonly issuedAt: Date;
  readonly expirationTime: Date;
  readonly notBefore: Date | undefined;
}

const readSolanaSignInMessage = (message: string): ReadSolanaSignIn => {
  if (message.length > MAX_SOLANA_SIGN_IN_MESSAGE_LENGTH)
    throw malformed(`message of ${message.length} characters, over ${MAX_SOLANA_SIGN_IN_MESSAGE_LENGTH}`);
  const groups = MESSAGE.exec(message)?.groups;
  const { domain, address, nonce, version, ...times } = groups ?? {};
  const issuedAt = readDateTime(times["issuedAt"], "Issued At");
  const expirationTime = readDateTime(times["expirationTime"], "Expiration Time");
  if (
    domain === undefined ||
    address === undefined ||
    nonce === undefined ||
    issuedAt === undefined ||
    expirationTime === undefined
  )
    throw malformed("not a Sign In With Solana message with nonce, issued-at and expiration time");
  if (version !== undefined && version !== "1") throw malformed(`version ${version}, expected 1`);
  if (!isAddress(address)) throw malformed(`${address} is not a Solana address`);
  const notBefore = readDateTime(times["notBefore"], "Not Before");
  return { domain, address, nonce, issuedAt, expirationTime, notBefore };
};

const signatureBytesOf = (signatureBase58: string) => {
  try {
    const bytes = base58.decode(signatureBase58);
    return isSignatureBytes(bytes) ? bytes : undefined;
  } catch {
    return undefined;
  }
};

const isSignedBy = async (address: string, message: string, signatureBase58: string): Promise<boolean> => {
  const signature = signatureBytesOf(signatureBase58);
  if (signature === undefined || !isAddress(address)) return false;
  try {
    const publicKey = await getPublicKeyFromAddress(address);
    return await verifySignature(publicKey, signature, new TextEncoder().encode(message));
  } catch {
    return false;
  }
};

/**
 * Checks a signed Sign In With Solana message: its form, the expected domain and nonce, its lifetime at `now`,
 * then the ed25519 signature against the address's public key. Rejects with `WalletSignInRejected` naming the
 * first check that failed.
 */
export const verifySolanaSignIn = async ({
  message,
  signatureBase58,
  expected,
}: SolanaSignInProof): Promise<SolanaSignIn> => {
  const fields = readSolanaSignInMessage(message);
  if (fields.domain !== expected.domain)
    throw new WalletSignInRejected("domain", `message for ${fields.domain}, expected ${expected.domain}`);
  if (fields.nonce !== expected.nonce)
    throw new WalletSignInRejected("nonce", `message nonce ${fields.nonce} is not the one issued`);
  assertWithinSignInWindow(fields, expected.now);
  if (!(await isSignedBy(fields.address, message, signatureBase58)))
    throw new WalletSignInRejected("signature", `not signed by ${fields.address}`);
  return { address: fields.address, nonce: fields.nonce };
};
