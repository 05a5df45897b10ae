import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  type ClaimEvent,
  type TaskEvent,
  claimTransition,
  pendingActiveTasks,
  taskTransition,
} from "@/domain/tasks/task-flow";

const taskEvent: fc.Arbitrary<TaskEvent> = fc.constantFrom(
  { type: "VALIDATE_REQUESTED" },
  { type: "VALIDATION_SUCCEEDED" },
  { type: "VALIDATION_FAILED" },
  { type: "COMPLETE" },
);
const claimEvent: fc.Arbitrary<ClaimEvent> = fc.oneof(
  fc
    .integer({ min: 0, max: 3 })
    .map((pendingTaskCount) => ({ type: "CLAIM_CLICKED" as const, pendingTaskCount })),
  fc.constantFrom<ClaimEvent>(
    { type: "SIGNED" },
    { type: "SIGN_REJECTED" },
    { type: "CLAIM_SUCCEEDED" },
    { type: "CLAIM_FAILED" },
    { type: "RETRY" },
    { type: "DISMISS" },
  ),
);

describe("task flow", () => {
  test.prop([fc.array(taskEvent, { maxLength: 40 })])(
    "property: a task is verified only by a successful validation it asked for, and never goes back",
    (events) => {
      let state = "VALIDATE" as ReturnType<typeof taskTransition>;
      for (const event of events) {
        const next = taskTransition(state, event);
        if (next === "VERIFIED" && state !== "VERIFIED") {
          expect(state).toBe("VALIDATING");
          expect(event.type).toBe("VALIDATION_SUCCEEDED");
        }
        if (state === "VERIFIED" || state === "COMPLETED") expect(["VERIFIED", "COMPLETED"]).toContain(next);
        if (next === "COMPLETED" && state !== "COMPLETED") expect(state).toBe("VERIFIED");
        state = next;
      }
    },
  );

  test("validate, validating, revalidate, validating, verified, complete", () => {
    const states = (
      [
        { type: "VALIDATE_REQUESTED" },
        { type: "VALIDATION_FAILED" },
        { type: "VALIDATE_REQUESTED" },
        { type: "VALIDATION_SUCCEEDED" },
        { type: "COMPLETE" },
      ] as const
    ).reduce<Array<ReturnType<typeof taskTransition>>>(
      (acc, event) => [...acc, taskTransition(acc.at(-1) ?? "VALIDATE", event)],
      ["VALIDATE"],
    );
    expect(states).toEqual(["VALIDATE", "VALIDATING", "REVALIDATE", "VALIDATING", "VERIFIED", "COMPLETED"]);
  });

  test("pending active tasks ignore inactive and done ones", () => {
    expect(
      pendingActiveTasks([
        { id: "a", active: true, state: "VERIFIED" },
        { id: "b", active: true, state: "REVALIDATE" },
        { id: "c", active: false, state: "VALIDATE" },
        { id: "d", active: true, state: "COMPLETED" },
      ]),
    ).toEqual(["b"]);
  });
});

describe("claim flow", () => {
  test.prop([fc.array(claimEvent, { maxLength: 40 })])(
    "property: success only after signing and claiming; a task lock never leads to signing; retry signs again",
    (events) => {
      let state = "IDLE" as ReturnType<typeof claimTransition>;
      for (const event of events) {
        const next = claimTransition(state, event);
        if (next === "CLAIM_SUCCESS" && state !== "CLAIM_SUCCESS") expect(state).toBe("CLAIMING");
        if (next === "CLAIMING" && state !== "CLAIMING") expect(state).toBe("SIGNING");
        if (next === "SIGNING" && state !== "SIGNING") {
          expect(
            state === "CLAIM_FAILED" ||
              (state === "IDLE" && event.type === "CLAIM_CLICKED" && event.pendingTaskCount === 0),
          ).toBe(true);
        }
        if (state === "TASK_LOCKED") expect(["TASK_LOCKED", "IDLE"]).toContain(next);
        state = next;
      }
    },
  );

  test("task lock, then success; failure, then retry by signing again", () => {
    expect(claimTransition("IDLE", { type: "CLAIM_CLICKED", pendingTaskCount: 2 })).toBe("TASK_LOCKED");
    expect(claimTransition("IDLE", { type: "CLAIM_CLICKED", pendingTaskCount: 0 })).toBe("SIGNING");
    expect(claimTransition("SIGNING", { type: "SIGNED" })).toBe("CLAIMING");
    expect(claimTransition("CLAIMING", { type: "CLAIM_FAILED" })).toBe("CLAIM_FAILED");
    expect(claimTransition("CLAIM_FAILED", { type: "RETRY" })).toBe("SIGNING");
    expect(claimTransition("CLAIMING", { type: "CLAIM_SUCCEEDED" })).toBe("CLAIM_SUCCESS");
    expect(claimTransition("CLAIMING", { type: "DISMISS" })).toBe("CLAIMING");
  });
});
