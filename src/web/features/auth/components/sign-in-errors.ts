/**
 * What a person reads when a sign-in call fails: the problem's code picks the message (the domain's English
 * texts), anything unknown reads as a generic failure.
 */
import { defineMessages, type IntlShape } from "react-intl";
import { plainMessages } from "@/web/lib/plain-messages";
import { ApiError } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/domain-messages";

export const signInErrorMessages = plainMessages(
  defineMessages({
    codeInvalid: {
      id: "auth.signInErrors.codeInvalid",
      defaultMessage:
        "The code is not correct. {attemptsLeft, plural, one {# attempt} other {# attempts}} left.",
    },
    codeUsedUp: {
      id: "auth.signInErrors.codeUsedUp",
      defaultMessage: "The code is not correct, and that was its last try. Please ask for a new one.",
    },
    codeExpired: {
      id: "auth.signInErrors.codeExpired",
      defaultMessage: "The code has expired. Please request a new one.",
    },
    tooManyAttempts: {
      id: "auth.signInErrors.tooManyAttempts",
      defaultMessage: "Too many attempts. Please try again later.",
    },
    tooManyRequests: {
      id: "auth.signInErrors.tooManyRequests",
      defaultMessage: "Too many requests. Please wait a moment and try again.",
    },
    deliveryFailed: {
      id: "auth.signInErrors.deliveryFailed",
      defaultMessage: "We could not send the code. Please try again.",
    },
    invalidPhone: {
      id: "auth.signInErrors.invalidPhone",
      defaultMessage: "Please enter a valid mobile number",
    },
    invalidEmail: {
      id: "auth.signInErrors.invalidEmail",
      defaultMessage: "Please enter a valid e-mail",
    },
    proofRejected: {
      id: "auth.signInErrors.proofRejected",
      defaultMessage: "Sign-in could not be verified",
    },
    notConfigured: {
      id: "auth.signInErrors.notConfigured",
      defaultMessage: "This sign-in method is not available",
    },
    generic: {
      id: "auth.signInErrors.generic",
      defaultMessage: "Something went wrong. Please try again.",
    },
  }),
);

/** The `retryAfterMs` of a `TooManyLoginAttempts` problem, or undefined for any other failure. */
export const retryAfterMsOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.problem?.code !== "TooManyLoginAttempts") return undefined;
  const retryAfterMs = error.problem["retryAfterMs"];
  return typeof retryAfterMs === "number" && Number.isFinite(retryAfterMs) ? retryAfterMs : undefined;
};

/**
 * The tries a refused code has left (`CodeInvalid`; 0 when that try was its last), or undefined for any other
 * failure.
 */
export const attemptsLeftOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.problem?.code !== "CodeInvalid") return undefined;
  const attemptsLeft = error.problem["attemptsLeft"];
  return typeof attemptsLeft === "number" && Number.isInteger(attemptsLeft) ? Math.max(0, attemptsLeft) : 0;
};

/** The translated text for a failed sign-in call. */
export const describeSignInError = (intl: IntlShape, error: unknown): string => {
  if (!(error instanceof ApiError)) return intl.formatMessage(signInErrorMessages.generic);
  const problem = error.problem;
  switch (problem?.code) {
    case "CodeInvalid": {
      const attemptsLeft = attemptsLeftOf(error);
      return attemptsLeft === 0
        ? intl.formatMessage(signInErrorMessages.codeUsedUp)
        : intl.formatMessage(signInErrorMessages.codeInvalid, { attemptsLeft });
    }
    case "CodeExpired":
      return intl.formatMessage(signInErrorMessages.codeExpired);
    case "TooManyLoginAttempts":
      return intl.formatMessage(signInErrorMessages.tooManyAttempts);
    case "TooManyRequests":
      return intl.formatMessage(signInErrorMessages.tooManyRequests);
    // The check of the device did not go through (it could not be solved, or the server refused it).
    case "ProofOfWorkRequired":
      return intl.formatMessage(errorMessage("ProofOfWorkRequired"));
    case "CodeDeliveryFailed":
      return intl.formatMessage(signInErrorMessages.deliveryFailed);
    case "SignInProofRejected":
      return intl.formatMessage(signInErrorMessages.proofRejected);
    case "SignInMethodNotConfigured":
      return intl.formatMessage(signInErrorMessages.notConfigured);
    case "ValidationFailed": {
      const field = typeof problem["field"] === "string" ? problem["field"] : problem.errors?.[0]?.field;
      if (field === "email") return intl.formatMessage(signInErrorMessages.invalidEmail);
      if (field === "waId") return intl.formatMessage(signInErrorMessages.invalidPhone);
      return intl.formatMessage(signInErrorMessages.generic);
    }
    default:
      return intl.formatMessage(signInErrorMessages.generic);
  }
};
