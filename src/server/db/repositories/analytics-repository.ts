import { and, count, eq } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
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
