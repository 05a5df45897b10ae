import { defineMessages, useIntl } from "react-intl";
import { Button, ButtonLink } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import type { ClaimedReward } from "@/web/features/campaigns/api/campaigns-api";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { errorMessage } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    lockTitle: { id: "campaigns.taskLock.title", defaultMessage: "Task locked" },
    lockBody: { id: "campaigns.taskLock.body", defaultMessage: "Complete all active tasks first" },
    lockHint: {
      id: "campaigns.taskLock.hint",
      defaultMessage: "Tasks unlock in order: finish the ones before this, then come back.",
    },
    ok: { id: "campaigns.taskLock.ok", defaultMessage: "OK" },
    successTitle: { id: "campaigns.claimSuccess.title", defaultMessage: "Reward claimed" },
    successBody: { id: "campaigns.claimSuccess.body", defaultMessage: "{amount} was added to your wallet." },
    history: { id: "campaigns.claimSuccess.history", defaultMessage: "See transaction history" },
    done: { id: "campaigns.claimSuccess.done", defaultMessage: "Done" },
    retry: { id: "campaigns.claimFailed.retry", defaultMessage: "Retry" },
    retrying: { id: "campaigns.claimFailed.retrying", defaultMessage: "Retrying…" },
    cancel: { id: "campaigns.claimFailed.cancel", defaultMessage: "Cancel" },
  }),
);

/** The "task lock" modal of spec §4: "complete all active tasks first". */
export const TaskLockDialog = ({ onClose }: { onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={intl.formatMessage(messages.lockTitle)}
      description={intl.formatMessage(messages.lockBody)}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.ok)}</Button>}
    >
      <p className={styles.muted}>{intl.formatMessage(messages.lockHint)}</p>
    </Dialog>
  );
};

/** The "claim success" modal: the amount credited, and the way to the transaction history. */
export const ClaimSuccessDialog = ({ claimed, onClose }: { claimed: ClaimedReward; onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={intl.formatMessage(messages.successTitle)}
      footer={
        <>
          <ButtonLink to={routes.transactionHistory.href()} tone="secondary">
            {intl.formatMessage(messages.history)}
          </ButtonLink>
          <Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>
        </>
      }
    >
      <p className={styles.description}>
        {intl.formatMessage(messages.successBody, {
          amount: <RewardAmount key="amount" reward={claimed.reward} emphasis />,
        })}
      </p>
    </Dialog>
  );
};

/**
 * A failed claim (spec §4, §8): the "Reward claim transaction failed" message and Retry, which sends the same
 * attempt again (with its idempotency key).
 */
export const ClaimFailedDialog = ({
  reason,
  retrying,
  onRetry,
  onClose,
}: {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const title = intl.formatMessage(errorMessage("RewardClaimTransactionFailed"));
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!retrying}
      title={title}
      footer={
        <>
          <Button tone="ghost" onClick={onClose} disabled={retrying}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            {retrying ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {intl.formatMessage(retrying ? messages.retrying : messages.retry)}
          </Button>
        </>
      }
    >
      {reason === title ? null : (
        <p role="alert" className={styles.error}>
          {reason}
        </p>
      )}
    </Dialog>
  );
};
