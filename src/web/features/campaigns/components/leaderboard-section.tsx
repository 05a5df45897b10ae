import { useEffect } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { Table } from "@/web/components/table";
import type { CampaignDetail } from "@/web/features/campaigns/api/campaigns-api";
import { LEADERBOARD_ANCHOR } from "@/web/features/campaigns/campaign-paths";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { plainMessages } from "@/web/lib/plain-messages";

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
    how: {
      id: "campaigns.leaderboard.how",
      defaultMessage:
        "Each verified task adds its points to your score. Ranks are final when the campaign ends.",
    },
  }),
);

/**
 * The leaderboard of a LEADERBOARD campaign: the prize tiers and the gamer's score. It carries the spec's
 * leaderboard marker (`id="leaderboard"`); a page opened with `#leaderboard` scrolls to it once it is there.
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
      {campaign.userProgress?.started === true ? (
        <p className={styles.factValue}>
          {intl.formatMessage(messages.yourScore, { score: campaign.userProgress.score ?? 0 })}
        </p>
      ) : null}
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
    </section>
  );
};
