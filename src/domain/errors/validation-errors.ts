import { Effect, Result, Schema } from "effect";
import { validate } from "@/domain/validation/validate";
import type { ValidationFailure } from "@/domain/validation/validate";

/**
 * A field broke a rule of spec §5. `messageId` is the rule's `validation.<rule>.<purpose>` id; its English
 * text comes from the validation messages, so the error itself holds data only.
 */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", {
  field: Schema.String,
  messageId: Schema.String,
}) {}

export const validationFailed = (field: string, failure: ValidationFailure): ValidationFailed =>
  new ValidationFailed({
    field: [field, ...failure.path.map(String)].filter((part) => part !== "").join("."),
    messageId: failure.messageId,
  });

/**
 * For a server handler: the decoded value, or `ValidationFailed` naming the field and the first broken rule.
 *
 * ```ts
 * const username = yield* validateField(SiteUsername, body.username, "username");
 * ```
 */
export const validateField = <T, E>(
  schema: Schema.Codec<T, E>,
  input: unknown,
  field: string,
): Effect.Effect<T, ValidationFailed> => {
  const result = validate(schema, input);
  return Result.isSuccess(result)
    ? Effect.succeed(result.success)
    : Effect.fail(validationFailed(field, result.failure));
};
