/**
 * The domain's rule and error messages this feature shows, by the domain's own ids (`validation.*`, `errors.*`),
 * looked up in the site's one list of domain messages (src/web/lib/domain-messages.ts), so the form says what the
 * server would say. A message id the server sends that the site does not list still shows, in the server's
 * English (`message`/`detail`).
 */
import type { IntlShape, MessageDescriptor } from "react-intl";
import { ApiError } from "@/web/lib/api-client";
import { domainMessageOf, errorMessage } from "@/web/lib/domain-messages";

/** A domain message (`{ messageId, message }`, as the rules and the server give it) in the reader's language. */
export const formatDomainMessage = (
  intl: IntlShape,
  { messageId, message }: { readonly messageId: string; readonly message: string },
): string => {
  const descriptor: MessageDescriptor = domainMessageOf(messageId) ?? {
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
  return intl.formatMessage(errorMessage("VerificationFailed"));
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
