import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { base58 } from "@scure/base";
import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/**
 * Solana address: 32 to 44 base58 characters (spec §5). A Solana address is a 32-byte public key, so the
 * characters must also decode to exactly 32 bytes; a 44-character string of base58 that stands for 33 bytes
 * is refused with the same message.
 */
export const isSolanaAddress = (value: string): boolean => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  return base58.decode(value).length === 32;
};

export const SolanaAddress = Schema.String.check(rule("validation.solanaAddress.invalid", isSolanaAddress));

const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case form of a 0x address (its hex digits in any case). */
export const toChecksumAddress = (address: string): string => {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let result = "0x";
  for (let i = 0; i < hex.length; i++) {
    const character = hex.charAt(i);
    result += parseInt(hash.charAt(i), 16) >= 8 ? character.toUpperCase() : character;
  }
  return result;
};

/** All-lowercase and all-uppercase addresses carry no checksum (EIP-55); mixed case must match it exactly. */
export const hasValidEvmChecksum = (address: string): boolean => {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
};

export const isEvmAddress = (value: string): boolean =>
  EVM_ADDRESS_PATTERN.test(value) && hasValidEvmChecksum(value);

/** EVM wallet address: 0x and 40 hex digits; mixed case must pass the EIP-55 checksum. */
export const EvmAddress = Schema.String.check(
  rule("validation.evmAddress.invalid", (value: string) => EVM_ADDRESS_PATTERN.test(value)),
  rule("validation.evmAddress.checksum", hasValidEvmChecksum),
);
