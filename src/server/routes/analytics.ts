import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { AnalyticsEvents } from "@/server/services/analytics/analytics-events";

export const analyticsHandlers = ({ run }: AppRuntime) =>
  ({
    recordAnalyticsEvents: async ({ body }, request) => ({
      accepted: await run(
        AnalyticsEvents.use((analytics) =>
          analytics.recordAnalyticsEvents(body.events, request.auth?.userId),
        ),
      ),
    }),
  }) satisfies Partial<Handlers>;
