import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import type { CampaignDetail } from "@/web/features/campaigns/api/campaigns-api";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.distribution.title", defaultMessage: "How rewards are shared" },
    everyone: {
      id: "campaigns.distribution.everyone",
      defaultMessage: "Everyone who completes every task can claim {amount}.",
    },
    fcfs: {
      id: "campaigns.distribution.fcfs",
      defaultMessage:
        "The first {cap, plural, one {# gamer} other {# gamers}} to complete every task and claim get {amount} each.",
    },
    raffle: {
      id: "campaigns.distribution.raffle",
      defaultMessage:
        "When the campaign ends, {winners, plural, one {# winner is} other {# winners are}} drawn from everyone who completed every task; each winner gets {amount}.",
    },
    raffleFairness: {
      id: "campaigns.distribution.raffleFairness",
      defaultMessage:
        "The draw uses a secret seed fixed before the start. Its SHA-256 fingerprint is published now; the seed itself is revealed after the draw, so anyone can check the winners.",
    },
    seedHash: {
      id: "campaigns.distribution.seedHash",
      defaultMessage: "Published seed fingerprint (SHA-256)",
    },
    seed: { id: "campaigns.distribution.seed", defaultMessage: "Revealed seed" },
    seedRevealedAt: { id: "campaigns.distribution.seedRevealedAt", defaultMessage: "Revealed on {date}" },
    seedPending: { id: "campaigns.distribution.seedPending", defaultMessage: "Revealed after the draw" },
    leaderboard: {
      id: "campaigns.distribution.leaderboard",
      defaultMessage:
        "When the campaign ends, gamers are ranked by the points of the tasks they completed and paid by rank, as the leaderboard below shows.",
    },
  }),
);

/** The distribution in words (spec §2 detail): everyone, first N, N winners drawn with the seed, or by rank. */
export const DistributionInfo = ({ campaign }: { campaign: CampaignDetail }) => {
  const intl = useIntl();
  const { distribution, reward, raffle } = campaign;
  const amount = <RewardAmount reward={reward} emphasis />;
  return (
    <section className={styles.stack} aria-labelledby="campaign-distribution">
      <h2 id="campaign-distribution" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.description}>
        {distribution.method === "EVERYONE" ? (
          <FormattedMessage {...messages.everyone} values={{ amount }} />
        ) : distribution.method === "FCFS" ? (
          <FormattedMessage {...messages.fcfs} values={{ amount, cap: distribution.cap ?? 0 }} />
        ) : distribution.method === "RAFFLE" ? (
          <FormattedMessage {...messages.raffle} values={{ amount, winners: distribution.winners ?? 0 }} />
        ) : (
          <FormattedMessage {...messages.leaderboard} />
        )}
      </p>
      {distribution.method === "RAFFLE" && raffle !== null ? (
        <>
          <p className={styles.muted}>{intl.formatMessage(messages.raffleFairness)}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.seedHash)}</dt>
              <dd className={styles.factValue}>
                <code className={styles.hash}>{raffle.seedHash}</code>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.seed)}</dt>
              <dd className={styles.factValue}>
                {raffle.seed === null ? (
                  <span className={styles.muted}>{intl.formatMessage(messages.seedPending)}</span>
                ) : (
                  <>
                    <code className={styles.hash}>{raffle.seed}</code>
                    {raffle.revealedAt === null ? null : (
                      <span className={styles.muted}>
                        {" "}
                        {intl.formatMessage(messages.seedRevealedAt, {
                          date: formatDateTime(raffle.revealedAt, { locale: intl.locale }),
                        })}
                      </span>
                    )}
                  </>
                )}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  );
};
