/**
 * The notification centre's and the daily check-in's operations for the suites that hold every operation against
 * the contract: one request each that succeeds, and how to provoke each documented error.
 */
import type { InjectOptions } from "fastify";
import { createECDH, randomBytes } from "node:crypto";
import type { OperationId } from "@/server/http/operations";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface NotificationProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type NotificationOperationId = Extract<
  OperationId,
  | "listNotifications"
  | "getUnreadNotificationCount"
  | "setNotificationsRead"
  | "getNotificationSettings"
  | "updateNotificationSettings"
  | "getPushPublicKey"
  | "createPushSubscription"
  | "deletePushSubscription"
  | "getCheckIn"
  | "checkIn"
>;

const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A browser's push subscription: a fresh P-256 key pair and auth secret, at `endpoint`. */
export const browserSubscription = (
  endpoint = `http://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`,
) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    input: {
      endpoint,
      locale: "en",
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
};

export const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  push: false,
  whatsapp: false,
  email: false,
  timeZone: "Asia/Kolkata",
  ...overrides,
});

const as = (code: string, request: Recipe): NotificationProvocation => ({ request, code });

export const NOTIFICATION_REQUESTS: { readonly [K in NotificationOperationId]: Recipe } = {
  listNotifications: gamer(() => ({ method: "GET", url: "/api/notifications?pageLimit=8" })),
  getUnreadNotificationCount: gamer(() => ({ method: "GET", url: "/api/notifications/unread-count" })),
  setNotificationsRead: gamer(() => ({
    method: "POST",
    url: "/api/notifications/read",
    payload: { all: true },
  })),
  getNotificationSettings: gamer(() => ({ method: "GET", url: "/api/notifications/settings" })),
  updateNotificationSettings: gamer(() => ({
    method: "PUT",
    url: "/api/notifications/settings",
    payload: settingsInput({ whatsapp: true }),
  })),
  getPushPublicKey: { method: "GET", url: "/api/notifications/push/public-key" },
  createPushSubscription: gamer(() => ({
    method: "POST",
    url: "/api/notifications/push/subscriptions",
    payload: browserSubscription().input,
  })),
  deletePushSubscription: gamer(() => ({
    method: "POST",
    url: "/api/notifications/push/subscriptions/remove",
    payload: { endpoint: "https://fcm.googleapis.com/fcm/send/nothing" },
  })),
  getCheckIn: gamer(() => ({ method: "GET", url: "/api/check-in" })),
  // Today's check-in made first, so the request answers the contract's first success: 200, already checked in.
  checkIn: gamer(async (testApp, session) => {
    const request: InjectOptions = { method: "POST", url: "/api/check-in" };
    const first = await testApp.app.inject({ ...request, headers: session.authorization });
    if (first.statusCode !== 201) throw new Error(`The first check-in failed: ${first.body}`);
    return request;
  }),
};

export const NOTIFICATION_PROVOCATIONS: {
  readonly [K in NotificationOperationId]?: Partial<Record<number, Recipe | NotificationProvocation>>;
} = {
  listNotifications: { 400: gamer(() => ({ method: "GET", url: "/api/notifications?pageLimit=0" })) },
  setNotificationsRead: {
    400: gamer(() => ({ method: "POST", url: "/api/notifications/read", payload: { ids: ["nope"] } })),
    404: as(
      "NotificationNotFound",
      gamer(() => ({
        method: "POST",
        url: "/api/notifications/read",
        payload: { ids: ["00000000-0000-4000-8000-000000000000"] },
      })),
    ),
  },
  updateNotificationSettings: {
    400: gamer(() => ({
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ push: "yes" }),
    })),
    422: as(
      "TimeZoneInvalid",
      gamer(() => ({
        method: "PUT",
        url: "/api/notifications/settings",
        payload: settingsInput({ timeZone: "Mars/Olympus_Mons" }),
      })),
    ),
  },
  createPushSubscription: {
    400: gamer(() => ({
      method: "POST",
      url: "/api/notifications/push/subscriptions",
      payload: { endpoint: "https://fcm.googleapis.com/fcm/send/x" },
    })),
    422: as(
      "PushSubscriptionInvalid",
      gamer(() => ({
        method: "POST",
        url: "/api/notifications/push/subscriptions",
        payload: browserSubscription("https://push.example.com/send/x").input,
      })),
    ),
  },
  deletePushSubscription: {
    400: gamer(() => ({
      method: "POST",
      url: "/api/notifications/push/subscriptions/remove",
      payload: { endpoint: "" },
    })),
  },
};
