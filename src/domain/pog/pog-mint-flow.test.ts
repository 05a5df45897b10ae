import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  POG_MINT_STEPS,
  type PogMintEvent,
  type PogMintState,
  pogMintStepOf,
  pogMintTransition,
} from "@/domain/pog/pog-mint-flow";

const event: fc.Arbitrary<PogMintEvent> = fc.oneof(
  fc.boolean().map((hasFreeSlot) => ({ type: "CATEGORY_SELECTED" as const, hasFreeSlot })),
  fc.constantFrom<PogMintEvent>(
    { type: "USERNAME_RESERVED" },
    { type: "SLOT_PAYMENT_SETTLED" },
    { type: "SLOT_PAYMENT_FAILED" },
    { type: "RETRY_SLOT_PAYMENT" },
    { type: "CHARACTER_SELECTED" },
    { type: "STYLE_SELECTED" },
    { type: "SELFIE_UPLOADED" },
    { type: "AVATAR_GENERATION_FAILED" },
    { type: "MINT_REQUESTED" },
    { type: "MINT_SUCCEEDED" },
    { type: "BACK" },
  ),
);

const stepIndex = (state: PogMintState) => POG_MINT_STEPS.indexOf(pogMintStepOf(state));

describe("POG mint flow", () => {
  test.prop([fc.array(event, { maxLength: 60 })])(
    "property: steps never go backwards, MINTED is final and is reached only through a mint in progress",
    (events) => {
      let state: PogMintState = "RESERVE_USERNAME";
      for (const e of events) {
        const next = pogMintTransition(state, e);
        expect(stepIndex(next)).toBeGreaterThanOrEqual(stepIndex(state));
        expect(stepIndex(next) - stepIndex(state)).toBeLessThanOrEqual(1);
        if (state === "MINTED") expect(next).toBe("MINTED");
        if (next === "MINTED" && state !== "MINTED") expect(state).toBe("MINT_IN_PROGRESS");
        if (next === "CHARACTER_SELECTION" && state === "AVATAR_CATEGORY_SELECTION") {
          expect(e).toEqual({ type: "CATEGORY_SELECTED", hasFreeSlot: true });
        }
        state = next;
      }
    },
  );

  test("a ready avatar is not a mint: only the mint request starts it", () => {
    expect(pogMintTransition("AVATAR_GENERATION_PENDING", { type: "MINT_SUCCEEDED" })).toBe(
      "AVATAR_GENERATION_PENDING",
    );
    expect(pogMintTransition("SELFIE_UPLOAD", { type: "MINT_REQUESTED" })).toBe("SELFIE_UPLOAD");
    expect(pogMintTransition("AVATAR_GENERATION_PENDING", { type: "MINT_REQUESTED" })).toBe(
      "MINT_IN_PROGRESS",
    );
  });

  test("the happy path walks the three steps in order", () => {
    const path: ReadonlyArray<PogMintEvent> = [
      { type: "USERNAME_RESERVED" },
      { type: "CATEGORY_SELECTED", hasFreeSlot: false },
      { type: "SLOT_PAYMENT_FAILED" },
      { type: "RETRY_SLOT_PAYMENT" },
      { type: "SLOT_PAYMENT_SETTLED" },
      { type: "CHARACTER_SELECTED" },
      { type: "STYLE_SELECTED" },
      { type: "SELFIE_UPLOADED" },
      { type: "MINT_REQUESTED" },
      { type: "MINT_SUCCEEDED" },
    ];
    const states = path.reduce<Array<PogMintState>>(
      (acc, e) => [...acc, pogMintTransition(acc.at(-1) ?? "RESERVE_USERNAME", e)],
      ["RESERVE_USERNAME"],
    );
    expect(states).toEqual([
      "RESERVE_USERNAME",
      "AVATAR_CATEGORY_SELECTION",
      "SLOT_PAYMENT_PROCESSING",
      "SLOT_PAYMENT_FAILED",
      "SLOT_PAYMENT_PROCESSING",
      "CHARACTER_SELECTION",
      "STYLE_SELECTION",
      "SELFIE_UPLOAD",
      "AVATAR_GENERATION_PENDING",
      "MINT_IN_PROGRESS",
      "MINTED",
    ]);
    expect(states.map(pogMintStepOf).filter((s, i, all) => all[i - 1] !== s)).toEqual([...POG_MINT_STEPS]);
  });
});
