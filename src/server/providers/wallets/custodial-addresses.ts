/**
 * Custodial EVM addresses from one BIP-44 account (m/44'/60'/0'). The server holds only the account's extended
 * public key and derives the receive address m/44'/60'/0'/0/index for each user; whoever keeps the mnemonic can
 * spend. A public key cannot derive hardened children, so the index stays below 2^31.
 */
import { HDKey } from "@scure/bip32";
import { generateMnemonic, mnemonicToSeedSync } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { type Hex, bytesToHex } from "viem";
import { publicKeyToAddress } from "viem/accounts";

export const CUSTODIAL_ACCOUNT_PATH = "m/44'/60'/0'";

/** Depth of m/44'/60'/0': purpose, coin type, account. */
const ACCOUNT_DEPTH = 3;
const EXTERNAL_CHAIN = 0;
const HARDENED_OFFSET = 2 ** 31;
/** 256 bits of entropy: a 24-word mnemonic. */
const MNEMONIC_STRENGTH = 256;

const SECP256K1_P = 2n ** 256n - 2n ** 32n - 977n;

const powMod = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
};

/** The uncompressed form (0x04, x, y) of a 33-byte compressed secp256k1 key: y² = x³ + 7, y of the given parity. */
const uncompressed = (compressed: Uint8Array): Hex => {
  const xHex = bytesToHex(compressed.subarray(1));
  const ySquared = (powMod(BigInt(xHex), 3n, SECP256K1_P) + 7n) % SECP256K1_P;
  // p ≡ 3 (mod 4), so a square root is ySquared^((p + 1) / 4).
  const root = powMod(ySquared, (SECP256K1_P + 1n) / 4n, SECP256K1_P);
  const y = (root & 1n) === BigInt((compressed[0] ?? 0) & 1) ? root : SECP256K1_P - root;
  return `0x04${xHex.slice(2)}${y.toString(16).padStart(64, "0")}`;
};

export interface AccountXpub {
  /** Extended public key of m/44'/60'/0'. */
  readonly xpub: string;
  /** The 24 words that recover every key, or undefined when the caller supplied the seed. */
  readonly mnemonic: string | undefined;
}

/** A new account from a new random 24-word mnemonic: keep the words offline, give the server the xpub. */
export function makeAccountXpub(): AccountXpub & { readonly mnemonic: string };
/** The account of an existing BIP-32 seed (16 to 64 bytes, e.g. a mnemonic's BIP-39 seed). */
export function makeAccountXpub(seed: Uint8Array): AccountXpub & { readonly mnemonic: undefined };
export function makeAccountXpub(seed?: Uint8Array): AccountXpub;
export function makeAccountXpub(seed?: Uint8Array): AccountXpub {
  const mnemonic = seed === undefined ? generateMnemonic(wordlist, MNEMONIC_STRENGTH) : undefined;
  const master = HDKey.fromMasterSeed(seed ?? mnemonicToSeedSync(mnemonic ?? ""));
  return { xpub: master.derive(CUSTODIAL_ACCOUNT_PATH).publicExtendedKey, mnemonic };
}

const accountKey = (xpub: string): HDKey => {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch (cause) {
    throw new RangeError(
      `The custodial account key is not an extended public key: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
  if (key.privateKey !== null)
    throw new RangeError("The custodial account key is private (xprv); give the server only the xpub");
  if (key.depth !== ACCOUNT_DEPTH)
    throw new RangeError(
      `The custodial account key is at depth ${key.depth}, expected ${ACCOUNT_DEPTH} (${CUSTODIAL_ACCOUNT_PATH})`,
    );
  return key;
};

/** The EIP-55 address m/44'/60'/0'/0/index of the account whose xpub is given. */
export const custodialAddressFor = (xpub: string, index: number): string => {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED_OFFSET)
    throw new RangeError(`Custodial address index ${index} is not an integer from 0 to 2^31 - 1`);
  const publicKey = accountKey(xpub).deriveChild(EXTERNAL_CHAIN).deriveChild(index).publicKey;
  if (publicKey === null) throw new Error(`No public key derived for custodial address index ${index}`);
  return publicKeyToAddress(uncompressed(publicKey));
};
