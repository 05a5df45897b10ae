/**
 * The notification centre: one row per thing that happened to a gamer (unique per gamer and source key, so an
 * event told twice is one notification), with when it was read and when its delivery outside the page (push,
 * WhatsApp, e-mail) was done; the gamer's channel choices and time zone; the browsers subscribed to Web Push;
 * and the daily check-ins (one per gamer and local day).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const notificationsTable = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the event was, e.g. `reward:<transaction id>`: the same event notifies once. */
    sourceKey: text("source_key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    readAt: at("read_at"),
    /** Null until the delivery job has sent it on the gamer's other channels (or found none to use). */
    deliveredAt: at("delivered_at"),
  },
  (table) => [
    unique("notifications_user_source_key").on(table.userId, table.sourceKey),
    index("notifications_user_created_idx").on(table.userId, table.createdAt),
    index("notifications_undelivered_idx")
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
    check(
      "notifications_kind_check",
      sql`${table.kind} in ('rewardCredited', 'campaignStarted', 'clanEvent', 'taskVerification', 'kycDecided')`,
    ),
  ],
);

export const notificationSettingsTable = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id, { onDelete: "cascade" }),
  push: boolean("push").notNull().default(false),
  whatsapp: boolean("whatsapp").notNull().default(false),
  email: boolean("email").notNull().default(false),
  /** An IANA time zone name, checked before it is stored. */
  timeZone: text("time_zone").notNull().default("UTC"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const pushSubscriptionsTable = pgTable(
  "push_subscriptions",
  {
    /** The push service's URL for one browser: one gamer at a time. */
    endpoint: text("endpoint").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The site's language when the browser subscribed: the push is worded in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

export const checkInsTable = pgTable(
  "check_ins",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    /** The day in the gamer's time zone when they checked in. */
    day: date("day", { mode: "string" }).notNull(),
    streak: integer("streak").notNull(),
    kpoints: integer("kpoints").notNull(),
    transactionId: uuid("transaction_id").notNull(),
    timeZone: text("time_zone").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    unique("check_ins_user_day_key").on(table.userId, table.day),
    check("check_ins_streak_check", sql`${table.streak} >= 1`),
  ],
);
