import { Schema } from "effect";
import { FIRST_NAME_MAX_LENGTH, FIRST_NAME_MIN_LENGTH } from "@/domain/constants/limits";
import {
  characterLength,
  hasDigit,
  hasWhitespace,
  isLetters,
  isLettersAndSpaces,
} from "@/domain/validation/text-rules";
import { rule } from "@/domain/validation/validate";

/*
 * First name (spec §5, and the name messages of §8): empty accepted; no spaces ("spacing not allowed");
 * 3 to 15 characters ("min 3 and max 15 characters"); alphabets only. §8 has two messages for the last rule,
 * "only alphabets allowed" and "special characters not allowed": a digit breaks the first (it is not an
 * alphabet), any other non-letter breaks the second. Alphabets are letters of any script, so "João",
 * "Ананд" and "आनंद" are first names. Checks run in that order: spaces, characters, length.
 */
export const FirstName = Schema.String.check(
  rule("validation.firstName.noSpaces", (value: string) => value === "" || !hasWhitespace(value)),
  rule("validation.firstName.alphabetsOnly", (value: string) => !hasDigit(value)),
  rule("validation.firstName.specialCharacters", (value: string) => isLetters(value)),
  rule("validation.firstName.length", (value: string) => {
    if (value === "") return true;
    const length = characterLength(value);
    return length >= FIRST_NAME_MIN_LENGTH && length <= FIRST_NAME_MAX_LENGTH;
  }),
);

/**
 * Names generally (full names, cities): letters of any script and spaces, nothing else, so "O'Brien" and
 * "Jean-Luc" are refused as the spec's rule says. Emptiness is the form's concern (see form-rules.ts), so an
 * empty name passes here.
 */
export const PersonName = Schema.String.check(
  rule("validation.name.lettersAndSpaces", (value: string) => isLettersAndSpaces(value)),
);
