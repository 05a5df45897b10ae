import { useState } from "react";
import { useIntl } from "react-intl";
import { campaignTimer } from "@/domain/campaigns/campaign-timer";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { classNames } from "@/web/components/class-names";
import { Countdown } from "@/web/components/countdown";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { timerMessages } from "@/web/features/campaigns/components/campaign-messages";

export interface CampaignTiming {
  readonly status: CampaignStatus;
  /** ISO instants. */
  readonly startsAt: string;
  readonly endsAt: string;
}

/** The moment, in epoch ms, the page last looked at the clock; moves on when a countdown reaches zero. */
export const useClockTick = (): readonly [number, () => void] => {
  const [now, setNow] = useState(() => Date.now());
  return [now, () => setNow(Date.now())] as const;
};

/**
 * The campaign timer of spec §4: "Starts" and a countdown to the start before it, "Ends" and a countdown to
 * the end while live (amber in its last day), "Ended" after. At zero the label moves on by itself.
 */
export const CampaignTimer = ({ campaign, onTick }: { campaign: CampaignTiming; onTick?: () => void }) => {
  const intl = useIntl();
  const [now, tick] = useClockTick();
  const timer = campaignTimer({
    status: campaign.status,
    startsAt: Date.parse(campaign.startsAt),
    endsAt: Date.parse(campaign.endsAt),
    now,
  });
  if (timer.status === "ENDED")
    return (
      <span className={styles.timer}>
        <span className={styles.timerLabel}>{intl.formatMessage(timerMessages.ended)}</span>
      </span>
    );
  const starts = timer.status === "PUBLISHED";
  return (
    <span className={classNames(styles.timer, timer.status === "ENDS" && styles.urgent)}>
      <span className={styles.timerLabel}>
        {intl.formatMessage(starts ? timerMessages.starts : timerMessages.ends)}
      </span>
      <Countdown
        until={starts ? campaign.startsAt : campaign.endsAt}
        label={intl.formatMessage(starts ? timerMessages.startsIn : timerMessages.endsIn)}
        onDone={() => {
          tick();
          onTick?.();
        }}
      />
    </span>
  );
};
