import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/** Bank account number: 9 to 18 digits (spec §5). */
export const isBankAccountNumber = (value: string): boolean => /^\d{9,18}$/.test(value);

/** IFSC: four capital letters (the bank), a zero (reserved), six capital letters or digits (the branch). */
export const isIfsc = (value: string): boolean => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);

export const BankAccountNumber = Schema.String.check(
  rule("validation.bankAccount.invalid", isBankAccountNumber),
);
export const Ifsc = Schema.String.check(rule("validation.ifsc.invalid", isIfsc));
