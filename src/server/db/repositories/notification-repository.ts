/**
 * The notification centre's rows: notifications (one per gamer and source key), the gamer's channel settings, the
 * browsers subscribed to Web Push, and the daily check-ins. No business rules here: rows in, rows out.
 */
import { and, count, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import {
  checkInsTable,
  notificationSettingsTable,
  notificationsTable,
  pushSubscriptionsTable,
} from "@/server/db/schema/notifications";

/** The advisory lock class of one gamer's check-ins (the key is the gamer's id). */
const CHECK_IN_LOCK_CLASS = 7_412;

/** Rows per statement of a bulk insert (well under PostgreSQL's limit of bound parameters). */
const INSERT_BATCH = 500;

/** Announces a committed notification (`<schema> <user id>`), so its delivery starts at once. */
export const NOTIFICATIONS_CHANNEL = "kleos_notifications";

export type NotificationRow = typeof notificationsTable.$inferSelect;
export type NewNotification = Pick<
  typeof notificationsTable.$inferInsert,
  "userId" | "kind" | "sourceKey" | "data" | "createdAt"
>;
export type NotificationSettingsRow = typeof notificationSettingsTable.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptionsTable.$inferSelect;
export type CheckInRow = typeof checkInsTable.$inferSelect;

/** Where the gamer's other channels reach them: verified contacts only. */
export interface GamerContacts {
  readonly phoneNumber: string | null;
  readonly email: string | null;
}

export class NotificationRepository extends Context.Service<
  NotificationRepository,
  {
    /** Inserts the notification unless its source key already notified this gamer: the new row, or undefined. */
    insert(notification: NewNotification): Effect.Effect<NotificationRow | undefined>;
    /** `insert` for many at once (the gamers of one event): how many were new. */
    insertMany(notifications: readonly NewNotification[]): Effect.Effect<number>;
    page(
      userId: string,
      offset: number,
      limit: number,
    ): Effect.Effect<{ rows: NotificationRow[]; total: number }>;
    unreadCount(userId: string): Effect.Effect<number>;
    /** Of `ids`, those that are the gamer's own. */
    ownIds(userId: string, ids: readonly string[]): Effect.Effect<string[]>;
    markRead(userId: string, ids: readonly string[] | "all", at: Date): Effect.Effect<void>;
    /** The gamer's notifications not yet delivered on other channels, oldest first. */
    undelivered(userId: string, limit: number): Effect.Effect<NotificationRow[]>;
    /** Gamers with a notification not yet delivered that was made at or before `before`. */
    usersWithUndelivered(before: Date, limit: number): Effect.Effect<string[]>;
    markDelivered(ids: readonly string[], at: Date): Effect.Effect<void>;
    settingsOf(userId: string): Effect.Effect<NotificationSettingsRow | undefined>;
    saveSettings(
      settings: Pick<
        NotificationSettingsRow,
        "userId" | "push" | "whatsapp" | "email" | "timeZone" | "updatedAt"
      >,
    ): Effect.Effect<NotificationSettingsRow>;
    /** Turns push on, keeping the other settings (a first subscription makes the row). */
    enablePush(userId: string, at: Date): Effect.Effect<void>;
    contactsOf(userId: string): Effect.Effect<GamerContacts>;
    upsertSubscription(
      subscription: Omit<PushSubscriptionRow, "createdAt"> & { createdAt: Date },
    ): Effect.Effect<void>;
    deleteSubscription(endpoint: string, userId?: string): Effect.Effect<void>;
    subscriptionsOf(userId: string): Effect.Effect<PushSubscriptionRow[]>;
    countSubscriptions(userId: string): Effect.Effect<number>;
    /** The gamer's latest check-in. */
    lastCheckIn(userId: string): Effect.Effect<CheckInRow | undefined>;
    findCheckIn(userId: string, day: string): Effect.Effect<CheckInRow | undefined>;
    /** Inserts the day's check-in; undefined when the gamer already has one for that day. */
    insertCheckIn(
      row: Omit<CheckInRow, "createdAt"> & { createdAt: Date },
    ): Effect.Effect<CheckInRow | undefined>;
    /** Serialises one gamer's check-ins: a transaction-scoped lock on the gamer's settings key. */
    lockGamer(userId: string): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/NotificationRepository") {
  static readonly layer = Layer.effect(
    NotificationRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return NotificationRepository.of(
        traced("NotificationRepository", {
          insert: (notification: NewNotification) =>
            query(async (db) => {
              const [row] = await db
                .insert(notificationsTable)
                .values(notification)
                .onConflictDoNothing({ target: [notificationsTable.userId, notificationsTable.sourceKey] })
                .returning();
              if (row !== undefined)
                await db.execute(
                  sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, current_schema() || ' ' || ${row.userId}::text)`,
                );
              return row;
            }),
          insertMany: (notifications: readonly NewNotification[]) =>
            query(async (db) => {
              let inserted = 0;
              for (let from = 0; from < notifications.length; from += INSERT_BATCH) {
                const rows = await db
                  .insert(notificationsTable)
                  .values(notifications.slice(from, from + INSERT_BATCH))
                  .onConflictDoNothing({ target: [notificationsTable.userId, notificationsTable.sourceKey] })
                  .returning({ userId: notificationsTable.userId });
                if (rows.length === 0) continue;
                inserted += rows.length;
                const users = JSON.stringify([...new Set(rows.map((row) => row.userId))]);
                await db.execute(
                  sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, current_schema() || ' ' || gamer.id)
                      from jsonb_array_elements_text(${users}::jsonb) as gamer(id)`,
                );
              }
              return inserted;
            }),
          page: (userId: string, offset: number, limit: number) =>
            query(async (db) => {
              const rows = await db
                .select()
                .from(notificationsTable)
                .where(eq(notificationsTable.userId, userId))
                .orderBy(desc(notificationsTable.createdAt), desc(notificationsTable.id))
                .offset(offset)
                .limit(limit);
              const [total] = await db
                .select({ n: count() })
                .from(notificationsTable)
                .where(eq(notificationsTable.userId, userId));
              return { rows, total: total?.n ?? 0 };
            }),
          unreadCount: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({ n: count() })
                .from(notificationsTable)
                .where(and(eq(notificationsTable.userId, userId), isNull(notificationsTable.readAt)));
              return row?.n ?? 0;
            }),
          ownIds: (userId: string, ids: readonly string[]) =>
            query(async (db) =>
              ids.length === 0
                ? []
                : (
                    await db
                      .select({ id: notificationsTable.id })
                      .from(notificationsTable)
                      .where(
                        and(eq(notificationsTable.userId, userId), inArray(notificationsTable.id, [...ids])),
                      )
                  ).map((row) => row.id),
            ),
          markRead: (userId: string, ids: readonly string[] | "all", at: Date) =>
            query(async (db) => {
              if (ids !== "all" && ids.length === 0) return;
              await db
                .update(notificationsTable)
                .set({ readAt: at })
                .where(
                  and(
                    eq(notificationsTable.userId, userId),
                    isNull(notificationsTable.readAt),
                    ids === "all" ? undefined : inArray(notificationsTable.id, [...ids]),
                  ),
                );
            }),
          undelivered: (userId: string, limit: number) =>
            query((db) =>
              db
                .select()
                .from(notificationsTable)
                .where(and(eq(notificationsTable.userId, userId), isNull(notificationsTable.deliveredAt)))
                .orderBy(notificationsTable.createdAt)
                .limit(limit),
            ),
          usersWithUndelivered: (before: Date, limit: number) =>
            query(async (db) =>
              (
                await db
                  .selectDistinct({ userId: notificationsTable.userId })
                  .from(notificationsTable)
                  .where(
                    and(isNull(notificationsTable.deliveredAt), lte(notificationsTable.createdAt, before)),
                  )
                  .limit(limit)
              ).map((row) => row.userId),
            ),
          markDelivered: (ids: readonly string[], at: Date) =>
            query(async (db) => {
              if (ids.length === 0) return;
              await db
                .update(notificationsTable)
                .set({ deliveredAt: at })
                .where(inArray(notificationsTable.id, [...ids]));
            }),
          settingsOf: (userId: string) =>
            query(
              async (db) =>
                (
                  await db
                    .select()
                    .from(notificationSettingsTable)
                    .where(eq(notificationSettingsTable.userId, userId))
                    .limit(1)
                )[0],
            ),
          saveSettings: (settings) =>
            query(async (db) => {
              const [row] = await db
                .insert(notificationSettingsTable)
                .values(settings)
                .onConflictDoUpdate({
                  target: notificationSettingsTable.userId,
                  set: {
                    push: settings.push,
                    whatsapp: settings.whatsapp,
                    email: settings.email,
                    timeZone: settings.timeZone,
                    updatedAt: settings.updatedAt,
                  },
                })
                .returning();
              if (row === undefined) throw new Error("Saving notification settings returned no row");
              return row;
            }),
          enablePush: (userId: string, at: Date) =>
            query(async (db) => {
              await db
                .insert(notificationSettingsTable)
                .values({ userId, push: true, updatedAt: at })
                .onConflictDoUpdate({
                  target: notificationSettingsTable.userId,
                  set: { push: true, updatedAt: at },
                });
            }),
          contactsOf: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({
                  phoneNumber: sql<
                    string | null
                  >`case when ${usersTable.phoneVerifiedAt} is not null then ${usersTable.phoneNumber} end`,
                  email: sql<
                    string | null
                  >`case when ${usersTable.emailVerifiedAt} is not null then ${usersTable.email} end`,
                })
                .from(usersTable)
                .where(eq(usersTable.id, userId))
                .limit(1);
              return { phoneNumber: row?.phoneNumber ?? null, email: row?.email ?? null };
            }),
          upsertSubscription: (subscription) =>
            query(async (db) => {
              await db
                .insert(pushSubscriptionsTable)
                .values(subscription)
                .onConflictDoUpdate({
                  target: pushSubscriptionsTable.endpoint,
                  set: {
                    userId: subscription.userId,
                    p256dh: subscription.p256dh,
                    auth: subscription.auth,
                    createdAt: subscription.createdAt,
                  },
                });
            }),
          deleteSubscription: (endpoint: string, userId?: string) =>
            query(async (db) => {
              await db
                .delete(pushSubscriptionsTable)
                .where(
                  and(
                    eq(pushSubscriptionsTable.endpoint, endpoint),
                    userId === undefined ? undefined : eq(pushSubscriptionsTable.userId, userId),
                  ),
                );
            }),
          subscriptionsOf: (userId: string) =>
            query((db) =>
              db.select().from(pushSubscriptionsTable).where(eq(pushSubscriptionsTable.userId, userId)),
            ),
          countSubscriptions: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({ n: count() })
                .from(pushSubscriptionsTable)
                .where(eq(pushSubscriptionsTable.userId, userId));
              return row?.n ?? 0;
            }),
          lastCheckIn: (userId: string) =>
            query(
              async (db) =>
                (
                  await db
                    .select()
                    .from(checkInsTable)
                    .where(eq(checkInsTable.userId, userId))
                    .orderBy(desc(checkInsTable.day))
                    .limit(1)
                )[0],
            ),
          findCheckIn: (userId: string, day: string) =>
            query(
              async (db) =>
                (
                  await db
                    .select()
                    .from(checkInsTable)
                    .where(and(eq(checkInsTable.userId, userId), eq(checkInsTable.day, day)))
                    .limit(1)
                )[0],
            ),
          insertCheckIn: (row) =>
            query(async (db) => {
              const [inserted] = await db
                .insert(checkInsTable)
                .values(row)
                .onConflictDoNothing({ target: [checkInsTable.userId, checkInsTable.day] })
                .returning();
              return inserted;
            }),
          lockGamer: (userId: string) =>
            query(async (db) => {
              await db.execute(
                sql`select pg_advisory_xact_lock(${CHECK_IN_LOCK_CLASS}, hashtext(${userId}))`,
              );
            }),
        }),
      );
    }),
  );
}
