/**
 * Product analytics by page name (spec §2) with the spec's sessions (§4: 30 minutes without activity end a
 * session and start a new one; the end is sent once, and also at logout). Events queue in memory and go to
 * `POST /api/analytics/events` in batches: every few seconds, and with `sendBeacon` when the page hides, so
 * leaving the site loses nothing and costs no waiting.
 */
import { pageNameOf } from "@/domain/analytics/page-name";
import {
  endAnalyticsSession,
  recordActivity,
  startAnalyticsSession,
  type AnalyticsSession,
  type AnalyticsSessionEvent,
} from "@/domain/analytics/analytics-session";
import { deviceClassOf } from "@/domain/constants/limits";

export const ANALYTICS_SESSION_KEY = "kleosAnalyticsSession";
export const SESSION_END_EVENT = "kleos:session-end";
const ENDPOINT = "/api/analytics/events";
const FLUSH_INTERVAL_MS = 5_000;
const MAX_BATCH = 50;
/** The contract's AnalyticsLanguage: a language tag such as `hi` or `zh-Hant`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const documentLanguage = (): string | undefined => {
  const lang = document.documentElement.lang;
  return LANGUAGE_TAG.test(lang) && lang.length <= 35 ? lang : undefined;
};

export interface AnalyticsEvent {
  readonly name: string;
  readonly sessionId: string;
  readonly pageName: string;
  readonly at: string;
  readonly deviceClass: "mobile" | "desktop";
  /** The site's display language (the document's `lang`), for the admins' by-language figures. */
  readonly language?: string;
  readonly gameId?: number;
  readonly params?: Record<string, string | number | boolean>;
}

export interface AnalyticsTransport {
  /** Sends a batch while the page lives (fetch with keepalive). */
  send(events: readonly AnalyticsEvent[]): Promise<void>;
  /** Sends a batch as the page goes away (sendBeacon); answers whether the browser took it. */
  beacon(events: readonly AnalyticsEvent[]): boolean;
}

const browserTransport: AnalyticsTransport = {
  send: async (events) => {
    await fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", source: "website" },
      body: JSON.stringify({ events }),
      keepalive: true,
    });
  },
  beacon: (events) =>
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ events })], { type: "application/json" })),
};

const isSession = (value: unknown): value is AnalyticsSession =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnalyticsSession).sessionId === "string" &&
  typeof (value as AnalyticsSession).lastActivityAt === "number" &&
  typeof (value as AnalyticsSession).ended === "boolean";

export interface Analytics {
  /** Records an event on the current page (or `pathname`'s page). */
  track(
    name: string,
    details?: { pathname?: string; gameId?: number; params?: AnalyticsEvent["params"] },
  ): void;
  /** A page view of `pathname`. */
  pageView(pathname: string): void;
  /** Ends the session now (logout). */
  endSession(): void;
  /** Sends what is queued. */
  flush(): Promise<void>;
  /** Stops timers and listeners (tests). */
  dispose(): void;
}

export const createAnalytics = (
  options: {
    readonly transport?: AnalyticsTransport;
    readonly now?: () => number;
    readonly storage?: Storage;
    readonly newId?: () => string;
    readonly location?: () => string;
  } = {},
): Analytics => {
  const transport = options.transport ?? browserTransport;
  const now = options.now ?? Date.now;
  const storage = options.storage ?? window.localStorage;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const currentPath = options.location ?? (() => window.location.pathname);
  let queue: AnalyticsEvent[] = [];
  let lastPageName = pageNameOf(currentPath());

  const load = (): AnalyticsSession | undefined => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(ANALYTICS_SESSION_KEY) ?? "null");
      return isSession(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  const save = (session: AnalyticsSession) => storage.setItem(ANALYTICS_SESSION_KEY, JSON.stringify(session));

  const enqueue = (
    name: string,
    sessionId: string,
    at: number,
    extra: Pick<AnalyticsEvent, "gameId" | "params"> = {},
  ) => {
    const language = documentLanguage();
    queue.push({
      name,
      sessionId,
      pageName: lastPageName,
      at: new Date(at).toISOString(),
      deviceClass: deviceClassOf(window.innerWidth),
      ...(language === undefined ? {} : { language }),
      ...extra,
    });
    if (queue.length >= MAX_BATCH) void flush();
  };

  const sessionEvents = (events: readonly AnalyticsSessionEvent[]) => {
    for (const event of events) {
      enqueue(event.type === "SESSION_START" ? "session_start" : "session_end", event.sessionId, event.at);
    }
  };

  /** Counts activity and answers the session the activity belongs to. */
  const activeSession = (at: number): AnalyticsSession => {
    const stored = load();
    const step =
      stored === undefined ? startAnalyticsSession(newId(), at) : recordActivity(stored, at, newId());
    sessionEvents(step.events);
    save(step.session);
    return step.session;
  };

  const flush = async (): Promise<void> => {
    if (queue.length === 0) return;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    try {
      await transport.send(batch);
    } catch {
      // Analytics never breaks the page: a lost batch is dropped, not retried forever.
    }
    if (queue.length > 0) await flush();
  };

  const onHide = () => {
    if (document.visibilityState !== "hidden" || queue.length === 0) return;
    const batch = queue.splice(0, MAX_BATCH);
    if (!transport.beacon(batch)) void transport.send(batch).catch(() => undefined);
  };

  const endSession = () => {
    const stored = load();
    if (stored === undefined) return;
    const step = endAnalyticsSession(stored, now());
    sessionEvents(step.events);
    save(step.session);
    void flush();
  };

  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener(SESSION_END_EVENT, endSession);

  return {
    track: (name, details = {}) => {
      if (details.pathname !== undefined) lastPageName = pageNameOf(details.pathname);
      const at = now();
      const session = activeSession(at);
      enqueue(name, session.sessionId, at, {
        ...(details.gameId === undefined ? {} : { gameId: details.gameId }),
        ...(details.params === undefined ? {} : { params: details.params }),
      });
    },
    pageView: (pathname) => {
      lastPageName = pageNameOf(pathname);
      const at = now();
      const session = activeSession(at);
      enqueue("page_view", session.sessionId, at, { params: { path: pathname } });
    },
    endSession,
    flush,
    dispose: () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener(SESSION_END_EVENT, endSession);
    },
  };
};
