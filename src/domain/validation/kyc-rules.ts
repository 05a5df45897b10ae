import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/**
 * PAN holder types, the fourth character of a PAN: Association of persons, Body of individuals, Company,
 * Firm, Government, Hindu undivided family, Local authority, artificial Juridical person, Person, Trust.
 */
export const PAN_HOLDER_TYPES = ["A", "B", "C", "F", "G", "H", "L", "J", "P", "T"] as const;

/** PAN: AAAAA9999A, capital letters, the fourth letter a holder type. */
export const isPan = (value: string): boolean => /^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/.test(value);

/* Verhoeff's dihedral-group tables. */
const MULTIPLICATION: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTATION: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE: ReadonlyArray<number> = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const verhoeffChecksum = (digits: string, offset: number): number => {
  let check = 0;
  const reversed = Array.from(digits).reverse();
  reversed.forEach((character, index) => {
    const permuted = PERMUTATION[(index + offset) % 8]?.[Number(character)] ?? 0;
    check = MULTIPLICATION[check]?.[permuted] ?? 0;
  });
  return check;
};

/** Whether the last digit of `digits` is the Verhoeff check digit of the others. */
export const hasValidVerhoeffCheckDigit = (digits: string): boolean =>
  /^\d+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;

/** The Verhoeff check digit to append to `digits`. */
export const verhoeffCheckDigit = (digits: string): number => INVERSE[verhoeffChecksum(digits, 1)] ?? 0;

/** Aadhaar: 12 digits, not starting with 0 or 1, the last a Verhoeff check digit. Spaces are not stripped here. */
export const isAadhaar = (value: string): boolean =>
  /^[2-9]\d{11}$/.test(value) && hasValidVerhoeffCheckDigit(value);

export const Pan = Schema.String.check(rule("validation.pan.invalid", isPan));
export const Aadhaar = Schema.String.check(rule("validation.aadhaar.invalid", isAadhaar));
