import { ANALYTICS_SESSION_TIMEOUT_MS } from "@/domain/constants/timings";

/*
 * Analytics sessions (spec §4, §9): a session expires after 30 minutes without activity and a new one then
 * starts; the session end fires once. Pure: the caller supplies the clock and the id of a session it may
 * need to start, and sends the events this returns.
 */

export interface AnalyticsSession {
  readonly sessionId: string;
  readonly lastActivityAt: number;
  readonly ended: boolean;
}

export type AnalyticsSessionEvent =
  | { readonly type: "SESSION_START"; readonly sessionId: string; readonly at: number }
  | { readonly type: "SESSION_END"; readonly sessionId: string; readonly at: number };

export interface AnalyticsSessionStep {
  readonly session: AnalyticsSession;
  readonly events: ReadonlyArray<AnalyticsSessionEvent>;
}

export const startAnalyticsSession = (sessionId: string, now: number): AnalyticsSessionStep => ({
  session: { sessionId, lastActivityAt: now, ended: false },
  events: [{ type: "SESSION_START", sessionId, at: now }],
});

export const isSessionExpired = (session: AnalyticsSession, now: number): boolean =>
  now - session.lastActivityAt > ANALYTICS_SESSION_TIMEOUT_MS;

/**
 * Activity at `now`. A live session is extended; an expired one is ended (its end stamped at its last
 * activity plus the timeout, when it really expired) and `nextSessionId` starts; an ended one (after logout)
 * is replaced by `nextSessionId`.
 */
export const recordActivity = (
  session: AnalyticsSession,
  now: number,
  nextSessionId: string,
): AnalyticsSessionStep => {
  if (session.ended) return startAnalyticsSession(nextSessionId, now);
  if (!isSessionExpired(session, now)) {
    return { session: { ...session, lastActivityAt: Math.max(session.lastActivityAt, now) }, events: [] };
  }
  const next = startAnalyticsSession(nextSessionId, now);
  return {
    session: next.session,
    events: [
      {
        type: "SESSION_END",
        sessionId: session.sessionId,
        at: session.lastActivityAt + ANALYTICS_SESSION_TIMEOUT_MS,
      },
      ...next.events,
    ],
  };
};

/** Ends the session now (logout); a session already ended sends nothing. */
export const endAnalyticsSession = (session: AnalyticsSession, now: number): AnalyticsSessionStep =>
  session.ended
    ? { session, events: [] }
    : {
        session: { ...session, ended: true },
        events: [{ type: "SESSION_END", sessionId: session.sessionId, at: now }],
      };
