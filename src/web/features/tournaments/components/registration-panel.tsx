import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { seatsLeft } from "@/domain/tournaments/tournament-prizes";
import { Button } from "@/web/components/button";
import { useToast } from "@/web/components/toast";
import { useSeatChange, type TournamentDetail } from "@/web/features/tournaments/api/tournaments-api";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = plainMessages(
  defineMessages({
    register: { id: "tournaments.registration.register", defaultMessage: "Register" },
    signInToRegister: {
      id: "tournaments.registration.signInToRegister",
      defaultMessage: "Sign in to register",
    },
    withdraw: { id: "tournaments.registration.withdraw", defaultMessage: "Withdraw" },
    registered: {
      id: "tournaments.registration.registered",
      defaultMessage: "You hold a seat in this tournament.",
    },
    registeredToast: { id: "tournaments.registration.registeredToast", defaultMessage: "You are registered" },
    withdrawnToast: {
      id: "tournaments.registration.withdrawnToast",
      defaultMessage: "You gave up your seat",
    },
    full: { id: "tournaments.registration.full", defaultMessage: "Every seat is taken" },
    opensAt: { id: "tournaments.registration.opensAt", defaultMessage: "Registration opens {date}" },
    closesAt: { id: "tournaments.registration.closesAt", defaultMessage: "Registration closes {date}" },
    closed: { id: "tournaments.registration.closed", defaultMessage: "Registration is closed" },
  }),
);

/**
 * Register or Withdraw. Guests are asked to sign in (the login modal over this page). Registration is offered
 * only while its window is open and a seat is free; withdrawal until the start. A refusal shows the domain's
 * message for its problem code.
 */
export const RegistrationPanel = ({ tournament }: { tournament: TournamentDetail }) => {
  const intl = useIntl();
  const session = useSession();
  const startLoginFlow = useStartLoginFlow();
  const toast = useToast();
  const change = useSeatChange(tournament.id);
  const date = (iso: string) => formatDateTime(iso, { locale: intl.locale });
  // When the page looked at the clock: only tells "opens later" from "closed" while registration is shut.
  const [now] = useState(() => Date.now());

  if (tournament.status !== "PUBLISHED")
    return tournament.registered ? (
      <p className={styles.muted}>{intl.formatMessage(messages.registered)}</p>
    ) : null;

  const run = (kind: "register" | "withdraw") =>
    change.mutate(kind, {
      onSuccess: () =>
        toast.show({
          message: intl.formatMessage(
            kind === "register" ? messages.registeredToast : messages.withdrawnToast,
          ),
          tone: "success",
        }),
    });

  const opensLater = Date.parse(tournament.registrationOpensAt) > now;
  const full = seatsLeft(tournament.capacity, tournament.registeredCount) === 0;

  const action = tournament.registered ? (
    <>
      <p className={styles.muted}>{intl.formatMessage(messages.registered)}</p>
      <Button tone="secondary" disabled={change.isPending} onClick={() => run("withdraw")}>
        {intl.formatMessage(messages.withdraw)}
      </Button>
    </>
  ) : !tournament.registrationOpen ? (
    <p className={styles.muted}>
      {opensLater
        ? intl.formatMessage(messages.opensAt, { date: date(tournament.registrationOpensAt) })
        : intl.formatMessage(messages.closed)}
    </p>
  ) : full ? (
    <Button disabled>{intl.formatMessage(messages.full)}</Button>
  ) : session.status === "signedIn" ? (
    <Button disabled={change.isPending} onClick={() => run("register")}>
      {intl.formatMessage(messages.register)}
    </Button>
  ) : (
    <Button disabled={session.status === "loading"} onClick={startLoginFlow}>
      {intl.formatMessage(messages.signInToRegister)}
    </Button>
  );

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>{action}</div>
      {tournament.registrationOpen ? (
        <p className={styles.muted}>
          {intl.formatMessage(messages.closesAt, { date: date(tournament.registrationClosesAt) })}
        </p>
      ) : null}
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {formatTournamentFailure(intl, change.error)}
        </p>
      ) : null}
    </div>
  );
};
