import { and, count, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { analyticsEventsTable } from "@/server/db/schema/analytics";

export type NewAnalyticsEvent = typeof analyticsEventsTable.$inferInsert;

export const analyticsRepository = {
  insertMany: async (db: DbOrTransaction, events: readonly NewAnalyticsEvent[]): Promise<number> => {
    if (events.length === 0) return 0;
    return (
      await db
        .insert(analyticsEventsTable)
        .values([...events])
        .returning({ id: analyticsEventsTable.id })
    ).length;
  },

  countByPage: async (db: DbOrTransaction, name: string, pageName: string): Promise<number> =>
    (
      await db
        .select({ n: count() })
        .from(analyticsEventsTable)
        .where(and(eq(analyticsEventsTable.name, name), eq(analyticsEventsTable.pageName, pageName)))
    )[0]?.n ?? 0,
};

/** Analytics events as stored, as a service. */
export class AnalyticsRepository extends Context.Service<
  AnalyticsRepository,
  {
    /** Answers how many were stored. */
    insertMany(events: readonly NewAnalyticsEvent[]): Effect.Effect<number>;
  }
>()("kleos/server/db/repositories/AnalyticsRepository") {
  static readonly layer = Layer.effect(
    AnalyticsRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return AnalyticsRepository.of(
        traced("AnalyticsRepository", {
          insertMany: (events: readonly NewAnalyticsEvent[]) =>
            query((db) => analyticsRepository.insertMany(db, events)),
        }),
      );
    }),
  );
}
