import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { ERROR_ENGLISH_TEXT, ERROR_MESSAGE_ID } from "@/domain/errors/error-catalogue";
import { VALIDATION_MESSAGES, isValidationMessageId } from "@/domain/validation/validation-messages";
import {
  formatDomainMessage,
  formatFailure,
  validationFailureOf,
} from "@/web/features/account/components/domain-messages";
import { ApiError } from "@/web/lib/api-client";

const englishOf = (id: string): string | undefined => {
  if (isValidationMessageId(id)) return VALIDATION_MESSAGES[id];
  const tag = Object.entries(ERROR_MESSAGE_ID).find(([, messageId]) => messageId === id)?.[0];
  return tag === undefined ? undefined : ERROR_ENGLISH_TEXT[tag as keyof typeof ERROR_ENGLISH_TEXT];
};

const intl = createIntl({ locale: "en", defaultLocale: "en", messages: {}, onError: () => undefined });

describe("domain messages", () => {
  it("words each domain id the account pages show in the domain's English, whatever the server sent", () => {
    const shown = [
      "validation.siteUsername.noSpaces",
      "validation.siteUsername.length",
      "validation.siteUsername.specialCharacters",
      "validation.firstName.noSpaces",
      "validation.firstName.length",
      "validation.firstName.alphabetsOnly",
      "validation.firstName.specialCharacters",
      "validation.name.lettersAndSpaces",
      "validation.email.invalid",
      "validation.mobileNumber.invalid",
      "validation.common.enterValue",
      "validation.image.jpegOnly",
      "errors.UsernameTaken",
      "errors.PhoneNumberAlreadyExists",
      "errors.EmailAlreadyExists",
      "errors.AccountAlreadyLinked",
      "errors.VerificationFailed",
      "errors.CodeInvalid",
      "errors.CodeExpired",
      "errors.CodeDeliveryFailed",
      "errors.TooManyLoginAttempts",
      "errors.SignInRequired",
      "errors.SignInProofRejected",
    ];
    for (const messageId of shown) {
      expect(englishOf(messageId), messageId).toBeDefined();
      expect(formatDomainMessage(intl, { messageId, message: "server wording" }), messageId).toBe(
        englishOf(messageId),
      );
    }
  });

  it("translates a known id and falls back to the server's English for an unknown one", () => {
    const translated = createIntl({
      locale: "pt-BR",
      defaultLocale: "en",
      messages: { "errors.UsernameTaken": "Nome de usuário já em uso" },
      onError: () => undefined,
    });
    expect(
      formatDomainMessage(translated, {
        messageId: "errors.UsernameTaken",
        message: "Username already taken",
      }),
    ).toBe("Nome de usuário já em uso");
    expect(formatDomainMessage(intl, { messageId: "errors.Unlisted", message: "Unlisted failure" })).toBe(
      "Unlisted failure",
    );
  });

  it("reads a failure's message from its problem, else says something went wrong", () => {
    const taken = new ApiError(409, {
      type: "t",
      title: "Phone number already exists",
      status: 409,
      code: "PhoneNumberAlreadyExists",
      messageId: "errors.PhoneNumberAlreadyExists",
      detail: "Phone number already exists",
    });
    expect(formatFailure(intl, taken)).toBe("Phone number already exists");
    expect(formatFailure(intl, new ApiError(502, undefined))).toBe("Something went wrong");
    expect(formatFailure(intl, new TypeError("Failed to fetch"))).toBe("Something went wrong");
  });

  it("finds the field and rule of a ValidationFailed problem only", () => {
    const failed = new ApiError(400, {
      type: "t",
      title: "The request is not valid",
      status: 400,
      code: "ValidationFailed",
      field: "firstName",
      messageId: "validation.firstName.noSpaces",
      detail: "spacing not allowed",
    });
    expect(validationFailureOf(failed)).toEqual({
      field: "firstName",
      messageId: "validation.firstName.noSpaces",
      message: "spacing not allowed",
    });
    expect(
      validationFailureOf(new ApiError(400, { type: "t", title: "x", status: 400, code: "CodeInvalid" })),
    ).toBe(undefined);
  });
});
