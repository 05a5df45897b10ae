import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/**
 * E-mail: local@domain with a top level of 2 or more letters (spec §5). The local part takes the characters
 * RFC 5322 allows unquoted, without a dot at either end or two in a row; each domain label is letters,
 * digits and inner hyphens. 254 characters at most (RFC 5321's path limit).
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

export const Email = Schema.String.check(rule("validation.email.invalid", isEmail));
