import { Effect } from "effect";
import type { Handlers } from "@/server/http/operations";
import { AnalyticsEvents } from "@/server/services/analytics/analytics-events";

export const analyticsHandlers = () =>
  ({
    recordAnalyticsEvents: ({ body }, request) =>
      AnalyticsEvents.use((analytics) =>
        analytics.recordAnalyticsEvents(body.events, request.auth?.userId),
      ).pipe(Effect.map((accepted) => ({ accepted }))),
  }) satisfies Partial<Handlers>;
