import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import {
  useCampaignLeaderboard,
  type CampaignDetail,
  type LeaderboardEntry,
} from "@/web/features/campaigns/api/campaigns-api";
import { LEADERBOARD_ANCHOR } from "@/web/features/campaigns/lib/share-links";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { usePageLimit } from "@/web/features/campaigns/lib/use-page-limit";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.leaderboard.title", defaultMessage: "Leaderboard" },
    caption: { id: "campaigns.leaderboard.caption", defaultMessage: "Prizes by rank" },
    ranks: { id: "campaigns.leaderboard.ranks", defaultMessage: "Ranks" },
    rank: { id: "campaigns.leaderboard.rank", defaultMessage: "#{from}" },
    rankRange: { id: "campaigns.leaderboard.rankRange", defaultMessage: "#{from} – #{to}" },
    prize: { id: "campaigns.leaderboard.prize", defaultMessage: "Prize each" },
    yourScore: {
      id: "campaigns.leaderboard.yourScore",
      defaultMessage: "Your score: {score, plural, one {# point} other {# points}}",
    },
    yourRank: {
      id: "campaigns.leaderboard.yourRank",
      defaultMessage: "Your rank: #{rank, number} with {score, plural, one {# point} other {# points}}",
    },
    how: {
      id: "campaigns.leaderboard.how",
      defaultMessage:
        "Each verified task adds its points to your score. Ranks are final when the campaign ends.",
    },
    standings: { id: "campaigns.leaderboard.standings", defaultMessage: "Current ranks" },
    finalStandings: { id: "campaigns.leaderboard.finalStandings", defaultMessage: "Final ranks" },
    rankHeader: { id: "campaigns.leaderboard.rankHeader", defaultMessage: "Rank" },
    gamerHeader: { id: "campaigns.leaderboard.gamerHeader", defaultMessage: "Gamer" },
    scoreHeader: { id: "campaigns.leaderboard.scoreHeader", defaultMessage: "Score" },
    prizeHeader: { id: "campaigns.leaderboard.prizeHeader", defaultMessage: "Prize" },
    noPrize: { id: "campaigns.leaderboard.noPrize", defaultMessage: "No prize" },
    you: { id: "campaigns.leaderboard.you", defaultMessage: "You" },
    empty: {
      id: "campaigns.leaderboard.empty",
      defaultMessage: "No gamer is on the board yet. Complete a task to be the first.",
    },
    loading: { id: "campaigns.leaderboard.loading", defaultMessage: "Loading the ranks…" },
    loadFailed: {
      id: "campaigns.leaderboard.loadFailed",
      defaultMessage: "The ranks could not be loaded: {reason}",
    },
    retry: { id: "campaigns.leaderboard.retry", defaultMessage: "Try again" },
  }),
);

/**
 * The rows to show: the page's, and the signed-in gamer's own row where it falls when the page does not hold
 * it (before the page when they rank higher, after it otherwise).
 */
export const rowsWithMe = (
  items: readonly LeaderboardEntry[],
  me: LeaderboardEntry | null,
): readonly LeaderboardEntry[] => {
  if (me === null || items.some((entry) => entry.isMe)) return items;
  const first = items[0];
  return first !== undefined && me.rank < first.rank ? [me, ...items] : [...items, me];
};

/**
 * The ranked gamers, a page at a time, the signed-in gamer's row marked ("You", and highlighted) wherever it
 * falls, with their rank and score above; before they are on the board, their score from the campaign.
 */
const Standings = ({ campaign }: { campaign: CampaignDetail }) => {
  const intl = useIntl();
  const session = useSession();
  const pageLimit = usePageLimit();
  const [pageOffset, setPageOffset] = useState(0);
  const board = useCampaignLeaderboard(
    { campaignId: campaign.id, pageOffset, pageLimit },
    session.status === "signedIn",
  );

  const me = board.data?.me ?? null;
  const yours =
    me !== null ? (
      <p className={styles.factValue}>
        {intl.formatMessage(messages.yourRank, { rank: me.rank, score: me.score })}
      </p>
    ) : campaign.userProgress?.started === true ? (
      <p className={styles.factValue}>
        {intl.formatMessage(messages.yourScore, { score: campaign.userProgress.score ?? 0 })}
      </p>
    ) : null;

  if (board.isError)
    return (
      <>
        {yours}
        <div className={styles.row}>
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.loadFailed, { reason: formatCampaignFailure(intl, board.error) })}
          </p>
          <Button tone="ghost" size="sm" onClick={() => void board.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      </>
    );
  if (board.data === undefined)
    return (
      <>
        {yours}
        <div aria-busy="true">
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="10rem" />
        </div>
      </>
    );

  const { items, page, final } = board.data;
  return (
    <div className={styles.stack}>
      {yours}
      <div className={styles.standings}>
        <Table<LeaderboardEntry>
          caption={intl.formatMessage(final ? messages.finalStandings : messages.standings)}
          columns={[
            {
              key: "rank",
              header: intl.formatMessage(messages.rankHeader),
              cell: (entry) => intl.formatMessage(messages.rank, { from: entry.rank }),
            },
            {
              key: "gamer",
              header: intl.formatMessage(messages.gamerHeader),
              rowHeader: true,
              cell: (entry) => (
                <span className={styles.row}>
                  <bdi className={styles.standingName}>{entry.username}</bdi>
                  {entry.isMe ? (
                    <span className={styles.standingMe}>
                      <Badge tone="accent">{intl.formatMessage(messages.you)}</Badge>
                    </span>
                  ) : null}
                </span>
              ),
            },
            {
              key: "score",
              header: intl.formatMessage(messages.scoreHeader),
              align: "end",
              cell: (entry) => intl.formatNumber(entry.score),
            },
            {
              key: "prize",
              header: intl.formatMessage(messages.prizeHeader),
              align: "end",
              cell: (entry) =>
                entry.prize === null ? (
                  <span className={styles.muted}>{intl.formatMessage(messages.noPrize)}</span>
                ) : (
                  <RewardAmount reward={entry.prize} />
                ),
            },
          ]}
          rows={rowsWithMe(items, me)}
          rowKey={(entry) => `${entry.rank}:${entry.isMe ? "me" : entry.username}`}
          empty={intl.formatMessage(messages.empty)}
        />
      </div>
      <Pagination
        pageOffset={page.pageOffset}
        pageLimit={page.pageLimit}
        total={page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};

/**
 * The leaderboard of a LEADERBOARD campaign: how scores work, the prize tiers, the gamer's rank and score, and
 * the ranked gamers. It carries the spec's leaderboard marker (`id="leaderboard"`); a page opened with
 * `#leaderboard` scrolls to it once it is there.
 */
export const LeaderboardSection = ({ campaign }: { campaign: CampaignDetail }) => {
  const intl = useIntl();
  const { hash } = useLocation();
  const tiers = campaign.distribution.tiers ?? [];
  useEffect(() => {
    if (hash !== `#${LEADERBOARD_ANCHOR}`) return;
    const section = document.getElementById(LEADERBOARD_ANCHOR);
    // jsdom and old browsers have no scrollIntoView on every element.
    if (typeof section?.scrollIntoView === "function") section.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <section
      id={LEADERBOARD_ANCHOR}
      className={`${styles.stack} ${styles.section}`}
      aria-labelledby="campaign-leaderboard"
    >
      <h2 id="campaign-leaderboard" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.how)}</p>
      <Table
        caption={intl.formatMessage(messages.caption)}
        columns={[
          {
            key: "ranks",
            header: intl.formatMessage(messages.ranks),
            rowHeader: true,
            cell: (tier) =>
              tier.fromRank === tier.toRank
                ? intl.formatMessage(messages.rank, { from: tier.fromRank })
                : intl.formatMessage(messages.rankRange, { from: tier.fromRank, to: tier.toRank }),
          },
          {
            key: "prize",
            header: intl.formatMessage(messages.prize),
            align: "end",
            cell: (tier) => <RewardAmount reward={campaign.reward} amount={tier.amount} />,
          },
        ]}
        rows={tiers}
        rowKey={(tier) => `${tier.fromRank}-${tier.toRank}`}
      />
      <Standings campaign={campaign} />
    </section>
  );
};
