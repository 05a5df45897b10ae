import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Analytics events as the site sent them, keyed by page name and analytics session. Append-only. */
export const analyticsEventsTable = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    sessionId: uuid("session_id").notNull(),
    pageName: text("page_name").notNull(),
    userId: uuid("user_id"),
    gameId: integer("game_id"),
    deviceClass: text("device_class"),
    /** The site's display language when the event was sent. */
    language: text("language"),
    params: jsonb("params").$type<Record<string, string | number | boolean>>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analytics_events_page_idx").on(table.pageName, table.occurredAt),
    index("analytics_events_session_idx").on(table.sessionId),
    /** The admin analytics read a range of days. */
    index("analytics_events_occurred_idx").on(table.occurredAt),
  ],
);
