import { boardKindMessages, boardStatusMessages, scoreSourceMessages } from "@/web/lib/leaderboard-words";
import { useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Badge } from "@/web/components/badge";
import { Tag } from "@/web/components/tag";
import { routes } from "@/web/lib/routes";
import type { Leaderboard } from "@/web/features/leaderboards/api/leaderboards-api";
import { commonMessages } from "@/web/features/leaderboards/components/leaderboard-messages";
import { SeasonTimer } from "@/web/features/leaderboards/components/season-timer";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";

/** A board in the list: its title (the link to it), who it ranks, its status, countdown and participants. */
export const LeaderboardCard = ({ board }: { board: Leaderboard }) => {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          <Link className={styles.titleLink} to={routes.leaderboard.href({ leaderboardId: board.id })}>
            {board.title}
          </Link>
        </h2>
        <div className={styles.row}>
          <Badge tone={board.status === "LIVE" ? "accent" : "neutral"}>
            {intl.formatMessage(boardStatusMessages[board.status])}
          </Badge>
          <Tag>{intl.formatMessage(boardKindMessages[board.kind])}</Tag>
          <Tag>{intl.formatMessage(scoreSourceMessages[board.scoreSource])}</Tag>
        </div>
        <SeasonTimer board={board} />
        <p className={styles.muted}>
          {intl.formatMessage(commonMessages.participants, { count: board.participantCount })}
        </p>
      </article>
    </li>
  );
};
