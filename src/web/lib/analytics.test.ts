import { afterEach, describe, expect, it } from "vitest";
import { ANALYTICS_SESSION_TIMEOUT_MS } from "@/domain/constants/timings";
import {
  ANALYTICS_SESSION_KEY,
  SESSION_END_EVENT,
  createAnalytics,
  type AnalyticsEvent,
} from "@/web/lib/analytics";

const setup = () => {
  let clock = Date.parse("2026-11-21T10:00:00Z");
  let ids = 0;
  const sent: AnalyticsEvent[][] = [];
  const beacons: AnalyticsEvent[][] = [];
  window.localStorage.clear();
  const analytics = createAnalytics({
    now: () => clock,
    newId: () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`,
    location: () => "/",
    transport: {
      send: async (events) => {
        sent.push([...events]);
      },
      beacon: (events) => {
        beacons.push([...events]);
        return true;
      },
    },
  });
  return {
    analytics,
    sent,
    beacons,
    advance: (ms: number) => {
      clock += ms;
    },
    names: () => sent.flat().map((event) => `${event.name}:${event.pageName}`),
  };
};

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("analytics", () => {
  it("sends page views by page name, opening a session first", async () => {
    const { analytics, names, sent } = setup();
    dispose = analytics.dispose;
    analytics.pageView("/games/dark-throne");
    analytics.pageView("/");
    await analytics.flush();
    expect(names()).toEqual(["session_start:games", "page_view:games", "page_view:Home"]);
    expect(new Set(sent.flat().map((event) => event.sessionId)).size).toBe(1);
    expect(sent.flat()[1]?.params).toEqual({ path: "/games/dark-throne" });
  });

  it("says the site's display language, and nothing when the document's is not a language tag", async () => {
    const { analytics, sent } = setup();
    dispose = analytics.dispose;
    document.documentElement.lang = "zh-Hant";
    analytics.pageView("/");
    document.documentElement.lang = "not a tag";
    analytics.pageView("/games");
    await analytics.flush();
    document.documentElement.lang = "en";
    expect(sent.flat().map((event) => event.language)).toEqual(["zh-Hant", "zh-Hant", undefined]);
  });

  it("ends a session after 30 minutes without activity and starts a new one, the end sent once", async () => {
    const { analytics, sent, advance } = setup();
    dispose = analytics.dispose;
    analytics.pageView("/games");
    advance(ANALYTICS_SESSION_TIMEOUT_MS + 1);
    analytics.pageView("/profile");
    analytics.pageView("/profile");
    await analytics.flush();
    const events = sent.flat();
    expect(events.map((event) => event.name)).toEqual([
      "session_start",
      "page_view",
      "session_end",
      "session_start",
      "page_view",
      "page_view",
    ]);
    expect(events[2]?.sessionId).toBe(events[0]?.sessionId);
    expect(events[3]?.sessionId).not.toBe(events[0]?.sessionId);
  });

  it("ends the session at logout (the client's session-end event), once", async () => {
    const { analytics, names } = setup();
    dispose = analytics.dispose;
    analytics.pageView("/profile");
    window.dispatchEvent(new Event(SESSION_END_EVENT));
    window.dispatchEvent(new Event(SESSION_END_EVENT));
    await analytics.flush();
    expect(names().filter((name) => name.startsWith("session_end"))).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(ANALYTICS_SESSION_KEY) ?? "{}")).toMatchObject({
      ended: true,
    });
  });

  it("hands what is queued to sendBeacon when the page hides", () => {
    const { analytics, beacons } = setup();
    dispose = analytics.dispose;
    analytics.track("login", { params: { method: "phone" } });
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    expect(beacons.flat().map((event) => event.name)).toEqual(["session_start", "login"]);
  });

  it("keeps working when storage holds garbage", async () => {
    const { analytics, names } = setup();
    dispose = analytics.dispose;
    window.localStorage.setItem(ANALYTICS_SESSION_KEY, "{not json");
    analytics.pageView("/k-quest");
    await analytics.flush();
    expect(names()).toEqual(["session_start:k-quest", "page_view:k-quest"]);
  });
});
