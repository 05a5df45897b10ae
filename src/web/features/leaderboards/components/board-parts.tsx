import { defineMessages, useIntl } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import { Badge } from "@/web/components/badge";
import { classNames } from "@/web/components/class-names";
import { Table } from "@/web/components/table";
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardKind,
  LeaderboardStanding,
} from "@/web/features/leaderboards/api/leaderboards-api";
import { tieMessages } from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { ClanEmblem } from "@/web/lib/clan-emblem";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    podium: { id: "leaderboards.board.podium", defaultMessage: "Top three" },
    rank: { id: "leaderboards.board.rank", defaultMessage: "Rank" },
    name: { id: "leaderboards.board.name", defaultMessage: "Name" },
    score: { id: "leaderboards.board.score", defaultMessage: "Score" },
    prize: { id: "leaderboards.board.prize", defaultMessage: "Prize" },
    noPrize: { id: "leaderboards.board.noPrize", defaultMessage: "—" },
    you: { id: "leaderboards.board.you", defaultMessage: "You" },
    placeRank: { id: "leaderboards.board.placeRank", defaultMessage: "#{rank}" },
    ties: { id: "leaderboards.board.ties", defaultMessage: "Ties" },
    yourStanding: { id: "leaderboards.board.yourStanding", defaultMessage: "Your standing" },
    yourRank: { id: "leaderboards.board.yourRank", defaultMessage: "Your rank: #{rank}" },
    yourScore: { id: "leaderboards.board.yourScore", defaultMessage: "Score: {score}" },
    aroundYou: { id: "leaderboards.board.aroundYou", defaultMessage: "Around you" },
    unranked: {
      id: "leaderboards.board.unranked",
      defaultMessage: "No score on this board yet. Earn K-Points during the season to climb it.",
    },
    noClan: {
      id: "leaderboards.board.noClan",
      defaultMessage: "Join a clan to see where it stands on this board.",
    },
  }),
);

const Prize = ({ entry }: { entry: LeaderboardEntry }) => {
  const intl = useIntl();
  return entry.prize === null ? (
    <span>{intl.formatMessage(messages.noPrize)}</span>
  ) : (
    <Amount value={toWholeUnits(entry.prize.amount, entry.prize.currency)} currency={entry.prize.currency} />
  );
};

/** Whether a board's rows wear a clan's emblem: the clans' boards, and the chiefs' (their clan's). */
const wearsClanEmblems = (kind: LeaderboardKind): boolean => kind !== "GAMER";

const EntryName = ({ entry, emblem }: { entry: LeaderboardEntry; emblem: boolean }) => {
  const intl = useIntl();
  const name = (
    <span className={styles.row}>
      <bdi className={styles.name}>{entry.name}</bdi>
      {entry.isMe && <Badge tone="accent">{intl.formatMessage(messages.you)}</Badge>}
    </span>
  );
  if (!emblem) return name;
  // The emblem stays beside the name, which wraps in its own box on a narrow screen.
  return (
    <span className={styles.entryName}>
      <ClanEmblem emblem={entry.clanLogo} clanName={entry.name} size="sm" />
      {name}
    </span>
  );
};

/** The top three of the board, first in the middle (first on top on phones), clans with their emblems. */
export const Podium = ({
  kind,
  entries,
}: {
  kind: LeaderboardKind;
  entries: readonly LeaderboardEntry[];
}) => {
  const intl = useIntl();
  const top = entries.filter((entry) => entry.rank <= 3).slice(0, 3);
  if (top.length === 0) return null;
  // Second, first, third: the podium's shape; ties keep their shared rank.
  const shaped = top.length === 3 ? [top[1], top[0], top[2]] : top;
  return (
    <section className={styles.stack} aria-labelledby="leaderboard-podium">
      <h2 id="leaderboard-podium" className={styles.sectionTitle}>
        {intl.formatMessage(messages.podium)}
      </h2>
      <ol className={styles.podium}>
        {shaped.map(
          (entry) =>
            entry !== undefined && (
              <li
                key={entry.participantId}
                className={classNames(styles.podiumPlace, entry === top[0] && styles.podiumFirst)}
              >
                <span className={styles.podiumRank}>
                  {intl.formatMessage(messages.placeRank, { rank: entry.rank })}
                </span>
                {wearsClanEmblems(kind) && (
                  <ClanEmblem emblem={entry.clanLogo} clanName={entry.name} size="md" />
                )}
                <span className={styles.podiumName}>
                  <EntryName entry={entry} emblem={false} />
                </span>
                <span>{intl.formatNumber(entry.score)}</span>
                {entry.prize !== null && <Prize entry={entry} />}
              </li>
            ),
        )}
      </ol>
    </section>
  );
};

/**
 * Rows of ranks: rank, name (with "You" on the caller's, and the clan's emblem on a board of clans or chiefs),
 * score and the rank's prize.
 */
export const RanksTable = ({
  kind,
  caption,
  entries,
  empty,
}: {
  kind: LeaderboardKind;
  caption: string;
  entries: readonly LeaderboardEntry[];
  empty?: string;
}) => {
  const intl = useIntl();
  return (
    <Table
      caption={caption}
      hideCaption
      columns={[
        {
          key: "rank",
          header: intl.formatMessage(messages.rank),
          align: "end",
          cell: (entry: LeaderboardEntry) => intl.formatNumber(entry.rank),
        },
        {
          key: "name",
          header: intl.formatMessage(messages.name),
          rowHeader: true,
          cell: (entry: LeaderboardEntry) => <EntryName entry={entry} emblem={wearsClanEmblems(kind)} />,
        },
        {
          key: "score",
          header: intl.formatMessage(messages.score),
          align: "end",
          cell: (entry: LeaderboardEntry) => intl.formatNumber(entry.score),
        },
        {
          key: "prize",
          header: intl.formatMessage(messages.prize),
          align: "end",
          cell: (entry: LeaderboardEntry) => <Prize entry={entry} />,
        },
      ]}
      rows={entries}
      rowKey={(entry) => entry.participantId}
      empty={empty}
    />
  );
};

/** How ties are broken, as the board's answer says. */
export const TieRule = ({ ties }: { ties: Leaderboard["ties"] }) => {
  const intl = useIntl();
  return (
    <p className={styles.note} role="note" aria-label={intl.formatMessage(messages.ties)}>
      {intl.formatMessage(tieMessages[ties.ranking])} {intl.formatMessage(tieMessages[ties.order])}
    </p>
  );
};

/**
 * The caller's own standing, wherever they fall: their rank and score pinned to the bottom of the screen, and
 * the ten above and the ten below them. Without a score: how to get one; without a clan on a clan board: join one.
 */
export const MyStanding = ({ kind, standing }: { kind: LeaderboardKind; standing: LeaderboardStanding }) => {
  const intl = useIntl();
  if (standing.participantId === null)
    return <p className={styles.note}>{intl.formatMessage(messages.noClan)}</p>;
  if (standing.rank === null) return <p className={styles.note}>{intl.formatMessage(messages.unranked)}</p>;
  const me: LeaderboardEntry = {
    rank: standing.rank,
    participantId: standing.participantId,
    name: intl.formatMessage(messages.you),
    score: standing.score,
    prize: null,
    isMe: true,
    clanLogo: standing.clanLogo,
  };
  return (
    <section className={styles.stack} aria-labelledby="leaderboard-around-me">
      <h2 id="leaderboard-around-me" className={styles.sectionTitle}>
        {intl.formatMessage(messages.aroundYou)}
      </h2>
      <RanksTable
        kind={kind}
        caption={intl.formatMessage(messages.aroundYou)}
        entries={[...standing.above, me, ...standing.below]}
      />
      <div className={styles.pinned} role="status" aria-label={intl.formatMessage(messages.yourStanding)}>
        <span className={styles.pinnedRank}>{intl.formatMessage(messages.yourRank, { rank: me.rank })}</span>
        <span>{intl.formatMessage(messages.yourScore, { score: intl.formatNumber(me.score) })}</span>
      </div>
    </section>
  );
};
