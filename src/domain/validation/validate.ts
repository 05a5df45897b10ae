import { Result, Schema } from "effect";
import type { SchemaAST, SchemaIssue } from "effect";
import { VALIDATION_MESSAGES, isValidationMessageId } from "@/domain/validation/validation-messages";
import type { ValidationMessageId } from "@/domain/validation/validation-messages";

/** What a form shows and a handler answers when a value breaks a rule: the message id and its English text. */
export interface ValidationMessage {
  readonly messageId: ValidationMessageId;
  readonly message: string;
}

/** The first broken rule of a value, and where it sits inside the value (empty path for a plain field). */
export interface ValidationFailure extends ValidationMessage {
  readonly path: ReadonlyArray<PropertyKey>;
}

export const validationMessage = (messageId: ValidationMessageId): ValidationMessage => ({
  messageId,
  message: VALIDATION_MESSAGES[messageId],
});

/**
 * A check whose failure carries a message id and the spec's English text. `messageId` is our own
 * annotation, read back by {@link validate}; `message` is Effect's, so Effect's own formatters print the
 * same English text.
 */
export const rule = <T>(
  messageId: ValidationMessageId,
  predicate: (value: T) => boolean,
): SchemaAST.Filter<T> =>
  Schema.makeFilter<T>((value) => predicate(value), { message: VALIDATION_MESSAGES[messageId], messageId });

/**
 * Type-level failures (a number where a string belongs, a missing key) are not rules of the spec; a person
 * filling a form meets them only as an empty field, so they read "Please enter a value".
 */
const FALLBACK: ValidationMessageId = "validation.common.enterValue";

const failureOf = (messageId: ValidationMessageId, path: ReadonlyArray<PropertyKey>): ValidationFailure => ({
  ...validationMessage(messageId),
  path,
});

const firstIssue = (issue: SchemaIssue.Issue, path: ReadonlyArray<PropertyKey>): ValidationFailure => {
  switch (issue._tag) {
    case "Filter": {
      const messageId = issue.filter.annotations?.["messageId"];
      if (typeof messageId === "string" && isValidationMessageId(messageId))
        return failureOf(messageId, path);
      return firstIssue(issue.issue, path);
    }
    case "Pointer":
      return firstIssue(issue.issue, [...path, ...issue.path]);
    case "Encoding":
      return firstIssue(issue.issue, path);
    case "Composite":
    case "AnyOf": {
      const [first] = issue.issues;
      return first === undefined ? failureOf(FALLBACK, path) : firstIssue(first, path);
    }
    default:
      return failureOf(FALLBACK, path);
  }
};

/**
 * Validates `input` against a rule of the domain and answers either the decoded value or the first broken
 * rule (rules are checked in the order the schema lists them and decoding stops at the first failure).
 *
 * ```ts
 * const result = validate(SiteUsername, "ab c");
 * if (Result.isFailure(result)) show(result.failure.messageId, result.failure.message);
 * ```
 */
export const validate = <T, E>(
  schema: Schema.Codec<T, E>,
  input: unknown,
): Result.Result<T, ValidationFailure> => {
  const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "first" });
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success)
    : Result.fail(firstIssue(decoded.failure.issue, []));
};

/** The first broken rule of `input`, or `undefined` when it passes: the shape a form field wants. */
export const firstFailure = <T, E>(
  schema: Schema.Codec<T, E>,
  input: unknown,
): ValidationFailure | undefined => {
  const result = validate(schema, input);
  return Result.isFailure(result) ? result.failure : undefined;
};

/** Whether `input` passes every rule of `schema`. */
export const isValid = <T, E>(schema: Schema.Codec<T, E>, input: unknown): boolean =>
  Result.isSuccess(validate(schema, input));
