/**
 * The browser's side of Web Push: the service worker (public/push-worker.js), the permission (asked only when the
 * gamer turns push on) and the subscription, made with the server's VAPID public key and kept by the server.
 */
import type { ApiClient } from "@/web/lib/api-client";
import { notificationRequests } from "@/web/features/notifications/api/notifications-api";

export const pushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

export type SubscribeOutcome = "subscribed" | "denied" | "unsupported";

/** Asks the browser's permission, subscribes it and hands the subscription to the server. */
export const subscribeToPush = async (client: ApiClient, locale: string): Promise<SubscribeOutcome> => {
  if (!pushSupported()) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const registration = await navigator.serviceWorker.register("/push-worker.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = await notificationRequests.publicKey(client);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await notificationRequests.subscribe(client, {
    endpoint: subscription.endpoint,
    locale,
    keys: { p256dh: json.keys?.["p256dh"] ?? "", auth: json.keys?.["auth"] ?? "" },
  });
  return "subscribed";
};

/** Forgets this browser's subscription, here and on the server. */
export const unsubscribeFromPush = async (client: ApiClient): Promise<void> => {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription === undefined || subscription === null) return;
  await notificationRequests.unsubscribe(client, subscription.endpoint);
  await subscription.unsubscribe();
};
