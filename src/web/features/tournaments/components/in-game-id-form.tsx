import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { useGameLoginMethods, type InGameId } from "@/web/features/tournaments/api/tournaments-api";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { GameLoginForm } from "@/web/lib/game-login-form";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "tournaments.inGameId.legend", defaultMessage: "Your in-game id for {game}" },
    lead: {
      id: "tournaments.inGameId.lead",
      defaultMessage: "The organisers find you in {game} by it. It is saved for your next registrations.",
    },
    cancel: { id: "tournaments.inGameId.cancel", defaultMessage: "Cancel" },
  }),
);

/**
 * The gamer's in-game id for the tournament's game (the shared game login form). The caller saves it (and
 * registers); its failure comes back as `failure`, a rule's 400 shown on the field.
 */
export const InGameIdForm = ({
  gameId,
  gameName,
  current,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
}: {
  readonly gameId: number;
  readonly gameName: string;
  readonly current: InGameId | null;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly failure: unknown;
  readonly onSubmit: (inGameId: InGameId) => void;
  readonly onCancel: () => void;
}) => {
  const intl = useIntl();
  const methods = useGameLoginMethods(gameId, true);
  return (
    <GameLoginForm
      label={intl.formatMessage(messages.legend, { game: gameName })}
      gameName={gameName}
      methods={methods}
      defaultMethod={current?.loginMethod}
      defaultValue={current?.value}
      intro={<p className={styles.muted}>{intl.formatMessage(messages.lead, { game: gameName })}</p>}
      failure={failure}
      formatFailure={(error) => formatTournamentFailure(intl, error)}
      onSubmit={onSubmit}
      className={styles.narrowForm}
      actions={
        <div className={styles.actions}>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </Button>
          <Button tone="ghost" onClick={onCancel} disabled={pending}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      }
    />
  );
};
