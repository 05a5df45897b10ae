/*
 * The client's 401 policy (spec §4, §7): on a 401 the client refreshes the token once and retries the
 * request; if the refresh answers 400 the user is logged out (session end event, tokens and username
 * cleared, redirect home). Any other failed refresh hands the original 401 to the caller, and a retried
 * request that fails again is never refreshed a second time. A request to the refresh endpoint itself is
 * never refreshed.
 */

export type UnauthorizedPhase =
  | { readonly phase: "REQUESTING"; readonly retried: boolean }
  | { readonly phase: "REFRESHING" }
  | { readonly phase: "DELIVER"; readonly status: number }
  | { readonly phase: "LOGGED_OUT" };

export type UnauthorizedEvent =
  | { readonly type: "RESPONSE"; readonly status: number }
  | { readonly type: "REFRESH_RESPONSE"; readonly status: number };

export const LOGOUT_EFFECTS = [
  "SESSION_END_EVENT",
  "CLEAR_TOKENS",
  "CLEAR_USERNAME",
  "REDIRECT_HOME",
] as const;
export type LogoutEffect = (typeof LOGOUT_EFFECTS)[number];

export const startRequest = (): UnauthorizedPhase => ({ phase: "REQUESTING", retried: false });

export const unauthorizedTransition = (
  state: UnauthorizedPhase,
  event: UnauthorizedEvent,
): UnauthorizedPhase => {
  switch (state.phase) {
    case "REQUESTING":
      if (event.type !== "RESPONSE") return state;
      return event.status === 401 && !state.retried
        ? { phase: "REFRESHING" }
        : { phase: "DELIVER", status: event.status };
    case "REFRESHING":
      if (event.type !== "REFRESH_RESPONSE") return state;
      if (event.status >= 200 && event.status < 300) return { phase: "REQUESTING", retried: true };
      if (event.status === 400) return { phase: "LOGGED_OUT" };
      return { phase: "DELIVER", status: 401 };
    case "DELIVER":
    case "LOGGED_OUT":
      return state;
  }
};
