import { useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { countdownTarget } from "@/domain/tournaments/tournament-lifecycle";
import { Countdown } from "@/web/components/countdown";
import { tournamentKeys, type TournamentSummary } from "@/web/features/tournaments/api/tournaments-api";
import { timeMessages } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";

/**
 * "Starts in" and a countdown (d h m s, spec §9) before the start, "Ends in" and one to the end while live,
 * the end's date after. At zero the tournament's queries are asked again, so the status moves on.
 */
export const TournamentTimer = ({
  tournament,
}: {
  tournament: Pick<TournamentSummary, "status" | "startsAt" | "endsAt">;
}) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const target = countdownTarget(tournament.status, {
    startsAt: Date.parse(tournament.startsAt),
    endsAt: Date.parse(tournament.endsAt),
  });
  if (target === undefined)
    return (
      <span className={styles.timer}>
        {intl.formatMessage(timeMessages.ended, {
          date: formatDateTime(tournament.endsAt, { locale: intl.locale }),
        })}
      </span>
    );
  const label = intl.formatMessage(target.kind === "starts" ? timeMessages.startsIn : timeMessages.endsIn);
  return (
    <span className={styles.timer}>
      <span className={styles.timerLabel} aria-hidden="true">
        {label}
      </span>
      <Countdown
        until={target.at}
        label={label}
        onDone={() => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all })}
      />
    </span>
  );
};
