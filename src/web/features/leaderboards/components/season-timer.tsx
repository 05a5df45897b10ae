import { useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Countdown } from "@/web/components/countdown";
import { leaderboardKeys, type Leaderboard } from "@/web/features/leaderboards/api/leaderboards-api";
import { commonMessages, seasonCountdown } from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";

/**
 * The season's countdown (d h m s, spec §9): "Starts in" before the season, "Ends in" while it is live, the end's
 * date after. At zero the boards are asked again, so the status moves on.
 */
export const SeasonTimer = ({
  board,
}: {
  board: Pick<Leaderboard, "status" | "seasonStartsAt" | "seasonEndsAt">;
}) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const target = seasonCountdown(board);
  if (target === undefined)
    return (
      <span className={styles.timer}>
        {intl.formatMessage(commonMessages.ended, {
          date: formatDateTime(board.seasonEndsAt, { locale: intl.locale }),
        })}
      </span>
    );
  const label = intl.formatMessage(
    target.kind === "starts" ? commonMessages.startsIn : commonMessages.endsIn,
  );
  return (
    <span className={styles.timer}>
      <span className={styles.timerLabel} aria-hidden="true">
        {label}
      </span>
      <Countdown
        until={target.at}
        label={label}
        onDone={() => void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all })}
      />
    </span>
  );
};
