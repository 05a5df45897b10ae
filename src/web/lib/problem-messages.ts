/**
 * Turning a failed API call into words: its problem's `code` (RFC 9457, `api-spec/shared.yaml`) looked up in a
 * feature's own messages for the codes it expects, else spec §8's "Something went wrong". Each feature keeps
 * its map literal (so `i18n:extract` finds the ids); the lookup and the fallback live here once.
 */
import { defineMessage, type IntlShape, type MessageDescriptor } from "react-intl";
import { ApiError } from "@/web/lib/api-client";

const somethingWentWrong: MessageDescriptor = defineMessage({
  id: "errors.VerificationFailed",
  defaultMessage: "Something went wrong",
});

/** The problem code of a failed call, if the server sent one. */
export const problemCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.code : undefined;

/** The message for a failed call's problem code among `messages`, else "Something went wrong". */
export const formatProblem = (
  intl: IntlShape,
  error: unknown,
  messages: Readonly<Record<string, MessageDescriptor>>,
): string => {
  const code = problemCodeOf(error);
  return intl.formatMessage((code === undefined ? undefined : messages[code]) ?? somethingWentWrong);
};
