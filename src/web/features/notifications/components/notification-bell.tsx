/**
 * The header's bell (issue 21, item 9): the unread count on a round button that stays in the header's row at
 * every width, and a panel of the latest notifications. Opening the panel marks what it shows read; a
 * notification that leads somewhere is a link there. A guest sees no bell.
 */
import { useEffect, useId, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { formatDateTime } from "@/domain/format/time-format";
import { notificationValues } from "@/domain/notifications/notification-values";
import { Button } from "@/web/components/button";
import {
  useMarkNotificationsRead,
  useNotificationList,
  useUnreadNotifications,
  type NotificationItem,
} from "@/web/features/notifications/api/notifications-api";
import * as styles from "@/web/features/notifications/components/notification-bell.css";
import { notificationItemMessages } from "@/web/features/notifications/components/notification-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    open: {
      id: "notifications.bell.open",
      defaultMessage:
        "{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}",
    },
    title: { id: "notifications.bell.title", defaultMessage: "Notifications" },
    markAll: { id: "notifications.bell.markAll", defaultMessage: "Mark all read" },
    empty: { id: "notifications.bell.empty", defaultMessage: "Nothing new yet" },
    failed: { id: "notifications.bell.failed", defaultMessage: "Notifications could not be loaded" },
  }),
);

const BellIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

export const NotificationBell = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = useUnreadNotifications(signedIn);
  const list = useNotificationList(signedIn && open);
  const markRead = useMarkNotificationsRead();
  const count = unread.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  if (!signedIn) return null;
  const items = list.data?.items ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
    if (item.data.path !== undefined && item.data.path.startsWith("/")) void navigate(item.data.path);
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(messages.open, { count })}
        title={intl.formatMessage(messages.title)}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {intl.formatNumber(Math.min(count, 99))}
            {count > 99 ? "+" : ""}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          className={styles.panel}
          role="region"
          aria-label={intl.formatMessage(messages.title)}
        >
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>{intl.formatMessage(messages.title)}</h2>
            {count > 0 ? (
              <Button size="sm" tone="secondary" onClick={() => markRead.mutate({ all: true })}>
                {intl.formatMessage(messages.markAll)}
              </Button>
            ) : null}
          </div>
          {list.isError ? (
            <p className={styles.empty} role="alert">
              {intl.formatMessage(messages.failed)}
            </p>
          ) : items.length === 0 && !list.isPending ? (
            <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={item.read ? styles.item : `${styles.item} ${styles.unreadItem}`}
                    onClick={() => openItem(item)}
                  >
                    <span>
                      {intl.formatMessage(notificationItemMessages[item.kind], notificationValues(item.data))}
                    </span>
                    <time className={styles.time} dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt, { locale: intl.locale })}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
};
