import { useId } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { truncateText } from "@/domain/format/text-format";
import { Tag } from "@/web/components/tag";
import type { CampaignSummary } from "@/web/features/campaigns/api/campaigns-api";
import { detailPathOf } from "@/web/lib/routes";
import { buttonOf, CampaignButtonView } from "@/web/features/campaigns/components/campaign-button";
import { statusMessages } from "@/web/features/campaigns/components/campaign-messages";
import { CampaignTimer, useClockTick } from "@/web/features/campaigns/components/campaign-timer";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { Banner } from "@/web/features/campaigns/components/banner";
import { headlineAmount, RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { classNames } from "@/web/components/class-names";

const messages = defineMessages({
  featured: { id: "campaigns.card.featured", defaultMessage: "Featured" },
  reward: { id: "campaigns.card.reward", defaultMessage: "Reward" },
  topPrize: { id: "campaigns.card.topPrize", defaultMessage: "Top prize" },
});

/**
 * The states after the end whose rewards the button does not tell apart (it says Ended for both): the card
 * names them, so the Ended tab, one list of every state after the end, still says where the rewards are.
 */
const REWARD_STATES = new Set<CampaignSummary["status"]>(["PROCESSING_REWARDS", "REWARDS_CREDITED"]);

/**
 * A campaign or quest in a list (spec §2): banner, title (the link), game, reward, the timer with its live
 * countdown, the rewards' state once it has ended, and the main button with the gamer's progress.
 */
export const CampaignCard = ({ campaign }: { campaign: CampaignSummary }) => {
  const intl = useIntl();
  const titleId = useId();
  const [now, tick] = useClockTick();
  const to = detailPathOf(campaign);
  const button = buttonOf(campaign, now);
  return (
    <li>
      <article
        className={classNames(styles.card, campaign.featured && styles.featuredCard)}
        aria-labelledby={titleId}
      >
        <Banner src={campaign.bannerImage} className={styles.banner} />
        <div className={styles.cardBody}>
          <div className={styles.spread}>
            {campaign.game === null ? (
              <span />
            ) : (
              <span className={styles.row}>
                <img
                  className={styles.gameIcon}
                  src={campaign.game.iconImage}
                  alt=""
                  width={24}
                  height={24}
                />
                <span className={styles.muted}>{truncateText(campaign.game.name)}</span>
              </span>
            )}
            <span className={styles.row}>
              {REWARD_STATES.has(campaign.status) ? (
                <Tag>{intl.formatMessage(statusMessages[campaign.status])}</Tag>
              ) : null}
              {campaign.featured ? <Tag tone="secondary">{intl.formatMessage(messages.featured)}</Tag> : null}
            </span>
          </div>
          <h3 id={titleId} className={styles.cardTitle}>
            <Link className={styles.titleLink} to={to} aria-label={campaign.title}>
              {truncateText(campaign.title)}
            </Link>
          </h3>
          <p className={styles.row}>
            <span className={styles.muted}>
              {intl.formatMessage(
                campaign.distribution.method === "LEADERBOARD" ? messages.topPrize : messages.reward,
              )}
            </span>
            <RewardAmount
              reward={campaign.reward}
              amount={headlineAmount(campaign.reward, campaign.distribution)}
              emphasis
            />
          </p>
          <CampaignTimer campaign={campaign} onTick={tick} />
          <div className={styles.cardAction}>
            <CampaignButtonView
              button={button}
              action={{ kind: "link", to, describedBy: titleId }}
              reward={campaign.reward}
            />
          </div>
        </div>
      </article>
    </li>
  );
};
