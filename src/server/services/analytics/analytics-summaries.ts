import { Context, Effect, Layer } from "effect";
import {
  MAX_ANALYTICS_RANGE_DAYS,
  fillAnalyticsDays,
  isAnalyticsRangeValid,
} from "@/domain/analytics/analytics-range";
import { AnalyticsRangeInvalid } from "@/domain/errors/analytics-errors";
import {
  AnalyticsSummaryRepository,
  type AnalyticsBreakdownRow,
  type AnalyticsCounts,
  type AnalyticsDayRow,
  type AnalyticsFunnel,
} from "@/server/db/repositories/analytics-summary-repository";
import { traced } from "@/server/effect/traced";

export interface AnalyticsSummaryRequest {
  readonly from: string;
  readonly to: string;
  readonly country?: string;
  readonly language?: string;
}

export interface AnalyticsSummary {
  readonly from: string;
  readonly to: string;
  readonly days: readonly AnalyticsDayRow[];
  readonly totals: AnalyticsCounts;
  readonly funnel: AnalyticsFunnel;
  readonly countries: readonly AnalyticsBreakdownRow[];
  readonly languages: readonly AnalyticsBreakdownRow[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admins' view of the analytics events: daily active gamers and sessions, the activation funnel, breakdowns. */
export class AnalyticsSummaries extends Context.Service<
  AnalyticsSummaries,
  {
    getAnalyticsSummary(
      request: AnalyticsSummaryRequest,
    ): Effect.Effect<AnalyticsSummary, AnalyticsRangeInvalid>;
  }
>()("kleos/server/services/analytics/AnalyticsSummaries") {
  static readonly layer = Layer.effect(
    AnalyticsSummaries,
    Effect.gen(function* () {
      const summaries = yield* AnalyticsSummaryRepository;
      return AnalyticsSummaries.of(
        traced("AnalyticsSummaries", {
          getAnalyticsSummary: (request: AnalyticsSummaryRequest) =>
            Effect.gen(function* () {
              const { from, to } = request;
              if (!isAnalyticsRangeValid(from, to)) {
                return yield* new AnalyticsRangeInvalid({ from, to, maxDays: MAX_ANALYTICS_RANGE_DAYS });
              }
              const scope = {
                from: new Date(`${from}T00:00:00Z`),
                until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
                ...(request.country === undefined ? {} : { country: request.country }),
                ...(request.language === undefined ? {} : { language: request.language }),
              };
              const [days, totals, funnel, countries, languages] = yield* Effect.all([
                summaries.byDay(scope),
                summaries.totals(scope),
                summaries.funnel(scope),
                summaries.byCountry(scope),
                summaries.byLanguage(scope),
              ]);
              return {
                from,
                to,
                days: fillAnalyticsDays(from, to, days, (date) => ({ date, activeGamers: 0, sessions: 0 })),
                totals,
                funnel,
                countries,
                languages,
              };
            }),
        }),
      );
    }),
  );
}
