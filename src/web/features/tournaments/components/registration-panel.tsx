import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { seatsLeft } from "@/domain/tournaments/tournament-prizes";
import { Button } from "@/web/components/button";
import { useToast } from "@/web/components/toast";
import {
  useSaveInGameId,
  useSeatChange,
  type InGameId,
  type TournamentDetail,
} from "@/web/features/tournaments/api/tournaments-api";
import { InGameIdForm } from "@/web/features/tournaments/components/in-game-id-form";
import { gameLoginMethodMessages } from "@/web/lib/game-login-method-messages";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";
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
    playingAs: {
      id: "tournaments.registration.playingAs",
      defaultMessage: "Your in-game id: {value} ({method})",
    },
    changeInGameId: { id: "tournaments.registration.changeInGameId", defaultMessage: "Change in-game id" },
    saveAndRegister: { id: "tournaments.registration.saveAndRegister", defaultMessage: "Save and register" },
    save: { id: "tournaments.registration.save", defaultMessage: "Save" },
    inGameIdSaved: { id: "tournaments.registration.inGameIdSaved", defaultMessage: "In-game id saved" },
  }),
);

/**
 * Register or Withdraw. Guests are asked to sign in (the login modal over this page). Registration is offered
 * only while its window is open and a seat is free; withdrawal until the start. A seat is played under the
 * gamer's in-game id for the game: a gamer who has none saved is asked for it when they register (saved, then
 * registered), and the one saved is shown with a way to change it. A refusal shows the domain's message for its
 * problem code.
 */
export const RegistrationPanel = ({ tournament }: { tournament: TournamentDetail }) => {
  const intl = useIntl();
  const session = useSession();
  const startLoginFlow = useStartLoginFlow();
  const toast = useToast();
  const change = useSeatChange(tournament.id);
  const saveInGameId = useSaveInGameId(tournament.game.id);
  /** The in-game id form: to register with a new id, or to change the saved one. */
  const [asking, setAsking] = useState<"register" | "change" | undefined>(undefined);
  const date = (iso: string) => formatDateTime(iso, { locale: intl.locale });
  // When the page looked at the clock: only tells "opens later" from "closed" while registration is shut.
  const [now] = useState(() => Date.now());

  const inGameId = tournament.inGameId;
  const playingAs =
    inGameId === null ? null : (
      <p className={styles.muted}>
        {intl.formatMessage(messages.playingAs, {
          value: <bdi key="value">{inGameId.value}</bdi>,
          method: intl.formatMessage(gameLoginMethodMessages[inGameId.loginMethod]),
        })}
      </p>
    );

  if (tournament.status !== "PUBLISHED")
    return tournament.registered ? (
      <div className={styles.stack}>
        <p className={styles.muted}>{intl.formatMessage(messages.registered)}</p>
        {playingAs}
      </div>
    ) : null;

  const run = (kind: "register" | "withdraw") =>
    change.mutate(kind, {
      onSuccess: () => {
        setAsking(undefined);
        toast.show({
          message: intl.formatMessage(
            kind === "register" ? messages.registeredToast : messages.withdrawnToast,
          ),
          tone: "success",
        });
      },
      // The id was removed meanwhile (or never reached this page): ask for it.
      onError: (error) => {
        if (kind === "register" && problemCodeOf(error) === "TournamentGameAccountRequired") {
          change.reset();
          setAsking("register");
        }
      },
    });

  const register = () => (inGameId === null ? setAsking("register") : run("register"));

  /** Saves the id, then (asked while registering) takes the seat with it. */
  const submitInGameId = (next: InGameId) =>
    saveInGameId.mutate(next, {
      onSuccess: () => {
        if (asking === "register") run("register");
        else {
          setAsking(undefined);
          toast.show({ message: intl.formatMessage(messages.inGameIdSaved), tone: "success" });
        }
      },
    });

  if (asking !== undefined && session.status === "signedIn")
    return (
      <div className={styles.stack}>
        <InGameIdForm
          gameId={tournament.game.id}
          gameName={tournament.game.name}
          current={inGameId}
          submitLabel={intl.formatMessage(asking === "register" ? messages.saveAndRegister : messages.save)}
          pending={saveInGameId.isPending || change.isPending}
          failure={saveInGameId.error}
          onSubmit={submitInGameId}
          onCancel={() => {
            saveInGameId.reset();
            setAsking(undefined);
          }}
        />
        {change.isError ? (
          <p role="alert" className={styles.error}>
            {formatTournamentFailure(intl, change.error)}
          </p>
        ) : null}
      </div>
    );

  const changeButton =
    inGameId === null || session.status !== "signedIn" ? null : (
      <Button tone="ghost" size="sm" onClick={() => setAsking("change")}>
        {intl.formatMessage(messages.changeInGameId)}
      </Button>
    );

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
    <Button disabled={change.isPending} onClick={register}>
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
      {session.status === "signedIn" && playingAs !== null ? (
        <div className={styles.actions}>
          {playingAs}
          {changeButton}
        </div>
      ) : null}
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
