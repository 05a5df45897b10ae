/**
 * A gamer's referral code: 8 characters of Crockford's base32 alphabet (digits and capital letters without I,
 * L, O and U), so a code read aloud or copied by hand has no look-alike characters. 8 characters hold 40 random
 * bits, plenty for every gamer to have one without guessable neighbours.
 */
export const REFERRAL_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/u;

/** The code for `bytes` random bytes (at least 5): each character takes 5 bits. */
export const referralCodeFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length * 8 < REFERRAL_CODE_LENGTH * 5)
    throw new Error(`A referral code needs ${REFERRAL_CODE_LENGTH * 5} random bits, got ${bytes.length * 8}`);
  let bits = 0n;
  for (const byte of bytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let index = REFERRAL_CODE_LENGTH - 1; index >= 0; index -= 1) {
    code += REFERRAL_CODE_ALPHABET.charAt(Number((bits >> BigInt(index * 5)) & 31n));
  }
  return code;
};
