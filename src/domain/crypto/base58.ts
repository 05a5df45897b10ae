/** Base58 with Bitcoin's alphabet (used by Solana addresses): no 0, O, I or l. */
export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

const DIGIT_OF = new Map<string, number>(
  Array.from(BASE58_ALPHABET, (character, index) => [character, index]),
);

/** The bytes a base58 string stands for, or `undefined` when it holds a character outside the alphabet. */
export const decodeBase58 = (text: string): Uint8Array | undefined => {
  let value = 0n;
  let leadingZeros = 0;
  let leading = true;
  for (const character of text) {
    const digit = DIGIT_OF.get(character);
    if (digit === undefined) return undefined;
    if (leading && digit === 0) leadingZeros++;
    else leading = false;
    value = value * 58n + BigInt(digit);
  }
  const bytes: Array<number> = [];
  while (value > 0n) {
    bytes.push(Number(value & 0xffn));
    value >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes.reverse()]);
};

export const encodeBase58 = (bytes: Uint8Array): string => {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = "";
  while (value > 0n) {
    text = (BASE58_ALPHABET[Number(value % 58n)] ?? "") + text;
    value /= 58n;
  }
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;
  return "1".repeat(leadingZeros) + text;
};
