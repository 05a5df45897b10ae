/**
 * The stored modal data record of spec §3 (`showCCPAt`, `modalCount`, `isCPPShownInCurrentSession`,
 * `isCPPShownInPrevSession`) in localStorage, and the browsing session it counts in (sessionStorage: a new tab
 * or a reopened browser is a new session). Anything unreadable reads as the empty record.
 */
import {
  EMPTY_PROMOTION_OVERLAY_RECORD,
  startPromotionOverlaySession,
  type PromotionOverlayRecord,
} from "@/domain/overlay/promotion-overlay";

export const MODAL_DATA_KEY = "modalData";
const SESSION_KEY = "modalDataSession";

interface StoredRecord {
  readonly showCCPAt: number | null;
  readonly modalCount: number;
  readonly isCPPShownInCurrentSession: boolean;
  readonly isCPPShownInPrevSession: boolean;
}

const storageOf = (kind: "localStorage" | "sessionStorage"): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
};

export const readOverlayRecord = (): PromotionOverlayRecord => {
  const raw = storageOf("localStorage")?.getItem(MODAL_DATA_KEY);
  if (raw === null || raw === undefined) return EMPTY_PROMOTION_OVERLAY_RECORD;
  try {
    const stored = JSON.parse(raw) as Partial<StoredRecord>;
    return {
      showCCPAt: typeof stored.showCCPAt === "number" ? stored.showCCPAt : undefined,
      modalCount: typeof stored.modalCount === "number" ? stored.modalCount : 0,
      isCPPShownInCurrentSession: stored.isCPPShownInCurrentSession === true,
      isCPPShownInPrevSession: stored.isCPPShownInPrevSession === true,
    };
  } catch {
    return EMPTY_PROMOTION_OVERLAY_RECORD;
  }
};

export const writeOverlayRecord = (record: PromotionOverlayRecord): void => {
  const stored: StoredRecord = { ...record, showCCPAt: record.showCCPAt ?? null };
  storageOf("localStorage")?.setItem(MODAL_DATA_KEY, JSON.stringify(stored));
};

/** The record as this browsing session starts it: once per session, the last session's show moves to "previous". */
export const sessionOverlayRecord = (): PromotionOverlayRecord => {
  const session = storageOf("sessionStorage");
  const record = readOverlayRecord();
  if (session === undefined || session.getItem(SESSION_KEY) !== null) return record;
  session.setItem(SESSION_KEY, "1");
  const started = startPromotionOverlaySession(record);
  writeOverlayRecord(started);
  return started;
};
