/**
 * The domain's rule and error messages this feature shows, translated under the domain's own ids
 * (`validation.*`, `errors.*`) with the domain's English text as the default, so the form says what the
 * server would say. A message id the server sends that is not listed here still shows, in the server's
 * English (`message`/`detail`), until it is added.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { ApiError } from "@/web/lib/api-client";

export const domainMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  "validation.siteUsername.noSpaces": {
    id: "validation.siteUsername.noSpaces",
    defaultMessage: "Spaces are not allowed in the username",
  },
  "validation.siteUsername.length": {
    id: "validation.siteUsername.length",
    defaultMessage: "min 5 and max 10 characters",
  },
  "validation.siteUsername.specialCharacters": {
    id: "validation.siteUsername.specialCharacters",
    defaultMessage: "no special characters allowed",
  },
  "validation.firstName.noSpaces": {
    id: "validation.firstName.noSpaces",
    defaultMessage: "spacing not allowed",
  },
  "validation.firstName.length": {
    id: "validation.firstName.length",
    defaultMessage: "min 3 and max 15 characters",
  },
  "validation.firstName.alphabetsOnly": {
    id: "validation.firstName.alphabetsOnly",
    defaultMessage: "only alphabets allowed",
  },
  "validation.firstName.specialCharacters": {
    id: "validation.firstName.specialCharacters",
    defaultMessage: "special characters not allowed",
  },
  "validation.name.lettersAndSpaces": {
    id: "validation.name.lettersAndSpaces",
    defaultMessage: "Only letters and spaces are allowed",
  },
  "validation.email.invalid": {
    id: "validation.email.invalid",
    defaultMessage: "Please enter a valid e-mail",
  },
  "validation.mobileNumber.invalid": {
    id: "validation.mobileNumber.invalid",
    defaultMessage: "Please enter a valid mobile number",
  },
  "validation.common.enterValue": {
    id: "validation.common.enterValue",
    defaultMessage: "Please enter a value",
  },
  "errors.UsernameTaken": { id: "errors.UsernameTaken", defaultMessage: "Username already taken" },
  "errors.PhoneNumberAlreadyExists": {
    id: "errors.PhoneNumberAlreadyExists",
    defaultMessage: "Phone number already exists",
  },
  "errors.EmailAlreadyExists": { id: "errors.EmailAlreadyExists", defaultMessage: "Email already exists" },
  "errors.AccountAlreadyLinked": {
    id: "errors.AccountAlreadyLinked",
    defaultMessage: "Account already linked",
  },
  "errors.VerificationFailed": { id: "errors.VerificationFailed", defaultMessage: "Something went wrong" },
  "errors.CodeInvalid": { id: "errors.CodeInvalid", defaultMessage: "The code is not correct" },
  "errors.CodeExpired": {
    id: "errors.CodeExpired",
    defaultMessage: "The code has expired. Please request a new one.",
  },
  "errors.CodeDeliveryFailed": {
    id: "errors.CodeDeliveryFailed",
    defaultMessage: "We could not send the code. Please try again.",
  },
  "errors.TooManyLoginAttempts": {
    id: "errors.TooManyLoginAttempts",
    defaultMessage: "Too many attempts. Please try again later.",
  },
  "errors.SignInRequired": { id: "errors.SignInRequired", defaultMessage: "Please sign in to continue" },
  "errors.SignInProofRejected": {
    id: "errors.SignInProofRejected",
    defaultMessage: "Sign-in could not be verified",
  },
});

/** A domain message (`{ messageId, message }`, as the rules and the server give it) in the reader's language. */
export const formatDomainMessage = (
  intl: IntlShape,
  { messageId, message }: { readonly messageId: string; readonly message: string },
): string => {
  const descriptor: MessageDescriptor = domainMessages[messageId] ?? {
    id: messageId,
    defaultMessage: message,
  };
  return intl.formatMessage(descriptor);
};

/**
 * What to tell the person about a failed call: the server's message id and English text when it sent a
 * problem with one, else "Something went wrong" (spec §8's answer to any other verification failure).
 */
export const formatFailure = (intl: IntlShape, error: unknown): string => {
  if (error instanceof ApiError && error.problem !== undefined) {
    const { messageId, detail } = error.problem;
    if (typeof messageId === "string")
      return formatDomainMessage(intl, { messageId, message: detail ?? messageId });
  }
  return formatDomainMessage(intl, {
    messageId: "errors.VerificationFailed",
    message: "Something went wrong",
  });
};

/** The field a 400 `ValidationFailed` names, with its rule's message; undefined for any other failure. */
export const validationFailureOf = (
  error: unknown,
): { readonly field: string; readonly messageId: string; readonly message: string } | undefined => {
  if (!(error instanceof ApiError) || error.problem?.code !== "ValidationFailed") return undefined;
  const { field, messageId, detail } = error.problem;
  if (typeof field !== "string" || typeof messageId !== "string") return undefined;
  return { field, messageId, message: detail ?? messageId };
};
