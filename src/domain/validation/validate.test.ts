import { fc, test } from "@fast-check/vitest";
import { Result, Schema } from "effect";
import { describe, expect } from "vitest";
import { Email } from "@/domain/validation/email-rules";
import { SiteUsername } from "@/domain/validation/username-rules";
import { firstFailure, isValid, validate, validationMessage } from "@/domain/validation/validate";
import { VALIDATION_MESSAGES, isValidationMessageId } from "@/domain/validation/validation-messages";

describe("validate", () => {
  test("answers the decoded value when every rule holds", () => {
    expect(validate(SiteUsername, "gamer42")).toEqual(Result.succeed("gamer42"));
    expect(isValid(SiteUsername, "gamer42")).toBe(true);
  });

  test("answers only the first broken rule, in the schema's order", () => {
    expect(firstFailure(SiteUsername, "a b!")).toEqual({
      messageId: "validation.siteUsername.noSpaces",
      message: "Spaces are not allowed in the username",
      path: [],
    });
  });

  test("a value of the wrong type reads Please enter a value", () => {
    expect(firstFailure(SiteUsername, 42)).toEqual({
      ...validationMessage("validation.common.enterValue"),
      path: [],
    });
    expect(firstFailure(SiteUsername, undefined)?.message).toBe("Please enter a value");
  });

  test("a form's failure names the field", () => {
    const Form = Schema.Struct({ username: SiteUsername, email: Email });
    expect(firstFailure(Form, { username: "gamer42", email: "nope" })).toEqual({
      messageId: "validation.email.invalid",
      message: "Please enter a valid e-mail",
      path: ["email"],
    });
    expect(firstFailure(Form, { username: "gamer42" })).toEqual({
      messageId: "validation.common.enterValue",
      message: "Please enter a value",
      path: ["email"],
    });
  });

  test.prop([fc.anything()])(
    "property: never throws, and every failure is a known id with its English text",
    (input) => {
      const failure = firstFailure(SiteUsername, input);
      if (failure === undefined) return;
      expect(isValidationMessageId(failure.messageId)).toBe(true);
      expect(failure.message).toBe(VALIDATION_MESSAGES[failure.messageId]);
    },
  );

  test("Effect's own formatter prints the same English text", () => {
    const result = Schema.decodeUnknownResult(SiteUsername)("abc");
    expect(Result.isFailure(result) && result.failure.message).toBe("min 5 and max 10 characters");
  });
});
