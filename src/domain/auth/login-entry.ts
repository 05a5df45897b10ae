import { LOGIN_RETRY_DELAY_MS } from "@/domain/constants/timings";

/*
 * Login entry (spec §4): if the retry time has passed, the saved login-attempt counters are cleared and a
 * login overlay event is recorded. If tokens exist, the login modal is hidden and the user is sent on to the
 * target. Otherwise the modal is shown, with the too-many-attempts flag while the retry time has not passed.
 * The retry time (storage key retryLoginAfter) is set 180,000 ms after attempts run out.
 */

export interface LoginEntryInput {
  readonly now: number;
  /** Epoch milliseconds from storage (retryLoginAfter), or undefined when no gate is set. */
  readonly retryLoginAfter: number | undefined;
  readonly hasTokens: boolean;
  readonly target: string;
}

export interface LoginEntryDecision {
  /** Clear the saved login-attempt counters and the retry time. */
  readonly clearAttemptCounters: boolean;
  /** Record the login overlay analytics event. */
  readonly recordLoginOverlayEvent: boolean;
  readonly showLoginModal: boolean;
  readonly tooManyAttempts: boolean;
  /** Where to send a user who is already logged in. */
  readonly redirectTo: string | undefined;
}

export const isRetryGateOpen = (now: number, retryLoginAfter: number | undefined): boolean =>
  retryLoginAfter === undefined || !Number.isFinite(retryLoginAfter) || now >= retryLoginAfter;

export const loginEntry = ({
  now,
  retryLoginAfter,
  hasTokens,
  target,
}: LoginEntryInput): LoginEntryDecision => {
  const gateSet = retryLoginAfter !== undefined;
  const gateOpen = isRetryGateOpen(now, retryLoginAfter);
  const clear = gateSet && gateOpen;
  if (hasTokens) {
    return {
      clearAttemptCounters: clear,
      recordLoginOverlayEvent: clear,
      showLoginModal: false,
      tooManyAttempts: false,
      redirectTo: target,
    };
  }
  return {
    clearAttemptCounters: clear,
    recordLoginOverlayEvent: clear,
    showLoginModal: true,
    tooManyAttempts: !gateOpen,
    redirectTo: undefined,
  };
};

/** The retry time to store when login attempts run out at `now`. */
export const retryLoginAfterFrom = (now: number): number => now + LOGIN_RETRY_DELAY_MS;
