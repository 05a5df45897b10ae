/**
 * Task types that need an outside service Kleos holds no credentials for yet (X, Discord, Telegram channels,
 * Steam, on-chain holdings). Their verifier cannot check anything, so it never verifies: it says the check is
 * not configured, whatever the user did or typed.
 */
import { Effect } from "effect";
import type { TaskType } from "@/domain/tasks/task-types";
import type { TaskVerifier, VerificationOutcome } from "@/server/services/campaigns/verifiers/task-verifier";

/** What the check would look at, for the message: "Verification of <what> is not configured yet". */
export const notConfiguredVerifier = <T extends TaskType>(what: string): TaskVerifier<T> => {
  const outcome: VerificationOutcome = {
    verified: false,
    errorType: "NOT_CONFIGURED",
    errorCode: "TASK_VERIFICATION_NOT_CONFIGURED",
    message: `Verification of ${what} is not configured yet`,
  };
  return { verify: () => Effect.succeed(outcome) };
};
