/**
 * A guest who presses Get started is asked to sign in first; the wish is kept in this tab's storage under the
 * spec's key `isUserStartedTheQuest` (spec §3) so that, signed in, the same page starts the campaign for them
 * (with the referral code they came with).
 */

const START_INTENT_KEY = "isUserStartedTheQuest";

export interface StartIntent {
  /** The id or slug of the campaign (or quest) the guest wanted to start. */
  readonly ref: string;
  readonly referral?: string;
}

const storage = (): Storage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;

export const storeStartIntent = (intent: StartIntent): void =>
  storage()?.setItem(START_INTENT_KEY, JSON.stringify(intent));

/** Takes (reads and forgets) the stored intent when it is for `ref`. */
export const takeStartIntent = (ref: string): StartIntent | undefined => {
  const stored = storage()?.getItem(START_INTENT_KEY);
  if (stored === null || stored === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || !("ref" in value) || value.ref !== ref)
      return undefined;
    storage()?.removeItem(START_INTENT_KEY);
    const referral = "referral" in value && typeof value.referral === "string" ? value.referral : undefined;
    return referral === undefined ? { ref } : { ref, referral };
  } catch {
    storage()?.removeItem(START_INTENT_KEY);
    return undefined;
  }
};
