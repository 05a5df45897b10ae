/**
 * The daily check-in (issue 21, item 9): the gamer's streak, what today's check-in pays, and the button. The
 * server counts days in the gamer's time zone and pays once a day, however often the button is pressed.
 */
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { useCheckIn, useCheckInStatus } from "@/web/features/notifications/api/notifications-api";
import * as styles from "@/web/features/notifications/components/notification-bell.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "notifications.checkIn.title", defaultMessage: "Daily check-in" },
    streak: {
      id: "notifications.checkIn.streak",
      defaultMessage: "{days, plural, =0 {No streak yet} one {# day in a row} other {# days in a row}}",
    },
    next: {
      id: "notifications.checkIn.next",
      defaultMessage: "Check in today for {kpoints, number} K-Points",
    },
    done: {
      id: "notifications.checkIn.done",
      defaultMessage: "Checked in today. Come back tomorrow to grow your streak.",
    },
    button: { id: "notifications.checkIn.button", defaultMessage: "Check in" },
    failed: {
      id: "notifications.checkIn.failed",
      defaultMessage: "The check-in did not go through. Try again.",
    },
  }),
);

export const CheckInCard = () => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const status = useCheckInStatus(signedIn);
  const checkIn = useCheckIn();
  if (!signedIn || status.data === undefined) return null;
  const { streak, checkedInToday, nextKPoints } = status.data;
  return (
    <Card as="section" padding="lg" aria-labelledby="check-in-title" data-testid="check-in-card">
      <div className={styles.panelHeader}>
        <h2 id="check-in-title" className={styles.panelTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <Button
          tone="primary"
          size="sm"
          disabled={checkedInToday || checkIn.isPending}
          onClick={() => checkIn.mutate()}
        >
          {intl.formatMessage(messages.button)}
        </Button>
      </div>
      <p data-testid="check-in-streak">{intl.formatMessage(messages.streak, { days: streak })}</p>
      <p aria-live="polite">
        {checkedInToday
          ? intl.formatMessage(messages.done)
          : intl.formatMessage(messages.next, { kpoints: nextKPoints })}
      </p>
      {checkIn.isError ? <p role="alert">{intl.formatMessage(messages.failed)}</p> : null}
    </Card>
  );
};
