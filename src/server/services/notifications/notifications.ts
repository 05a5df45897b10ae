/**
 * The notification centre (issue 21, item 9). `notify` writes a notification in the caller's transaction (the
 * event's own: a reward credited, a clan joined, a task verified), once per gamer and source key; the row also
 * announces itself (`pg_notify`) when it commits, and this service then sends the `notification-delivery` job,
 * whose worker (`deliverNotifications`) sends it on the channels the gamer chose: Web Push to every subscribed
 * browser (dropping the subscriptions the push service says are gone) and WhatsApp or e-mail where chosen and a
 * provider is configured. The job's sweep sends the job again for any notification still undelivered.
 */
import { sql } from "drizzle-orm";
import { Clock, Context, Effect, Layer } from "effect";
import type { components } from "#generated/api";
import type { NotificationEvent } from "@/domain/notifications/notification-events";
import { isIanaTimeZone } from "@/domain/notifications/check-in-streak";
import {
  NotificationChannelUnavailable,
  NotificationNotFound,
  PushSubscriptionInvalid,
  TimeZoneInvalid,
} from "@/domain/errors/notification-errors";
import { rowsOf } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import {
  NOTIFICATIONS_CHANNEL,
  NotificationRepository,
  type NotificationRow,
} from "@/server/db/repositories/notification-repository";
import { traced } from "@/server/effect/traced";
import {
  makeVapidKeys,
  makeWebPushSender,
  PushFailed,
  type VapidKeys,
} from "@/server/providers/messaging/web-push-sender";
import { wordNotification } from "@/server/services/notifications/notification-wording";
import { JobSender } from "@/server/services/system/job-sender";

export const NOTIFICATION_DELIVERY_JOB = "notification-delivery";
export const NOTIFICATION_SWEEP_JOB = "notification-sweep";

type NotificationView = components["schemas"]["Notification"];
type NotificationPage = components["schemas"]["NotificationPage"];
type NotificationSettings = components["schemas"]["NotificationSettings"];
type NotificationSettingsInput = components["schemas"]["NotificationSettingsInput"];
type PushSubscriptionInput = components["schemas"]["PushSubscriptionInput"];
type NotificationKind = components["schemas"]["NotificationKind"];
type NotificationData = components["schemas"]["NotificationData"];

/** A message on WhatsApp or by e-mail (the outside messaging providers); undefined where none is configured. */
export interface NoticeChannels {
  readonly whatsapp?: (to: string, text: string, locale: string) => Promise<void>;
  readonly email?: (to: string, subject: string, text: string) => Promise<void>;
}

export interface NotificationOptions {
  /** Configured VAPID keys; undefined: a pair made once and kept in the database. */
  readonly vapidKeys: VapidKeys | undefined;
  /** The contact push services see in the VAPID JWT (`mailto:` or `https:`). */
  readonly vapidSubject: string;
  /** Hosts a push endpoint may be on (https only), e.g. `fcm.googleapis.com`; a leading dot allows subdomains. */
  readonly pushHosts: readonly string[];
  /** Push endpoints may be http on this machine (dev tools and tests: a loopback push service). */
  readonly allowLoopbackHttp: boolean;
  readonly notices: NoticeChannels;
  /** How pushes go out (tests give a fetch that reaches their loopback push service). */
  readonly fetch?: typeof fetch;
}

/** The push services of today's browsers (Chrome/Edge/Opera, Firefox, Safari, Windows). */
export const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

const VAPID_SECRET = "web-push-vapid-keys";
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const DELIVERY_BATCH = 20;

const view = (row: NotificationRow): NotificationView => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  data: row.data as NotificationData,
});

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);

const base64urlBytes = (value: string): number => Buffer.from(value, "base64url").length;

/** Why the subscription cannot be used, or undefined when it can. */
const refusal = (input: PushSubscriptionInput, options: NotificationOptions): string | undefined => {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return "The endpoint is not a URL";
  }
  if (url.username !== "" || url.password !== "") return "The endpoint carries credentials";
  const loopbackHttp = options.allowLoopbackHttp && url.protocol === "http:" && isLoopback(url.hostname);
  if (!loopbackHttp) {
    if (url.protocol !== "https:") return "The endpoint is not https";
    const host = url.hostname.toLowerCase();
    const known = options.pushHosts.some((allowed) =>
      allowed.startsWith(".") ? host.endsWith(allowed) : host === allowed,
    );
    if (!known) return "The endpoint is not on a known push service";
  }
  // An uncompressed P-256 point is 65 bytes; the auth secret 16 (RFC 8291).
  if (base64urlBytes(input.keys.p256dh) !== 65) return "The p256dh key is not a P-256 public key";
  if (base64urlBytes(input.keys.auth) !== 16) return "The auth secret is not 16 bytes";
  return undefined;
};

export class Notifications extends Context.Service<
  Notifications,
  {
    listNotifications(
      userId: string,
      query: { readonly pageOffset?: number; readonly pageLimit?: number },
    ): Effect.Effect<NotificationPage>;
    getUnreadNotificationCount(userId: string): Effect.Effect<{ readonly unread: number }>;
    setNotificationsRead(
      userId: string,
      input: { readonly ids?: readonly string[]; readonly all?: boolean },
    ): Effect.Effect<{ readonly unread: number }, NotificationNotFound>;
    getNotificationSettings(userId: string): Effect.Effect<NotificationSettings>;
    updateNotificationSettings(
      userId: string,
      input: NotificationSettingsInput,
    ): Effect.Effect<NotificationSettings, TimeZoneInvalid | NotificationChannelUnavailable>;
    getPushPublicKey(): Effect.Effect<{ readonly publicKey: string }>;
    createPushSubscription(
      userId: string,
      input: PushSubscriptionInput,
    ): Effect.Effect<{ readonly endpoint: string }, PushSubscriptionInvalid>;
    deletePushSubscription(userId: string, endpoint: string): Effect.Effect<void>;
    /** Writes the notification in the caller's transaction (once per source key); delivered after it commits. */
    notify(event: NotificationEvent): Effect.Effect<void>;
    /** `notify` for many events at once (one event's gamers): one statement per batch, not one per gamer. */
    notifyAll(events: readonly NotificationEvent[]): Effect.Effect<void>;
    /** Sends the gamer's undelivered notifications on their channels; a push service failing fails the run. */
    deliverNotifications(userId: string): Effect.Effect<{ readonly delivered: number }>;
    /** Gamers with a notification still undelivered a while after it was made (the sweep sends their jobs). */
    dueDeliveries(now: Date): Effect.Effect<readonly string[]>;
  }
>()("kleos/server/services/notifications/Notifications") {
  static readonly layer = (options: NotificationOptions) =>
    Layer.effect(
      Notifications,
      Effect.gen(function* () {
        const repository = yield* NotificationRepository;
        const auth = yield* AuthRepository;
        const jobs = yield* JobSender;
        const { listen, query, transaction } = yield* Database;

        const vapidKeys = (): Effect.Effect<VapidKeys> =>
          options.vapidKeys !== undefined
            ? Effect.succeed(options.vapidKeys)
            : Effect.map(
                auth.secret(VAPID_SECRET, () => JSON.stringify(makeVapidKeys())),
                (stored) => JSON.parse(stored) as VapidKeys,
              );

        // A committed notification is delivered at once: its row's announcement sends the job (the sweep is the
        // fallback when this server does not hear it).
        const schema = yield* query(
          async (db) =>
            rowsOf<{ schema: string }>(await db.execute(sql`select current_schema() as schema`))[0]?.schema,
        );
        yield* listen(NOTIFICATIONS_CHANNEL, {
          notified: (payload) => {
            const [from, userId] = payload.split(" ");
            if (from !== schema || userId === undefined) return;
            Effect.runFork(jobs.send(NOTIFICATION_DELIVERY_JOB, { userId }, { singletonKey: userId }));
          },
          lost: () => undefined,
        });

        const settingsView = (userId: string) =>
          Effect.gen(function* () {
            const row = yield* repository.settingsOf(userId);
            return {
              inPage: true as const,
              push: row?.push ?? false,
              whatsapp: row?.whatsapp ?? false,
              email: row?.email ?? false,
              timeZone: row?.timeZone ?? "UTC",
              pushSubscriptions: yield* repository.countSubscriptions(userId),
            };
          });

        const unread = (userId: string) =>
          Effect.map(repository.unreadCount(userId), (count) => ({ unread: count }));

        const pushAll = (userId: string, rows: readonly NotificationRow[]) =>
          Effect.gen(function* () {
            const subscriptions = yield* repository.subscriptionsOf(userId);
            if (subscriptions.length === 0) return;
            const sender = makeWebPushSender(
              { ...(yield* vapidKeys()), subject: options.vapidSubject },
              options.fetch,
            );
            for (const subscription of subscriptions) {
              for (const row of rows) {
                const words = wordNotification(row, subscription.locale);
                const payload = JSON.stringify({
                  id: row.id,
                  kind: row.kind,
                  ...words,
                  path: row.data["path"],
                });
                const outcome = yield* Effect.tryPromise({
                  // The topic lets the push service replace a copy a retried run sends again.
                  try: () =>
                    sender.send(subscription, payload, {
                      topic: row.id.replaceAll("-", ""),
                      ttlSeconds: PUSH_TTL_SECONDS,
                    }),
                  catch: (error) => (error instanceof PushFailed ? error : new PushFailed(String(error))),
                }).pipe(Effect.orDie);
                if (outcome === "gone") {
                  yield* repository.deleteSubscription(subscription.endpoint);
                  break;
                }
              }
            }
          });

        const noticeAll = (
          userId: string,
          rows: readonly NotificationRow[],
          whatsapp: boolean,
          email: boolean,
        ) =>
          Effect.gen(function* () {
            if (!whatsapp && !email) return;
            const contacts = yield* repository.contactsOf(userId);
            const locale = (yield* repository.subscriptionsOf(userId))[0]?.locale ?? "en";
            for (const row of rows) {
              const words = wordNotification(row, locale);
              const send = options.notices;
              if (whatsapp && contacts.phoneNumber !== null && send.whatsapp !== undefined) {
                const to = contacts.phoneNumber;
                yield* Effect.promise(() => send.whatsapp!(to, `${words.title}: ${words.body}`, locale));
              }
              if (email && contacts.email !== null && send.email !== undefined) {
                const to = contacts.email;
                yield* Effect.promise(() => send.email!(to, words.title, words.body));
              }
            }
          });

        return Notifications.of(
          traced("Notifications", {
            listNotifications: (userId, query) =>
              Effect.gen(function* () {
                const pageOffset = query.pageOffset ?? 0;
                const pageLimit = query.pageLimit ?? 20;
                const { rows, total } = yield* repository.page(userId, pageOffset, pageLimit);
                return {
                  items: rows.map(view),
                  page: { pageOffset, pageLimit, total },
                  unread: yield* repository.unreadCount(userId),
                };
              }),

            getUnreadNotificationCount: unread,

            setNotificationsRead: (userId, input) =>
              Effect.gen(function* () {
                const now = new Date(yield* Clock.currentTimeMillis);
                if (input.all === true) {
                  yield* repository.markRead(userId, "all", now);
                  return yield* unread(userId);
                }
                const ids = [...new Set(input.ids ?? [])];
                const own = new Set(yield* repository.ownIds(userId, ids));
                const missing = ids.find((id) => !own.has(id));
                if (missing !== undefined)
                  return yield* new NotificationNotFound({ notificationId: missing });
                yield* repository.markRead(userId, ids, now);
                return yield* unread(userId);
              }),

            getNotificationSettings: settingsView,

            updateNotificationSettings: (userId, input) =>
              Effect.gen(function* () {
                if (!isIanaTimeZone(input.timeZone))
                  return yield* new TimeZoneInvalid({ timeZone: input.timeZone });
                const contacts = yield* repository.contactsOf(userId);
                if (input.whatsapp && contacts.phoneNumber === null)
                  return yield* new NotificationChannelUnavailable({ channel: "whatsapp" });
                if (input.email && contacts.email === null)
                  return yield* new NotificationChannelUnavailable({ channel: "email" });
                yield* repository.saveSettings({
                  userId,
                  push: input.push,
                  whatsapp: input.whatsapp,
                  email: input.email,
                  timeZone: input.timeZone,
                  updatedAt: new Date(yield* Clock.currentTimeMillis),
                });
                return yield* settingsView(userId);
              }),

            getPushPublicKey: () => Effect.map(vapidKeys(), (keys) => ({ publicKey: keys.publicKey })),

            createPushSubscription: (userId, input) =>
              Effect.gen(function* () {
                const refused = refusal(input, options);
                if (refused !== undefined) return yield* new PushSubscriptionInvalid({ reason: refused });
                const now = new Date(yield* Clock.currentTimeMillis);
                yield* transaction(
                  Effect.gen(function* () {
                    yield* repository.upsertSubscription({
                      endpoint: input.endpoint,
                      userId,
                      p256dh: input.keys.p256dh,
                      auth: input.keys.auth,
                      locale: input.locale ?? "en",
                      createdAt: now,
                    });
                    yield* repository.enablePush(userId, now);
                  }),
                );
                return { endpoint: input.endpoint };
              }),

            deletePushSubscription: (userId, endpoint) => repository.deleteSubscription(endpoint, userId),

            notify: (event) =>
              Effect.gen(function* () {
                const now = new Date(yield* Clock.currentTimeMillis);
                yield* repository.insert({
                  userId: event.userId,
                  kind: event.kind,
                  sourceKey: event.sourceKey,
                  data: { ...event.data },
                  createdAt: now,
                });
              }),

            notifyAll: (events) =>
              Effect.gen(function* () {
                if (events.length === 0) return;
                const now = new Date(yield* Clock.currentTimeMillis);
                yield* repository.insertMany(
                  events.map((event) => ({
                    userId: event.userId,
                    kind: event.kind,
                    sourceKey: event.sourceKey,
                    data: { ...event.data },
                    createdAt: now,
                  })),
                );
              }),

            deliverNotifications: (userId) =>
              Effect.gen(function* () {
                const rows = yield* repository.undelivered(userId, DELIVERY_BATCH);
                if (rows.length === 0) return { delivered: 0 };
                const settings = yield* repository.settingsOf(userId);
                if (settings?.push === true) yield* pushAll(userId, rows);
                yield* noticeAll(userId, rows, settings?.whatsapp === true, settings?.email === true);
                yield* repository.markDelivered(
                  rows.map((row) => row.id),
                  new Date(yield* Clock.currentTimeMillis),
                );
                // More than a batch waiting: the next run takes the rest.
                if (rows.length === DELIVERY_BATCH)
                  yield* jobs.send(NOTIFICATION_DELIVERY_JOB, { userId }, { singletonKey: `${userId}:more` });
                return { delivered: rows.length };
              }),

            dueDeliveries: (now) => repository.usersWithUndelivered(new Date(now.getTime() - 30_000), 500),
          }),
        );
      }),
    );
}
