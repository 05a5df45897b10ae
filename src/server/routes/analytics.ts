import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { AnalyticsEvents } from "@/server/services/analytics/analytics-events";
import { AnalyticsSummaries } from "@/server/services/analytics/analytics-summaries";
import { Admins } from "@/server/services/campaigns/admins";

export const analyticsHandlers = () =>
  ({
    recordAnalyticsEvents: ({ body }, request) =>
      AnalyticsEvents.use((analytics) =>
        analytics.recordAnalyticsEvents(body.events, request.auth?.userId),
      ).pipe(Effect.map((accepted) => ({ accepted }))),
    getAnalyticsSummary: ({ query }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* AnalyticsSummaries.use((summaries) => summaries.getAnalyticsSummary(query));
      });
    },
  }) satisfies Partial<Handlers>;
