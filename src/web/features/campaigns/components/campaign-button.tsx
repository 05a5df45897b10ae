import { useIntl } from "react-intl";
import { campaignButton, type CampaignButton } from "@/domain/campaigns/campaign-button";
import { Button, ButtonLink } from "@/web/components/button";
import { ProgressBar } from "@/web/components/progress-bar";
import type { Reward, UserProgress } from "@/web/features/campaigns/api/campaigns-api";
import { CheckIcon } from "@/web/features/campaigns/components/campaign-icons";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import type { CampaignTiming } from "@/web/features/campaigns/components/campaign-timer";
import { buttonMessages, progressMessages } from "@/web/features/campaigns/components/campaign-messages";
import { RewardAmount } from "@/web/features/campaigns/components/reward-amount";

/** The main button of a campaign at `now` (spec §4), by the domain's rule, from the gamer's progress. */
export const buttonOf = (
  campaign: CampaignTiming & { readonly userProgress?: UserProgress | undefined },
  now: number,
): CampaignButton =>
  campaignButton({
    status: campaign.status,
    startsAt: Date.parse(campaign.startsAt),
    endsAt: Date.parse(campaign.endsAt),
    now,
    progress: campaign.userProgress ?? {
      started: false,
      completedTasks: 0,
      totalTasks: 0,
      rewardClaimed: false,
    },
    ...(campaign.userProgress === undefined ? {} : { claimOpen: campaign.userProgress.claimOpen }),
  });

/** States whose button does something; the others are shown disabled. */
const isActionable = (button: CampaignButton): boolean =>
  button.state === "GET_STARTED" || button.state === "CONTINUE_TASKS" || button.state === "CLAIM_REWARDS";

export type MainAction =
  /** On a card: the button opens the campaign's page. */
  | { readonly kind: "link"; readonly to: string; readonly describedBy?: string }
  /** On the campaign's page: start, go to the tasks, or claim. */
  | { readonly kind: "button"; readonly onClick: () => void; readonly busy: boolean };

/**
 * The campaign's main button (spec §4: GET_STARTED, CONTINUE_TASKS with its progress bar, ENDED, COMING_SOON,
 * CLAIM_REWARDS). Coming soon and ended are disabled buttons: an upcoming campaign cannot be started. After a
 * claim (REWARD_CLAIMED) there is no button: the gamer has nothing left to do, so it says the reward was
 * claimed and, given `reward`, what it paid (a claim pays the campaign's reward, spec'd in claimCampaignReward).
 */
export const CampaignButtonView = ({
  button,
  action,
  reward,
}: {
  button: CampaignButton;
  action: MainAction;
  reward?: Reward | undefined;
}) => {
  const intl = useIntl();
  const label = intl.formatMessage(buttonMessages[button.state]);
  if (button.state === "REWARD_CLAIMED")
    return (
      <p className={styles.claimedState}>
        <CheckIcon />
        <span>{label}</span>
        {reward === undefined ? null : <RewardAmount reward={reward} emphasis />}
      </p>
    );
  const tone =
    button.state === "CLAIM_REWARDS"
      ? "primary"
      : button.state === "CONTINUE_TASKS"
        ? "secondary"
        : undefined;
  return (
    <div className={styles.mainAction}>
      {button.state === "CONTINUE_TASKS" ? (
        <ProgressBar
          label={intl.formatMessage(progressMessages.label)}
          value={button.completedTasks}
          max={Math.max(1, button.totalTasks)}
          valueText={intl.formatMessage(progressMessages.value, {
            completed: button.completedTasks,
            total: button.totalTasks,
          })}
        />
      ) : null}
      {!isActionable(button) ? (
        <Button disabled tone="secondary">
          {label}
        </Button>
      ) : action.kind === "link" ? (
        <ButtonLink to={action.to} tone={tone} aria-describedby={action.describedBy}>
          {label}
        </ButtonLink>
      ) : (
        <Button tone={tone} onClick={action.onClick} disabled={action.busy} aria-busy={action.busy}>
          {action.busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {label}
        </Button>
      )}
    </div>
  );
};
