/**
 * Pix "copia e cola": the EMV® QR Code Merchant-Presented payload as Brazil's central bank profiles it (the
 * BR Code). A payload is a run of ID–length–value fields (two digits of ID, two of length), closed by field 63,
 * the CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything before it, "6304" included, in four
 * upper-case hex digits. A bank app reads the amount, the receiver's Pix key and the transaction id from it.
 */

/** The globally unique identifier of the Pix arrangement inside field 26. */
export const PIX_GUI = "br.gov.bcb.pix";

/** ISO 4217 numeric code of the real. */
const BRL_NUMERIC = "986";

export interface PixBrCodeRequest {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  readonly key: string;
  /** At most 25 characters, plain ASCII (bank apps show it as is). */
  readonly merchantName: string;
  /** At most 15 characters, plain ASCII. */
  readonly merchantCity: string;
  /** Centavos to pay; undefined leaves the amount to the payer. */
  readonly amountMinor?: number;
  /** At most 25 letters and digits; identifies the charge to the receiver. */
  readonly txid: string;
}

/** CRC16-CCITT (FALSE variant: poly 0x1021, init 0xFFFF, no reflection, no final xor) of `text`'s bytes. */
export const crc16Ccitt = (text: string): number => {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
};

const crcField = (text: string): string => crc16Ccitt(text).toString(16).toUpperCase().padStart(4, "0");

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

const field = (id: string, value: string): string => {
  if (value.length > 99)
    throw new Error(`BR Code field ${id} is ${value.length} characters long: at most 99`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
};

/** The payload for a one-time Pix charge. Throws on input no BR Code can carry (a bug of the caller). */
export const pixBrCode = (request: PixBrCodeRequest): string => {
  const { key, merchantName, merchantCity, amountMinor, txid } = request;
  if (!PLAIN_ASCII.test(merchantName) || merchantName.length === 0 || merchantName.length > 25)
    throw new Error(`BR Code merchant name ${JSON.stringify(merchantName)}: 1 to 25 plain ASCII characters`);
  if (!PLAIN_ASCII.test(merchantCity) || merchantCity.length === 0 || merchantCity.length > 15)
    throw new Error(`BR Code merchant city ${JSON.stringify(merchantCity)}: 1 to 15 plain ASCII characters`);
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new Error(`BR Code txid ${JSON.stringify(txid)}: 1 to 25 letters and digits`);
  if (amountMinor !== undefined && (!Number.isSafeInteger(amountMinor) || amountMinor <= 0))
    throw new Error(`BR Code amount ${amountMinor}: a positive whole number of centavos`);
  const amount =
    amountMinor === undefined
      ? ""
      : field("54", `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`);
  const body =
    field("00", "01") +
    // 12: a code for one payment (the charge), not a reusable one.
    field("01", "12") +
    field("26", field("00", PIX_GUI) + field("01", key)) +
    field("52", "0000") +
    field("53", BRL_NUMERIC) +
    amount +
    field("58", "BR") +
    field("59", merchantName) +
    field("60", merchantCity) +
    field("62", field("05", txid)) +
    "6304";
  return body + crcField(body);
};

/** The top-level fields of a payload, by ID; undefined when it is not a well-formed run of fields. */
export const brCodeFields = (payload: string): ReadonlyMap<string, string> | undefined => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4))) return undefined;
    if (at + 4 + length > payload.length) return undefined;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

/** Whether `payload` is a well-formed BR Code whose closing CRC matches what comes before it. */
export const isValidBrCode = (payload: string): boolean => {
  const fields = brCodeFields(payload);
  if (fields === undefined || fields.get("00") !== "01" || !payload.slice(-8, -4).startsWith("6304"))
    return false;
  return crcField(payload.slice(0, -4)) === payload.slice(-4);
};
