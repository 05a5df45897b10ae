import { Clock, Context, Effect, Layer } from "effect";
import { AnalyticsRepository } from "@/server/db/repositories/analytics-repository";
import { traced } from "@/server/effect/traced";

export interface IncomingAnalyticsEvent {
  readonly name: string;
  readonly sessionId: string;
  readonly pageName: string;
  readonly at: string;
  readonly gameId?: number;
  readonly deviceClass?: "mobile" | "desktop";
  readonly language?: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** A client clock this far off is not believed: the event is stamped when it arrived. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export class AnalyticsEvents extends Context.Service<
  AnalyticsEvents,
  {
    /** Stores the events (a client clock far off is not believed); answers how many were stored. */
    recordAnalyticsEvents(
      events: readonly IncomingAnalyticsEvent[],
      userId: string | undefined,
    ): Effect.Effect<number>;
  }
>()("kleos/server/services/analytics/AnalyticsEvents") {
  static readonly layer = Layer.effect(
    AnalyticsEvents,
    Effect.gen(function* () {
      const analytics = yield* AnalyticsRepository;
      return AnalyticsEvents.of(
        traced("AnalyticsEvents", {
          recordAnalyticsEvents: (events: readonly IncomingAnalyticsEvent[], userId: string | undefined) =>
            Effect.flatMap(Clock.currentTimeMillis, (now) =>
              analytics.insertMany(
                events.map((event) => {
                  const at = Date.parse(event.at);
                  return {
                    name: event.name,
                    sessionId: event.sessionId,
                    pageName: event.pageName,
                    userId: userId ?? null,
                    gameId: event.gameId ?? null,
                    deviceClass: event.deviceClass ?? null,
                    language: event.language ?? null,
                    params: event.params === undefined ? null : { ...event.params },
                    occurredAt: new Date(Math.abs(at - now) > MAX_CLOCK_SKEW_MS ? now : at),
                  };
                }),
              ),
            ),
        }),
      );
    }),
  );
}
