import { Schema } from "effect";
import type { ValidationMessageId } from "@/domain/validation/validation-messages";
import { rule } from "@/domain/validation/validate";

/*
 * The remaining messages of spec §5: select an option, city, college name, valid mobile number (see
 * phone-rules.ts), valid e-mail (see email-rules.ts), enter a value, correct option, country. They guard
 * required fields: a value that is empty or only blanks fails with the field's own message.
 */

const required = (messageId: ValidationMessageId): Schema.Codec<string> =>
  Schema.String.check(rule(messageId, (value: string) => value.trim() !== ""));

export const RequiredValue = required("validation.common.enterValue");
export const RequiredOption = required("validation.common.selectOption");
export const RequiredCity = required("validation.common.city");
export const RequiredCollegeName = required("validation.common.collegeName");
export const RequiredCountry = required("validation.common.country");

/** A choice that must be one of `options` ("Please select the correct option"), e.g. a quiz answer. */
export const oneOf = (options: ReadonlyArray<string>): Schema.Codec<string> =>
  Schema.String.check(rule("validation.common.correctOption", (value: string) => options.includes(value)));
