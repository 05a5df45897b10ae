import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { loginEntry, retryLoginAfterFrom } from "@/domain/auth/login-entry";

describe("login entry", () => {
  test.prop([
    fc.integer({ min: 0, max: 1e12 }),
    fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: undefined }),
    fc.boolean(),
  ])(
    "property: counters clear exactly when a set gate has opened; the flag shows exactly while it is shut",
    (now, retryLoginAfter, hasTokens) => {
      const decision = loginEntry({ now, retryLoginAfter, hasTokens, target: "/k-quest/" });
      const shut = retryLoginAfter !== undefined && now < retryLoginAfter;
      expect(decision.clearAttemptCounters).toBe(retryLoginAfter !== undefined && !shut);
      expect(decision.recordLoginOverlayEvent).toBe(decision.clearAttemptCounters);
      expect(decision.showLoginModal).toBe(!hasTokens);
      expect(decision.tooManyAttempts).toBe(!hasTokens && shut);
      expect(decision.redirectTo).toBe(hasTokens ? "/k-quest/" : undefined);
    },
  );

  test("the gate reopens 180 s after attempts run out", () => {
    const gate = retryLoginAfterFrom(1_000);
    expect(gate).toBe(181_000);
    expect(
      loginEntry({ now: 180_999, retryLoginAfter: gate, hasTokens: false, target: "/" }).tooManyAttempts,
    ).toBe(true);
    expect(loginEntry({ now: 181_000, retryLoginAfter: gate, hasTokens: false, target: "/" })).toEqual({
      clearAttemptCounters: true,
      recordLoginOverlayEvent: true,
      showLoginModal: true,
      tooManyAttempts: false,
      redirectTo: undefined,
    });
  });
});
