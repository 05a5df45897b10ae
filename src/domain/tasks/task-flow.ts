/*
 * Task flow (spec §4): validate, validating, revalidate, verified, complete task. A task waits on VALIDATE;
 * asking for validation moves it to VALIDATING; the answer makes it VERIFIED or REVALIDATE (the user may ask
 * again); a verified task is then marked complete (COMPLETED), the step the spec calls "complete task".
 * Events that do not apply to a state leave it unchanged, so a double click or a late answer is harmless.
 */

export const TASK_STATES = ["VALIDATE", "VALIDATING", "REVALIDATE", "VERIFIED", "COMPLETED"] as const;
export type TaskState = (typeof TASK_STATES)[number];

export type TaskEvent =
  | { readonly type: "VALIDATE_REQUESTED" }
  | { readonly type: "VALIDATION_SUCCEEDED" }
  | { readonly type: "VALIDATION_FAILED" }
  | { readonly type: "COMPLETE" };

export const taskTransition = (state: TaskState, event: TaskEvent): TaskState => {
  switch (event.type) {
    case "VALIDATE_REQUESTED":
      return state === "VALIDATE" || state === "REVALIDATE" ? "VALIDATING" : state;
    case "VALIDATION_SUCCEEDED":
      return state === "VALIDATING" ? "VERIFIED" : state;
    case "VALIDATION_FAILED":
      return state === "VALIDATING" ? "REVALIDATE" : state;
    case "COMPLETE":
      return state === "VERIFIED" ? "COMPLETED" : state;
  }
};

export const isTaskDone = (state: TaskState): boolean => state === "VERIFIED" || state === "COMPLETED";

export interface CampaignTask {
  readonly id: string;
  /** Inactive tasks (switched off by the campaign's owner) do not block claiming. */
  readonly active: boolean;
  readonly state: TaskState;
}

/** The active tasks not yet done: while any remain, claiming shows the task lock. */
export const pendingActiveTasks = (tasks: ReadonlyArray<CampaignTask>): ReadonlyArray<string> =>
  tasks.filter((task) => task.active && !isTaskDone(task.state)).map((task) => task.id);

/*
 * Claiming a campaign's reward (spec §4 modal sequence: task lock, validation, claim success; a failed claim
 * shows the transaction failed message and allows retry by signing again).
 */
export const CLAIM_STATES = [
  "IDLE",
  "TASK_LOCKED",
  "SIGNING",
  "CLAIMING",
  "CLAIM_SUCCESS",
  "CLAIM_FAILED",
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export type ClaimEvent =
  | { readonly type: "CLAIM_CLICKED"; readonly pendingTaskCount: number }
  | { readonly type: "SIGNED" }
  | { readonly type: "SIGN_REJECTED" }
  | { readonly type: "CLAIM_SUCCEEDED" }
  | { readonly type: "CLAIM_FAILED" }
  | { readonly type: "RETRY" }
  | { readonly type: "DISMISS" };

export const claimTransition = (state: ClaimState, event: ClaimEvent): ClaimState => {
  switch (event.type) {
    case "CLAIM_CLICKED":
      if (state !== "IDLE") return state;
      return event.pendingTaskCount > 0 ? "TASK_LOCKED" : "SIGNING";
    case "SIGNED":
      return state === "SIGNING" ? "CLAIMING" : state;
    case "SIGN_REJECTED":
      return state === "SIGNING" ? "CLAIM_FAILED" : state;
    case "CLAIM_SUCCEEDED":
      return state === "CLAIMING" ? "CLAIM_SUCCESS" : state;
    case "CLAIM_FAILED":
      return state === "CLAIMING" ? "CLAIM_FAILED" : state;
    case "RETRY":
      return state === "CLAIM_FAILED" ? "SIGNING" : state;
    case "DISMISS":
      return state === "SIGNING" || state === "CLAIMING" ? state : "IDLE";
  }
};

/** The message of the failed-claim modal (spec §8), shown with a retry that signs again. */
export const CLAIM_FAILED_MESSAGE_ID = "errors.RewardClaimTransactionFailed";
