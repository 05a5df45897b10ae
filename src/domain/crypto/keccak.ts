/**
 * Keccak-256 (the original Keccak padding used by Ethereum, not NIST SHA3-256), needed for EIP-55 address
 * checksums. Lanes are BigInts: inputs here are tens of bytes, so clarity beats speed.
 */

const MASK_64 = (1n << 64n) - 1n;
const RATE_BYTES = 136;

const ROUND_CONSTANTS: ReadonlyArray<bigint> = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

/** Rotation offsets r[x + 5y]. */
const ROTATIONS: ReadonlyArray<number> = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

const lane = (state: ReadonlyArray<bigint>, index: number): bigint => state[index] ?? 0n;

const rotateLeft = (value: bigint, shift: number): bigint =>
  shift === 0 ? value : ((value << BigInt(shift)) | (value >> BigInt(64 - shift))) & MASK_64;

const keccakF = (state: Array<bigint>): void => {
  for (const roundConstant of ROUND_CONSTANTS) {
    const parity: Array<bigint> = [];
    for (let x = 0; x < 5; x++) {
      parity.push(
        lane(state, x) ^ lane(state, x + 5) ^ lane(state, x + 10) ^ lane(state, x + 15) ^ lane(state, x + 20),
      );
    }
    for (let x = 0; x < 5; x++) {
      const d = (parity[(x + 4) % 5] ?? 0n) ^ rotateLeft(parity[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(state, x + y) ^ d;
    }
    const moved: Array<bigint> = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(lane(state, from), ROTATIONS[from] ?? 0);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        state[x + y] =
          lane(moved, x + y) ^ (~lane(moved, ((x + 1) % 5) + y) & MASK_64 & lane(moved, ((x + 2) % 5) + y));
      }
    }
    state[0] = lane(state, 0) ^ roundConstant;
  }
};

export const keccak256 = (input: Uint8Array): Uint8Array => {
  const padded = new Uint8Array(Math.floor(input.length / RATE_BYTES + 1) * RATE_BYTES);
  padded.set(input);
  padded[input.length] = (padded[input.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;

  const state: Array<bigint> = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 8; i++) {
      let value = 0n;
      for (let b = 7; b >= 0; b--) value = (value << 8n) | BigInt(padded[offset + i * 8 + b] ?? 0);
      state[i] = lane(state, i) ^ value;
    }
    keccakF(state);
  }

  const output = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    let value = lane(state, i);
    for (let b = 0; b < 8; b++) {
      output[i * 8 + b] = Number(value & 0xffn);
      value >>= 8n;
    }
  }
  return output;
};

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
