import { defineMessages, useIntl } from "react-intl";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { useEntityLeaderboard } from "@/web/features/leaderboards/api/leaderboards-api";
import { RanksTable } from "@/web/features/leaderboards/components/board-parts";
import { boardMessages } from "@/web/features/leaderboards/components/board-view";
import { formatLeaderboardFailure } from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    lead: {
      id: "leaderboards.partnerBoard.lead",
      defaultMessage: "Clans compete on this game's own leaderboard.",
    },
    open: { id: "leaderboards.partnerBoard.open", defaultMessage: "See the whole leaderboard" },
  }),
);

const TOP_CLANS = 10;

/**
 * The clan board a partner sponsors (its newest season), by the partner's reference (a game's slug): its top
 * clans and a link to the whole board. Nothing when the partner sponsors none.
 */
export const PartnerClanBoard = ({ entityRefId }: { entityRefId: string }) => {
  const intl = useIntl();
  const session = useSession();
  const query = useEntityLeaderboard(
    { entityRefId, kind: "PARTNER_CLAN", pageOffset: 0, pageLimit: TOP_CLANS },
    session.status === "signedIn",
  );
  if (query.data === null) return null;
  if (query.isError) return <p className={styles.muted}>{formatLeaderboardFailure(intl, query.error)}</p>;
  if (query.data === undefined) return <Skeleton blockSize="8rem" />;
  const { leaderboard, items } = query.data;
  return (
    <section className={styles.stack} aria-labelledby={`partner-board-${leaderboard.id}`}>
      <h2 id={`partner-board-${leaderboard.id}`} className={styles.sectionTitle}>
        {leaderboard.title}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
      <RanksTable
        kind={leaderboard.kind}
        caption={leaderboard.title}
        entries={items}
        empty={intl.formatMessage(boardMessages.empty)}
      />
      <Link to={routes.leaderboard.href({ leaderboardId: leaderboard.id })}>
        {intl.formatMessage(messages.open)}
      </Link>
    </section>
  );
};
