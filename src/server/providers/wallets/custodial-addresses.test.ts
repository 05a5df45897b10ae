import { fc, test } from "@fast-check/vitest";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { custodialAddressFor, makeAccountXpub } from "@/server/providers/wallets/custodial-addresses";

/** The BIP-39 test mnemonic Hardhat and Anvil fund by default; its first accounts are well known. */
const TEST_MNEMONIC = "test test test test test test test test test test test junk";
const testAccount = makeAccountXpub(mnemonicToSeedSync(TEST_MNEMONIC));

describe("custodialAddressFor", () => {
  it("derives the known addresses of the test mnemonic", () => {
    expect(testAccount.mnemonic).toBeUndefined();
    expect(custodialAddressFor(testAccount.xpub, 0)).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(custodialAddressFor(testAccount.xpub, 1)).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(custodialAddressFor(testAccount.xpub, 2)).toBe("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  });

  test.prop([fc.integer({ min: 0, max: 2 ** 31 - 1 })], { numRuns: 30 })(
    "matches viem's mnemonicToAccount at any non-hardened index",
    (addressIndex) => {
      expect(custodialAddressFor(testAccount.xpub, addressIndex)).toBe(
        mnemonicToAccount(TEST_MNEMONIC, { addressIndex }).address,
      );
    },
  );

  test.prop([fc.integer({ min: -(2 ** 53), max: -1 }), fc.integer({ min: 2 ** 31, max: 2 ** 53 })])(
    "refuses negative and hardened indexes",
    (negative, hardened) => {
      expect(() => custodialAddressFor(testAccount.xpub, negative)).toThrow(RangeError);
      expect(() => custodialAddressFor(testAccount.xpub, hardened)).toThrow(RangeError);
    },
  );

  it("refuses fractions, NaN and infinities", () => {
    for (const index of [0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => custodialAddressFor(testAccount.xpub, index)).toThrow(RangeError);
  });

  it("refuses a key that is not an account xpub: garbage, a private key, another depth", () => {
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC));
    expect(() => custodialAddressFor("xpub-nonsense", 0)).toThrow(RangeError);
    expect(() => custodialAddressFor(master.derive("m/44'/60'/0'").privateExtendedKey, 0)).toThrow(/xprv/);
    expect(() => custodialAddressFor(master.derive("m/44'/60'/0'/0").publicExtendedKey, 0)).toThrow(
      /depth 4/,
    );
  });
});

describe("makeAccountXpub", () => {
  it("makes a new 24-word mnemonic whose account xpub derives the wallet's own addresses", () => {
    const made = makeAccountXpub();
    expect(validateMnemonic(made.mnemonic, wordlist)).toBe(true);
    expect(made.mnemonic.split(" ")).toHaveLength(24);
    expect(made.xpub).toMatch(/^xpub/);
    for (const addressIndex of [0, 7, 2 ** 31 - 1])
      expect(custodialAddressFor(made.xpub, addressIndex)).toBe(
        mnemonicToAccount(made.mnemonic, { addressIndex }).address,
      );
    expect(makeAccountXpub().mnemonic).not.toBe(made.mnemonic);
  });
});
