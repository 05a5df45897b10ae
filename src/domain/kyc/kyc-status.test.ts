import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  KYC_OUTCOMES,
  nextStep,
  overallStatus,
  requiredSteps,
  stepIsOpen,
  type StepState,
} from "@/domain/kyc/kyc-status";

const verified = (step: StepState["step"]): StepState => ({ step, outcome: "verified", reason: null });

describe("KYC status", () => {
  it("asks India for PAN, Aadhaar and bank, or PAN and bank on the PAN-only path, and Brazil for CPF and PIX", () => {
    expect(requiredSteps("IN", false)).toEqual(["pan", "aadhaar", "bank"]);
    expect(requiredSteps("IN", true)).toEqual(["pan", "bank"]);
    expect(requiredSteps("BR", false)).toEqual(["cpf", "pix"]);
  });

  it("is none before anything, pending midway, verified when every step is", () => {
    const required = requiredSteps("IN", false);
    expect(overallStatus(required, [])).toEqual({ status: "none", reason: null });
    expect(overallStatus([], [])).toEqual({ status: "none", reason: null });
    expect(overallStatus(required, [verified("pan")]).status).toBe("pending");
    expect(
      overallStatus(required, [verified("pan"), { step: "aadhaar", outcome: "manualReview", reason: null }])
        .status,
    ).toBe("pending");
    expect(overallStatus(required, [verified("pan"), verified("aadhaar"), verified("bank")]).status).toBe(
      "verified",
    );
  });

  it("is rejected with the refused step's reason", () => {
    expect(
      overallStatus(requiredSteps("IN", true), [
        verified("pan"),
        { step: "bank", outcome: "rejected", reason: "nameMismatch" },
      ]),
    ).toEqual({ status: "rejected", reason: "nameMismatch" });
  });

  it("opens a step only once the steps before it are verified", () => {
    const required = requiredSteps("IN", false);
    expect(stepIsOpen(required, [], "pan")).toBe(true);
    expect(stepIsOpen(required, [], "bank")).toBe(false);
    expect(stepIsOpen(required, [verified("pan")], "aadhaar")).toBe(true);
    expect(stepIsOpen(required, [verified("pan")], "bank")).toBe(false);
    expect(stepIsOpen(required, [verified("pan")], "cpf")).toBe(false);
    expect(nextStep(required, [verified("pan")])).toBe("aadhaar");
    expect(nextStep(required, [verified("pan"), verified("aadhaar"), verified("bank")])).toBeNull();
  });

  test.prop([
    fc.array(fc.record({ step: fc.constantFrom("cpf", "pix"), outcome: fc.constantFrom(...KYC_OUTCOMES) })),
  ])("property: verified only when every required step is, rejected whenever one is", (states) => {
    const steps = states.map((state) => ({ ...state, reason: null }));
    const last = new Map(steps.map((state) => [state.step, state.outcome]));
    const { status } = overallStatus(
      requiredSteps("BR", false),
      [...last].map(([step, outcome]) => ({ step, outcome, reason: null })),
    );
    const outcomes = ["cpf", "pix"].map((step) => last.get(step as "cpf" | "pix"));
    if (outcomes.includes("rejected")) expect(status).toBe("rejected");
    else if (outcomes.every((outcome) => outcome === "verified")) expect(status).toBe("verified");
    else expect(status).toBe(outcomes.some((outcome) => outcome !== undefined) ? "pending" : "none");
  });
});
