/**
 * The profile's notification settings: push to this browser (opt-in: the browser's permission is asked only
 * when the gamer turns it on), WhatsApp and e-mail (for a verified phone or e-mail), and the time zone the daily
 * check-in counts days in.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Checkbox } from "@/web/components/checkbox";
import {
  browserTimeZone,
  useNotificationSettings,
  useSaveNotificationSettings,
  type NotificationSettings,
} from "@/web/features/notifications/api/notifications-api";
import {
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from "@/web/features/notifications/components/push-subscription";
import { useApiClient } from "@/web/lib/api-context";
import { plainMessages } from "@/web/lib/plain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "notifications.settings.title", defaultMessage: "Notifications" },
    inPage: {
      id: "notifications.settings.inPage",
      defaultMessage: "You always see your notifications under the bell at the top of the page.",
    },
    push: { id: "notifications.settings.push", defaultMessage: "Push notifications on this device" },
    pushDenied: {
      id: "notifications.settings.pushDenied",
      defaultMessage: "Your browser blocks notifications from Kleos. Allow them in the browser's settings.",
    },
    pushUnsupported: {
      id: "notifications.settings.pushUnsupported",
      defaultMessage: "This browser cannot show push notifications.",
    },
    whatsapp: { id: "notifications.settings.whatsapp", defaultMessage: "WhatsApp messages" },
    email: { id: "notifications.settings.email", defaultMessage: "E-mails" },
    timeZone: {
      id: "notifications.settings.timeZone",
      defaultMessage: "Your days are counted in the time zone {zone}.",
    },
    useDeviceZone: {
      id: "notifications.settings.useDeviceZone",
      defaultMessage: "Use this device's time zone ({zone})",
    },
  }),
);

const EXPECTED = ["TimeZoneInvalid", "NotificationChannelUnavailable", "PushSubscriptionInvalid"] as const;

export const NotificationSettingsCard = () => {
  const intl = useIntl();
  const client = useApiClient();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [note, setNote] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const current = settings.data;
  if (current === undefined) return null;
  const deviceZone = browserTimeZone();

  const apply = (change: Partial<NotificationSettings>) => {
    setError(undefined);
    save.mutate(
      {
        push: change.push ?? current.push,
        whatsapp: change.whatsapp ?? current.whatsapp,
        email: change.email ?? current.email,
        timeZone: change.timeZone ?? current.timeZone,
      },
      { onError: setError },
    );
  };

  const togglePush = async (on: boolean) => {
    setNote(undefined);
    setError(undefined);
    try {
      if (on) {
        const outcome = await subscribeToPush(client, intl.locale);
        if (outcome === "denied") return setNote(intl.formatMessage(messages.pushDenied));
        if (outcome === "unsupported") return setNote(intl.formatMessage(messages.pushUnsupported));
        await settings.refetch();
      } else {
        await unsubscribeFromPush(client);
        apply({ push: false });
      }
    } catch (failure) {
      setError(failure);
    }
    return undefined;
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.inPage)}</p>
      <Checkbox
        label={intl.formatMessage(messages.push)}
        checked={current.push}
        disabled={!pushSupported()}
        hint={pushSupported() ? undefined : intl.formatMessage(messages.pushUnsupported)}
        onChange={(event) => void togglePush(event.currentTarget.checked)}
      />
      <Checkbox
        label={intl.formatMessage(messages.whatsapp)}
        checked={current.whatsapp}
        onChange={(event) => apply({ whatsapp: event.currentTarget.checked })}
      />
      <Checkbox
        label={intl.formatMessage(messages.email)}
        checked={current.email}
        onChange={(event) => apply({ email: event.currentTarget.checked })}
      />
      <p>{intl.formatMessage(messages.timeZone, { zone: current.timeZone })}</p>
      {deviceZone !== current.timeZone ? (
        <Button size="sm" tone="secondary" onClick={() => apply({ timeZone: deviceZone })}>
          {intl.formatMessage(messages.useDeviceZone, { zone: deviceZone })}
        </Button>
      ) : null}
      {note === undefined ? null : <p role="status">{note}</p>}
      {error === undefined ? null : <p role="alert">{formatProblem(intl, error, EXPECTED)}</p>}
    </Card>
  );
};
