import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  type UnauthorizedEvent,
  type UnauthorizedPhase,
  startRequest,
  unauthorizedTransition,
} from "@/domain/auth/unauthorized-policy";

const status = fc.constantFrom(200, 201, 400, 401, 403, 404, 422, 500, 503);
const event: fc.Arbitrary<UnauthorizedEvent> = fc.oneof(
  status.map((s) => ({ type: "RESPONSE" as const, status: s })),
  status.map((s) => ({ type: "REFRESH_RESPONSE" as const, status: s })),
);

describe("401 policy", () => {
  test.prop([fc.array(event, { maxLength: 30 })])(
    "property: at most one refresh per request; logout only from a refresh answering 400; final states stay final",
    (events) => {
      let state: UnauthorizedPhase = startRequest();
      let refreshes = 0;
      for (const e of events) {
        const next = unauthorizedTransition(state, e);
        if (next.phase === "REFRESHING" && state.phase !== "REFRESHING") refreshes++;
        if (next.phase === "LOGGED_OUT" && state.phase !== "LOGGED_OUT") {
          expect(state.phase).toBe("REFRESHING");
          expect(e).toEqual({ type: "REFRESH_RESPONSE", status: 400 });
        }
        if (state.phase === "DELIVER" || state.phase === "LOGGED_OUT") expect(next).toBe(state);
        state = next;
      }
      expect(refreshes).toBeLessThanOrEqual(1);
    },
  );

  test("401 → refresh → retry → 200 is delivered", () => {
    let state = unauthorizedTransition(startRequest(), { type: "RESPONSE", status: 401 });
    expect(state).toEqual({ phase: "REFRESHING" });
    state = unauthorizedTransition(state, { type: "REFRESH_RESPONSE", status: 200 });
    expect(state).toEqual({ phase: "REQUESTING", retried: true });
    expect(unauthorizedTransition(state, { type: "RESPONSE", status: 200 })).toEqual({
      phase: "DELIVER",
      status: 200,
    });
    expect(unauthorizedTransition(state, { type: "RESPONSE", status: 401 })).toEqual({
      phase: "DELIVER",
      status: 401,
    });
  });

  test("a refresh answering 400 logs out; another failure delivers the 401", () => {
    const refreshing = unauthorizedTransition(startRequest(), { type: "RESPONSE", status: 401 });
    expect(unauthorizedTransition(refreshing, { type: "REFRESH_RESPONSE", status: 400 })).toEqual({
      phase: "LOGGED_OUT",
    });
    expect(unauthorizedTransition(refreshing, { type: "REFRESH_RESPONSE", status: 503 })).toEqual({
      phase: "DELIVER",
      status: 401,
    });
  });
});
