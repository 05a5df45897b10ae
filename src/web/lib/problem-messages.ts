/**
 * Turning a failed API call into words: its problem's `code` (RFC 9457, `api-spec/shared.yaml`), when it is one
 * of the codes a feature expects, reads as the domain catalogue's message for it (src/web/lib/domain-messages.ts);
 * anything else reads as spec §8's "Something went wrong".
 */
import type { IntlShape } from "react-intl";
import { ApiError } from "@/web/lib/api-client";
import { errorMessage, type ShownError } from "@/web/lib/domain-messages";

/** The problem code of a failed call, if the server sent one. */
export const problemCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.code : undefined;

/** The expected code among `expected` that a failed call's problem carries, if any. */
export const expectedProblemOf = <Tag extends ShownError>(
  error: unknown,
  expected: ReadonlyArray<Tag>,
): Tag | undefined => {
  const code = problemCodeOf(error);
  return expected.find((tag) => tag === code);
};

/** The message for a failed call's problem code when it is among `expected`, else "Something went wrong". */
export const formatProblem = (intl: IntlShape, error: unknown, expected: ReadonlyArray<ShownError>): string =>
  intl.formatMessage(errorMessage(expectedProblemOf(error, expected) ?? "VerificationFailed"));
