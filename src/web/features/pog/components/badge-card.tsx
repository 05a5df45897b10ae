import { defineMessages, useIntl } from "react-intl";
import { Badge, type BadgeProps } from "@/web/components/badge";
import { Card } from "@/web/components/card";
import { ProgressBar } from "@/web/components/progress-bar";
import type { PogBadgeStanding, PogTier } from "@/web/features/pog/api/pog-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { badgeMessages, nextTierMessages, tierMessages } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    notEarned: { id: "pog.badgeCard.notEarned", defaultMessage: "Not earned yet" },
    tierLabel: { id: "pog.badgeCard.tierLabel", defaultMessage: "Tier: {tier}" },
    progress: { id: "pog.badgeCard.progress", defaultMessage: "Progress to {tier}" },
    progressValue: { id: "pog.badgeCard.progressValue", defaultMessage: "{score} of {threshold}" },
    top: { id: "pog.badgeCard.top", defaultMessage: "You reached the highest tier." },
  }),
);

const TIER_TONE: Readonly<Record<PogTier, NonNullable<BadgeProps["tone"]>>> = {
  Bronze: "warning",
  Silver: "neutral",
  Gold: "accent",
  Diamond: "secondary",
};

/** One overall badge: its tier (or that it is not earned), and what the next tier takes. */
export const BadgeCard = ({ standing }: { readonly standing: PogBadgeStanding }) => {
  const intl = useIntl();
  const name = intl.formatMessage(badgeMessages[standing.badge]);
  const tier = standing.tier === null ? null : intl.formatMessage(tierMessages[standing.tier]);
  const next = standing.next;
  const nextTier = next === null ? null : intl.formatMessage(tierMessages[next.tier]);
  const how = nextTierMessages[standing.badge];
  return (
    <Card as="li" padding="md">
      <div className={styles.cardBody}>
        <div className={styles.badgeHeader}>
          <h3 className={styles.badgeTitle}>{name}</h3>
          {standing.tier === null || tier === null ? (
            <Badge tone="neutral">{intl.formatMessage(messages.notEarned)}</Badge>
          ) : (
            <Badge tone={TIER_TONE[standing.tier]} label={intl.formatMessage(messages.tierLabel, { tier })}>
              {tier}
            </Badge>
          )}
        </div>
        {next === null || nextTier === null ? (
          <p className={styles.muted}>{intl.formatMessage(messages.top)}</p>
        ) : (
          <>
            <ProgressBar
              label={intl.formatMessage(messages.progress, { tier: nextTier })}
              value={standing.score}
              max={next.threshold}
              valueText={intl.formatMessage(messages.progressValue, {
                score: standing.score,
                threshold: next.threshold,
              })}
            />
            <p className={styles.muted}>
              {intl.formatMessage(how, { remaining: next.remaining, tier: nextTier })}
            </p>
          </>
        )}
      </div>
    </Card>
  );
};
