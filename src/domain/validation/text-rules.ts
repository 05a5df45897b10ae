/** Character tests shared by the name and username rules. */

/** Length in characters as a person counts them: code points of the NFC form, so "João" is 4 however typed. */
export const characterLength = (value: string): number => Array.from(value.normalize("NFC")).length;

export const hasWhitespace = (value: string): boolean => /\s/u.test(value);

/** ASCII letters and digits only: the alphabet of usernames (see username-rules.ts for why ASCII). */
export const isAsciiAlphanumeric = (value: string): boolean => /^[A-Za-z0-9]*$/.test(value);

/**
 * Letters of any script. A letter may carry combining marks, so accented Latin ("João"), Cyrillic
 * ("Ананд") and Devanagari ("आनंद", whose vowel signs are marks) all count as letters.
 */
export const isLetters = (value: string): boolean => /^(?:\p{L}\p{M}*)*$/u.test(value);

/** Letters as above and spaces (U+0020) only. */
export const isLettersAndSpaces = (value: string): boolean => /^(?:\p{L}\p{M}*| )*$/u.test(value);

export const hasDigit = (value: string): boolean => /\p{Nd}/u.test(value);

export const isBlank = (value: string): boolean => value.trim().length === 0;
