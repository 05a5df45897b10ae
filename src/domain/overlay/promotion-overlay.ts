import {
  PROMOTION_OVERLAY_CHECK_INTERVAL_MS,
  PROMOTION_OVERLAY_MAX_SHOWS,
  PROMOTION_OVERLAY_POSTPONE_MS,
} from "@/domain/constants/timings";

/*
 * The promotion overlay scheduler (spec §4), a pure function of the stored modal record (spec §3 storage:
 * showCCPAt, modalCount, isCPPShownInCurrentSession, isCPPShownInPrevSession) and the moment. It is checked
 * every second. It shows once when its scheduled second arrives; it is not shown if already shown this
 * session or a previous one, if its time has passed, if shown 3 times, or if the user has a clan. If another
 * modal is open at that second it is postponed by 60 seconds. After showing, the count rises and the schedule
 * is cleared. A schedule whose second has passed unseen is cleared as well, so it can never fire late.
 */

export interface PromotionOverlayRecord {
  /** Epoch milliseconds of the scheduled show, or undefined when nothing is scheduled. */
  readonly showCCPAt: number | undefined;
  readonly modalCount: number;
  readonly isCPPShownInCurrentSession: boolean;
  readonly isCPPShownInPrevSession: boolean;
}

export const EMPTY_PROMOTION_OVERLAY_RECORD: PromotionOverlayRecord = {
  showCCPAt: undefined,
  modalCount: 0,
  isCPPShownInCurrentSession: false,
  isCPPShownInPrevSession: false,
};

export interface PromotionOverlayCheck {
  readonly now: number;
  readonly userHasClan: boolean;
  readonly anotherModalOpen: boolean;
}

export type PromotionOverlayOutcome =
  | "SHOWN"
  | "NOT_SCHEDULED"
  | "NOT_YET"
  | "POSTPONED"
  | "PAST_DUE"
  | "ALREADY_SHOWN"
  | "LIMIT_REACHED"
  | "HAS_CLAN";

export interface PromotionOverlayTick {
  readonly record: PromotionOverlayRecord;
  readonly outcome: PromotionOverlayOutcome;
}

const secondOf = (ms: number): number => Math.floor(ms / PROMOTION_OVERLAY_CHECK_INTERVAL_MS);

const cleared = (record: PromotionOverlayRecord): PromotionOverlayRecord => ({
  ...record,
  showCCPAt: undefined,
});

/** One check of the overlay at `now`: whether it shows, and the record to store. */
export const checkPromotionOverlay = (
  record: PromotionOverlayRecord,
  { now, userHasClan, anotherModalOpen }: PromotionOverlayCheck,
): PromotionOverlayTick => {
  const scheduledAt = record.showCCPAt;
  if (scheduledAt === undefined) return { record, outcome: "NOT_SCHEDULED" };
  if (record.isCPPShownInCurrentSession || record.isCPPShownInPrevSession) {
    return { record: cleared(record), outcome: "ALREADY_SHOWN" };
  }
  if (record.modalCount >= PROMOTION_OVERLAY_MAX_SHOWS)
    return { record: cleared(record), outcome: "LIMIT_REACHED" };
  if (userHasClan) return { record: cleared(record), outcome: "HAS_CLAN" };
  if (secondOf(now) < secondOf(scheduledAt)) return { record, outcome: "NOT_YET" };
  if (secondOf(now) > secondOf(scheduledAt)) return { record: cleared(record), outcome: "PAST_DUE" };
  if (anotherModalOpen) {
    return {
      record: { ...record, showCCPAt: scheduledAt + PROMOTION_OVERLAY_POSTPONE_MS },
      outcome: "POSTPONED",
    };
  }
  return {
    record: {
      ...record,
      showCCPAt: undefined,
      modalCount: record.modalCount + 1,
      isCPPShownInCurrentSession: true,
    },
    outcome: "SHOWN",
  };
};

/** Schedules the overlay for `at` (epoch ms), as the server's overlay status asks. */
export const schedulePromotionOverlay = (
  record: PromotionOverlayRecord,
  at: number,
): PromotionOverlayRecord => ({
  ...record,
  showCCPAt: at,
});

/** A new browsing session: what was shown in the last one now counts as a previous session. */
export const startPromotionOverlaySession = (record: PromotionOverlayRecord): PromotionOverlayRecord => ({
  ...record,
  isCPPShownInPrevSession: record.isCPPShownInPrevSession || record.isCPPShownInCurrentSession,
  isCPPShownInCurrentSession: false,
});
