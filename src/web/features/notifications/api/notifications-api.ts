/**
 * react-query hooks over the notification centre and the daily check-in (api-spec/notifications.yaml): the
 * header's unread count and panel, marking read, the channel settings and the browser's Web Push subscription,
 * and the check-in streak. A check-in moves K-Points, so it refreshes the wallet's queries and the bell.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { walletKeys } from "@/web/lib/queries/wallet-queries";

type Schemas = components["schemas"];
export type NotificationItem = Schemas["Notification"];
export type NotificationSettings = Schemas["NotificationSettings"];
export type NotificationSettingsInput = Schemas["NotificationSettingsInput"];
export type CheckInStatus = Schemas["CheckInStatus"];
export type CheckInResult = Schemas["CheckInResult"];

export const NOTIFICATION_PAGE_SIZE = 8;

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread"] as const,
  list: ["notifications", "list"] as const,
  settings: ["notifications", "settings"] as const,
  checkIn: ["check-in"] as const,
};

export const notificationRequests = {
  unread: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/notifications/unread-count", { ...withSignal(signal) })),
  list: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/notifications", {
        params: { query: { pageOffset: 0, pageLimit: NOTIFICATION_PAGE_SIZE } },
        ...withSignal(signal),
      }),
    ),
  markRead: async (client: ApiClient, body: Schemas["SetNotificationsReadInput"]) =>
    unwrap(await client.POST("/api/notifications/read", { body })),
  settings: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/notifications/settings", { ...withSignal(signal) })),
  saveSettings: async (client: ApiClient, body: NotificationSettingsInput) =>
    unwrap(await client.PUT("/api/notifications/settings", { body })),
  publicKey: async (client: ApiClient) => unwrap(await client.GET("/api/notifications/push/public-key", {})),
  subscribe: async (client: ApiClient, body: Schemas["PushSubscriptionInput"]) =>
    unwrap(await client.POST("/api/notifications/push/subscriptions", { body })),
  unsubscribe: async (client: ApiClient, endpoint: string) => {
    const { error, response } = await client.POST("/api/notifications/push/subscriptions/remove", {
      body: { endpoint },
    });
    if (!response.ok) unwrap({ error, response });
  },
  checkIn: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/check-in", { ...withSignal(signal) })),
  doCheckIn: async (client: ApiClient) => unwrap(await client.POST("/api/check-in", {})),
};

/** How often the bell asks again while the page is open. */
const UNREAD_REFRESH_MS = 60_000;

export const useUnreadNotifications = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => notificationRequests.unread(client, signal),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
};

export const useNotificationList = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => notificationRequests.list(client, signal),
    enabled,
  });
};

export const useMarkNotificationsRead = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas["SetNotificationsReadInput"]) => notificationRequests.markRead(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};

export const useNotificationSettings = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => notificationRequests.settings(client, signal),
  });
};

export const useSaveNotificationSettings = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) => notificationRequests.saveSettings(client, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.checkIn });
    },
  });
};

export const useCheckInStatus = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.checkIn,
    queryFn: ({ signal }) => notificationRequests.checkIn(client, signal),
    enabled,
  });
};

export const useCheckIn = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationRequests.doCheckIn(client),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.checkIn });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
};

/** The browser's own time zone (an IANA name), which the check-in counts days in once the gamer keeps it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
