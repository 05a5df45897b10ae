/** Durations of spec §4 and §9, in milliseconds. */

/** An analytics session ends after 30 minutes without activity. */
export const ANALYTICS_SESSION_TIMEOUT_MS = 1_800_000;

/** The refresh-token cookie lives 30 days. */
export const REFRESH_COOKIE_MAX_AGE_MS = 2_592_000_000;

/** After too many login attempts, login reopens this long after the last one. */
export const LOGIN_RETRY_DELAY_MS = 180_000;

/** The login handler reloads the page this long after success. */
export const LOGIN_RELOAD_DELAY_MS = 50;

/** The profile phone-verified modal closes (and the page reloads) after this long. */
export const PROFILE_VERIFICATION_MODAL_MS = 4_000;

/** The session tab id is set this long after load. */
export const SESSION_TAB_ID_DELAY_MS = 2_000;

/** Logout completes (redirect) this long after it starts. */
export const LOGOUT_DELAY_MS = 1_000;

/** A toast stays this long unless told otherwise. */
export const TOAST_DURATION_MS = 3_000;

/** The promotion overlay is checked this often. */
export const PROMOTION_OVERLAY_CHECK_INTERVAL_MS = 1_000;

/** A promotion overlay due while another modal is open is postponed by this much. */
export const PROMOTION_OVERLAY_POSTPONE_MS = 60_000;

/** The promotion overlay is shown at most this many times. */
export const PROMOTION_OVERLAY_MAX_SHOWS = 3;
