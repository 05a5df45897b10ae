import { defineMessages, useIntl } from "react-intl";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import {
  useClanStanding,
  useCurrentLeaderboard,
  type LeaderboardEntry,
} from "@/web/features/leaderboards/api/leaderboards-api";
import { RanksTable } from "@/web/features/leaderboards/components/board-parts";
import { formatLeaderboardFailure } from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "leaderboards.clanStanding.title", defaultMessage: "Clan leaderboard" },
    ranked: {
      id: "leaderboards.clanStanding.ranked",
      defaultMessage: "#{rank} on {board}, with {score} points",
    },
    unranked: {
      id: "leaderboards.clanStanding.unranked",
      defaultMessage: "Not on {board} yet: the points its members earn this season put the clan on it.",
    },
    around: { id: "leaderboards.clanStanding.around", defaultMessage: "Clans around {clanName}" },
    open: { id: "leaderboards.clanStanding.open", defaultMessage: "See the clan leaderboard" },
  }),
);

/**
 * A clan's place on the current clan season, as its page shows it: its rank and score, and the clans just above
 * and below. Nothing when no clan season exists.
 */
export const ClanBoardStanding = ({ clanId, clanName }: { clanId: number; clanName: string }) => {
  const intl = useIntl();
  const current = useCurrentLeaderboard("CLAN");
  const board = current.data ?? undefined;
  const standing = useClanStanding(board?.id, clanId);
  if (current.data === null) return null;
  const failure = current.error ?? standing.error;
  const body = () => {
    if (failure !== null) return <p className={styles.muted}>{formatLeaderboardFailure(intl, failure)}</p>;
    if (board === undefined || standing.data === undefined) return <Skeleton blockSize="4rem" />;
    const { rank, score, clanLogo, above, below } = standing.data;
    if (rank === null)
      return <p className={styles.note}>{intl.formatMessage(messages.unranked, { board: board.title })}</p>;
    const clan: LeaderboardEntry = {
      rank,
      participantId: String(clanId),
      name: clanName,
      score,
      prize: null,
      isMe: false,
      clanLogo,
    };
    return (
      <>
        <p className={styles.note}>
          {intl.formatMessage(messages.ranked, { rank, board: board.title, score: intl.formatNumber(score) })}
        </p>
        <RanksTable
          kind={board.kind}
          caption={intl.formatMessage(messages.around, { clanName })}
          entries={[...above, clan, ...below]}
        />
      </>
    );
  };
  return (
    <section className={styles.stack} aria-labelledby={`clan-standing-${clanId}`}>
      <h2 id={`clan-standing-${clanId}`} className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      {body()}
      <Link to={routes.pogLeaderboard.href()}>{intl.formatMessage(messages.open)}</Link>
    </section>
  );
};
