/**
 * The identity numbers of KYC, checked before any provider is asked: a PAN held by a person, a bank account
 * and its IFSC (India), a CPF and a PIX key (Brazil). An Aadhaar number is never taken: DigiLocker shows it
 * to the provider, and only its last four digits, masked, come back.
 */
import { getPixKeyInfo, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { Schema } from "effect";
import { isPan } from "@/domain/validation/kyc-rules";
import { rule } from "@/domain/validation/validate";

/** Individual gamers only: the fourth letter of their PAN is P (a person). */
export const isIndividualPan = (pan: string): boolean => isPan(pan) && pan[3] === "P";

/** A PAN as typed: spaces dropped, capitals. */
export const normalizePan = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** An IFSC as typed: spaces dropped, capitals. */
export const normalizeIfsc = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** A bank account as typed: spaces and dashes dropped. */
export const normalizeBankAccount = (typed: string): string => typed.replace(/[\s-]+/g, "");

/** The last four digits of an account or document behind a mask: "XXXXXXXX1234". */
export const maskedLastFour = (digits: string): string => {
  const kept = digits.replace(/\D/g, "").slice(-4);
  return `${"X".repeat(8)}${kept}`;
};

/** A CPF as its 11 digits, or undefined when its check digits are wrong. */
export const cpfDigits = (typed: string): string | undefined => {
  const digits = typed.replace(/[.\-\s]/g, "");
  return /^\d{11}$/.test(digits) && isValidCpf(digits) ? digits : undefined;
};

export const PIX_KEY_TYPES = ["cpf", "email", "phone", "evp"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/**
 * A PIX key of the kind the gamer chose, in the canonical form the DICT (and Asaas) expect; undefined when
 * the value is not a valid key of that kind. A CNPJ key is a company's, so it is not offered.
 */
export const canonicalPixKey = (type: PixKeyType, typed: string): string | undefined => {
  const info = getPixKeyInfo(typed);
  if (info?.type === type) return info.value;
  // An 11-digit mobile number with a valid CPF check digit reads as a CPF: the gamer said it is a phone.
  if (type === "phone" && info?.type === "cpf") {
    const asPhone = getPixKeyInfo(`+55${info.value}`);
    return asPhone?.type === "phone" ? asPhone.value : undefined;
  }
  return undefined;
};

/** The PIX key shown back to its owner: the ends kept, the middle masked. */
export const maskedPixKey = (key: string): string =>
  key.length <= 6
    ? "*".repeat(key.length)
    : `${key.slice(0, 3)}${"*".repeat(key.length - 5)}${key.slice(-2)}`;

export const Cpf = Schema.String.check(
  rule("validation.cpf.invalid", (value: string) => cpfDigits(value) !== undefined),
);
