import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  EMPTY_PROMOTION_OVERLAY_RECORD,
  type PromotionOverlayRecord,
  checkPromotionOverlay,
  schedulePromotionOverlay,
  startPromotionOverlaySession,
} from "@/domain/overlay/promotion-overlay";

type Step =
  | {
      readonly kind: "tick";
      readonly advanceMs: number;
      readonly hasClan: boolean;
      readonly modalOpen: boolean;
    }
  | { readonly kind: "schedule"; readonly inMs: number }
  | { readonly kind: "newSession" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("tick" as const),
      advanceMs: fc.integer({ min: 0, max: 3_000 }),
      hasClan: fc.boolean(),
      modalOpen: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("schedule" as const),
      inMs: fc.integer({ min: -5_000, max: 120_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "newSession" as const }) },
);
const startRecord: fc.Arbitrary<PromotionOverlayRecord> = fc.record({
  showCCPAt: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
  modalCount: fc.integer({ min: 0, max: 4 }),
  isCPPShownInCurrentSession: fc.boolean(),
  isCPPShownInPrevSession: fc.boolean(),
});

const run = (initial: PromotionOverlayRecord, steps: ReadonlyArray<Step>) => {
  let record = initial;
  let now = 0;
  let session = 0;
  const shows: Array<{
    session: number;
    hasClan: boolean;
    count: number;
    at: number;
    scheduledAt: number | undefined;
  }> = [];
  for (const s of steps) {
    if (s.kind === "schedule") record = schedulePromotionOverlay(record, now + s.inMs);
    else if (s.kind === "newSession") {
      record = startPromotionOverlaySession(record);
      session++;
    } else {
      now += s.advanceMs;
      const before = record;
      const tick = checkPromotionOverlay(record, {
        now,
        userHasClan: s.hasClan,
        anotherModalOpen: s.modalOpen,
      });
      if (tick.outcome === "SHOWN")
        shows.push({
          session,
          hasClan: s.hasClan,
          count: before.modalCount,
          at: now,
          scheduledAt: before.showCCPAt,
        });
      record = tick.record;
    }
  }
  return { record, shows };
};

describe("promotion overlay", () => {
  test.prop([startRecord, fc.array(step, { maxLength: 200 })])(
    "property: never more than 3 shows, never to a clan member, never twice in a session, never when shown before",
    (initial, steps) => {
      const { shows, record } = run(initial, steps);
      for (const show of shows) {
        expect(show.hasClan).toBe(false);
        expect(show.count).toBeLessThan(3);
        expect(Math.floor(show.at / 1000)).toBe(Math.floor((show.scheduledAt ?? NaN) / 1000));
      }
      const sessions = shows.map((show) => show.session);
      expect(new Set(sessions).size).toBe(sessions.length);
      expect(record.modalCount).toBe(initial.modalCount + shows.length);
      expect(record.modalCount).toBeLessThanOrEqual(Math.max(initial.modalCount, 3));
      if (initial.isCPPShownInCurrentSession || initial.isCPPShownInPrevSession) expect(shows).toEqual([]);
      expect(shows.length).toBeLessThanOrEqual(1);
    },
  );

  const scheduled = schedulePromotionOverlay(EMPTY_PROMOTION_OVERLAY_RECORD, 10_000);
  const check = (
    record: PromotionOverlayRecord,
    now: number,
    options: { hasClan?: boolean; modalOpen?: boolean } = {},
  ) =>
    checkPromotionOverlay(record, {
      now,
      userHasClan: options.hasClan ?? false,
      anotherModalOpen: options.modalOpen ?? false,
    });

  test("shows at its second, then counts and clears the schedule", () => {
    expect(check(scheduled, 9_999).outcome).toBe("NOT_YET");
    const shown = check(scheduled, 10_500);
    expect(shown.outcome).toBe("SHOWN");
    expect(shown.record).toEqual({
      showCCPAt: undefined,
      modalCount: 1,
      isCPPShownInCurrentSession: true,
      isCPPShownInPrevSession: false,
    });
    expect(check(shown.record, 10_600).outcome).toBe("NOT_SCHEDULED");
  });

  test("is postponed 60 s while another modal is open", () => {
    const postponed = check(scheduled, 10_000, { modalOpen: true });
    expect(postponed).toEqual({ record: { ...scheduled, showCCPAt: 70_000 }, outcome: "POSTPONED" });
    expect(check(postponed.record, 70_000).outcome).toBe("SHOWN");
  });

  test("is not shown past due, after 3 shows, to a clan member, or when shown in a previous session", () => {
    expect(check(scheduled, 11_000)).toEqual({ record: EMPTY_PROMOTION_OVERLAY_RECORD, outcome: "PAST_DUE" });
    expect(check({ ...scheduled, modalCount: 3 }, 10_000).outcome).toBe("LIMIT_REACHED");
    expect(check(scheduled, 10_000, { hasClan: true }).outcome).toBe("HAS_CLAN");
    const previous = startPromotionOverlaySession({ ...scheduled, isCPPShownInCurrentSession: true });
    expect(previous.isCPPShownInPrevSession).toBe(true);
    expect(check(previous, 10_000).outcome).toBe("ALREADY_SHOWN");
  });
});
