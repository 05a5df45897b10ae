import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  type AnalyticsSessionEvent,
  endAnalyticsSession,
  recordActivity,
  startAnalyticsSession,
} from "@/domain/analytics/analytics-session";

const action = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("activity" as const),
      advanceMs: fc.integer({ min: 0, max: 3_600_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("logout" as const),
      advanceMs: fc.integer({ min: 0, max: 60_000 }),
    }),
  },
);

describe("analytics session", () => {
  test.prop([fc.array(action, { maxLength: 80 })])(
    "property: every session starts once and ends at most once, ends only after it started, and one is open at a time",
    (actions) => {
      let now = 0;
      let counter = 0;
      let step = startAnalyticsSession(`s${counter}`, now);
      const events: Array<AnalyticsSessionEvent> = [...step.events];
      for (const a of actions) {
        now += a.advanceMs;
        step =
          a.kind === "activity"
            ? recordActivity(step.session, now, `s${++counter}`)
            : endAnalyticsSession(step.session, now);
        events.push(...step.events);
      }
      const open = new Set<string>();
      const ended = new Set<string>();
      for (const e of events) {
        if (e.type === "SESSION_START") {
          expect(open.size).toBe(0);
          open.add(e.sessionId);
        } else {
          expect(open.has(e.sessionId)).toBe(true);
          expect(ended.has(e.sessionId)).toBe(false);
          open.delete(e.sessionId);
          ended.add(e.sessionId);
        }
      }
    },
  );

  test("expires after 30 minutes of inactivity, not at exactly 30", () => {
    const { session } = startAnalyticsSession("a", 0);
    expect(recordActivity(session, 1_800_000, "b").events).toEqual([]);
    expect(recordActivity(session, 1_800_001, "b").events).toEqual([
      { type: "SESSION_END", sessionId: "a", at: 1_800_000 },
      { type: "SESSION_START", sessionId: "b", at: 1_800_001 },
    ]);
  });

  test("logout ends the session once", () => {
    const { session } = startAnalyticsSession("a", 0);
    const first = endAnalyticsSession(session, 10);
    expect(first.events).toEqual([{ type: "SESSION_END", sessionId: "a", at: 10 }]);
    expect(endAnalyticsSession(first.session, 20).events).toEqual([]);
  });
});
