import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { Link } from "@/web/components/link";
import { BoardView } from "@/web/features/leaderboards/components/board-view";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { routes } from "@/web/lib/routes";
import { listMessages } from "@/web/features/leaderboards/routes/leaderboards-route";

/** `/leaderboards/:leaderboardId`: one board with its countdown, podium, ranks and the caller's pinned row. */
export const LeaderboardRoute = () => {
  const intl = useIntl();
  const { leaderboardId = "" } = useParams();
  return (
    <div className={styles.page}>
      <Link to={routes.leaderboards.href()}>{intl.formatMessage(listMessages.title)}</Link>
      <BoardView key={leaderboardId} leaderboardId={leaderboardId} headingLevel={1} />
    </div>
  );
};
