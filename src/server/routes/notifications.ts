import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { CheckIns } from "@/server/services/notifications/check-ins";
import { Notifications } from "@/server/services/notifications/notifications";

/** The notification centre, its channels and Web Push subscriptions, and the daily check-in. */
export const notificationHandlers = () =>
  ({
    listNotifications: ({ query }, request) =>
      Notifications.use((n) => n.listNotifications(signedIn(request).userId, query)),

    getUnreadNotificationCount: (_input, request) =>
      Notifications.use((n) => n.getUnreadNotificationCount(signedIn(request).userId)),

    setNotificationsRead: ({ body }, request) =>
      Notifications.use((n) => n.setNotificationsRead(signedIn(request).userId, body)),

    getNotificationSettings: (_input, request) =>
      Notifications.use((n) => n.getNotificationSettings(signedIn(request).userId)),

    updateNotificationSettings: ({ body }, request) =>
      Notifications.use((n) => n.updateNotificationSettings(signedIn(request).userId, body)),

    getPushPublicKey: () => Notifications.use((n) => n.getPushPublicKey()),

    createPushSubscription: ({ body }, request) =>
      Notifications.use((n) => n.createPushSubscription(signedIn(request).userId, body)),

    deletePushSubscription: ({ body }, request, reply) =>
      Notifications.use((n) => n.deletePushSubscription(signedIn(request).userId, body.endpoint)).pipe(
        Effect.flatMap(() => Effect.promise(async () => void (await reply.code(204).send()))),
        Effect.as(REPLIED),
      ),

    getCheckIn: (_input, request) => CheckIns.use((c) => c.getCheckIn(signedIn(request).userId)),

    // The day's first check-in is 201, a repeated one 200 (both documented): the handler answers itself.
    checkIn: (_input, request, reply) =>
      CheckIns.use((c) => c.checkIn(signedIn(request).userId)).pipe(
        Effect.flatMap((result) =>
          Effect.promise(async () => {
            await reply
              .code(result.created ? 201 : 200)
              .type("application/json; charset=utf-8")
              .send(result);
          }),
        ),
        Effect.as(REPLIED),
      ),
  }) satisfies Partial<Handlers>;
