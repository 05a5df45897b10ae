import { Clock, Context, Effect, Layer } from "effect";
import { analyticsRepository } from "@/server/db/repositories/analytics-repository";
import { DatabaseService } from "@/server/services/database";

export interface IncomingAnalyticsEvent {
  readonly name: string;
  readonly sessionId: string;
  readonly pageName: string;
  readonly at: string;
  readonly gameId?: number;
  readonly deviceClass?: "mobile" | "desktop";
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** A client clock this far off is not believed: the event is stamped when it arrived. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export class AnalyticsEvents extends Context.Service<
  AnalyticsEvents,
  {
    record(events: readonly IncomingAnalyticsEvent[], userId: string | undefined): Effect.Effect<number>;
  }
>()("kleos/server/services/analytics/AnalyticsEvents") {
  static readonly layer = Layer.effect(
    AnalyticsEvents,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return AnalyticsEvents.of({
        record: (events, userId) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.promise(() =>
              analyticsRepository.insertMany(
                db,
                events.map((event) => {
                  const at = Date.parse(event.at);
                  return {
                    name: event.name,
                    sessionId: event.sessionId,
                    pageName: event.pageName,
                    userId: userId ?? null,
                    gameId: event.gameId ?? null,
                    deviceClass: event.deviceClass ?? null,
                    params: event.params === undefined ? null : { ...event.params },
                    occurredAt: new Date(Math.abs(at - now) > MAX_CLOCK_SKEW_MS ? now : at),
                  };
                }),
              ),
            ),
          ),
      });
    }),
  );
}
