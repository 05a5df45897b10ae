import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { type SwapModalEvent, type SwapModalStep, swapModalTransition } from "@/domain/wallet/swap-modal";

const event = fc.constantFrom<SwapModalEvent>(
  { type: "OPEN" },
  { type: "SUBMIT" },
  { type: "SUCCEEDED" },
  { type: "FAILED" },
  { type: "TRY_AGAIN" },
  { type: "CLOSE" },
);

describe("swap modal", () => {
  test.prop([fc.array(event, { maxLength: 40 })])(
    "property: loading is entered only by submitting and left only by an answer",
    (events) => {
      let step: SwapModalStep = "CLOSED";
      for (const e of events) {
        const next = swapModalTransition(step, e);
        if (next === "LOADING" && step !== "LOADING") expect([step, e.type]).toEqual(["INITIAL", "SUBMIT"]);
        if (step === "LOADING" && next !== "LOADING") expect(["SUCCEEDED", "FAILED"]).toContain(e.type);
        if (next === "FAILED" && step !== "FAILED") expect(step).toBe("LOADING");
        step = next;
      }
    },
  );

  test("initial, loading, failed, initial, loading, closed", () => {
    const events: ReadonlyArray<SwapModalEvent["type"]> = [
      "OPEN",
      "SUBMIT",
      "FAILED",
      "TRY_AGAIN",
      "SUBMIT",
      "SUCCEEDED",
    ];
    const steps = events.reduce<Array<SwapModalStep>>(
      (acc, type) => [...acc, swapModalTransition(acc.at(-1) ?? "CLOSED", { type })],
      [],
    );
    expect(steps).toEqual(["INITIAL", "LOADING", "FAILED", "INITIAL", "LOADING", "CLOSED"]);
  });
});
