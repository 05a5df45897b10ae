import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { base58 as base58Codec } from "@scure/base";
import { firstFailure } from "@/domain/validation/validate";
import { EvmAddress, SolanaAddress, toChecksumAddress } from "@/domain/validation/wallet-rules";

const publicKey = fc.uint8Array({ minLength: 32, maxLength: 32 });
const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const base58 = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength, maxLength });
const hex40 = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 40, maxLength: 40 });

describe("Solana address", () => {
  test.prop([publicKey])("property: every 32-byte public key in base58 is accepted", (key) => {
    const address = base58Codec.encode(key);
    expect(address.length).toBeGreaterThanOrEqual(32);
    expect(address.length).toBeLessThanOrEqual(44);
    expect(firstFailure(SolanaAddress, address)).toBeUndefined();
  });

  test.prop([fc.oneof(base58(0, 31), base58(45, 60))])(
    "property: fewer than 32 or more than 44 characters read Please enter a valid Solana address",
    (address) => {
      expect(firstFailure(SolanaAddress, address)?.message).toBe("Please enter a valid Solana address");
    },
  );

  test.prop([publicKey, fc.nat(), fc.constantFrom("0", "O", "I", "l", " ", "+")])(
    "property: a character outside base58 is refused",
    (key, at, character) => {
      const address = base58Codec.encode(key);
      const index = at % address.length;
      const broken = address.slice(0, index) + character + address.slice(index + 1);
      expect(firstFailure(SolanaAddress, broken)?.messageId).toBe("validation.solanaAddress.invalid");
    },
  );

  test.prop([
    fc.oneof(
      fc.uint8Array({ minLength: 24, maxLength: 31 }),
      fc.uint8Array({ minLength: 33, maxLength: 33 }),
    ),
  ])("property: base58 of anything but 32 bytes is refused", (bytes) => {
    expect(firstFailure(SolanaAddress, base58Codec.encode(bytes))?.messageId).toBe(
      "validation.solanaAddress.invalid",
    );
  });

  test.each([
    ["11111111111111111111111111111111", true],
    ["So11111111111111111111111111111111111111112", true],
    ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", true],
    ["1111111111111111111111111111111", false],
    ["zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", false],
    ["0x52908400098527886E0F7030069857D2E4169EE7", false],
  ])("%j → %s", (input, valid) => {
    expect(firstFailure(SolanaAddress, input) === undefined).toBe(valid);
  });
});

describe("EVM address", () => {
  test.prop([hex40])("property: lowercase, uppercase and checksummed forms are accepted", (hex) => {
    expect(firstFailure(EvmAddress, `0x${hex}`)).toBeUndefined();
    expect(firstFailure(EvmAddress, `0x${hex.toUpperCase()}`)).toBeUndefined();
    expect(firstFailure(EvmAddress, toChecksumAddress(`0x${hex}`))).toBeUndefined();
  });

  test.prop([hex40])(
    "property: the checksum form ignores the input's case and is its own checksum",
    (hex) => {
      const checksummed = toChecksumAddress(`0x${hex}`);
      expect(toChecksumAddress(`0x${hex.toUpperCase()}`)).toBe(checksummed);
      expect(toChecksumAddress(checksummed)).toBe(checksummed);
      expect(checksummed.toLowerCase()).toBe(`0x${hex}`);
    },
  );

  test.prop([hex40, fc.nat()])("property: flipping the case of one letter breaks a checksum", (hex, at) => {
    const checksummed = toChecksumAddress(`0x${hex}`).slice(2);
    const letters = [...checksummed].flatMap((character, index) =>
      /[a-fA-F]/.test(character) ? [index] : [],
    );
    const index = letters[at % Math.max(letters.length, 1)];
    fc.pre(index !== undefined);
    const flipped = [...checksummed]
      .map((character, i) =>
        i === index
          ? character === character.toUpperCase()
            ? character.toLowerCase()
            : character.toUpperCase()
          : character,
      )
      .join("");
    fc.pre(flipped !== flipped.toLowerCase() && flipped !== flipped.toUpperCase());
    expect(firstFailure(EvmAddress, `0x${flipped}`)?.message).toBe(
      "The wallet address checksum does not match",
    );
  });

  test.prop([fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 0, maxLength: 45 })])(
    "property: any length but 40 hex digits reads Please enter a valid wallet address",
    (hex) => {
      fc.pre(hex.length !== 40);
      expect(firstFailure(EvmAddress, `0x${hex}`)?.message).toBe("Please enter a valid wallet address");
    },
  );

  test.each([
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
  ])("EIP-55's own example %s passes", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(firstFailure(EvmAddress, address)).toBeUndefined();
  });

  test.each([
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "validation.evmAddress.checksum"],
    ["5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "validation.evmAddress.invalid"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "validation.evmAddress.invalid"],
    ["0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "validation.evmAddress.invalid"],
  ])("%s → %s", (address, messageId) => {
    expect(firstFailure(EvmAddress, address)?.messageId).toBe(messageId);
  });
});
