import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import type { DeletionRequest, useCancelDeletion } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

export const pendingDeletionMessages = plainMessages(
  defineMessages({
    pendingTitle: { id: "account.deleteAccount.pendingTitle", defaultMessage: "Deletion requested" },
    pendingText: {
      id: "account.deleteAccount.pendingText",
      defaultMessage:
        "Your personal data will be erased on {eraseAfter}. Changed your mind? Keep your account.",
    },
    cancel: { id: "account.deleteAccount.cancel", defaultMessage: "Keep my account" },
    cancelling: { id: "account.deleteAccount.cancelling", defaultMessage: "Keeping your account…" },
    kept: {
      id: "account.deleteAccount.kept",
      defaultMessage: "Your account stays. Nothing will be erased.",
    },
  }),
);

export interface PendingDeletionCardProps {
  /** The account's deletion request, still in its grace period. */
  readonly deletion: DeletionRequest;
  readonly cancel: ReturnType<typeof useCancelDeletion>;
}

/**
 * A deletion the gamer asked for and can still call off (they signed back in during the grace period): when
 * their data goes, and the way to keep the account. Shown wherever the account offers deletion.
 */
export const PendingDeletionCard = ({ deletion, cancel }: PendingDeletionCardProps) => {
  const intl = useIntl();
  return (
    <Card as="section" padding="lg" className={styles.danger} aria-labelledby="deletion-pending">
      <h2 id="deletion-pending" className={styles.sectionTitle}>
        {intl.formatMessage(pendingDeletionMessages.pendingTitle)}
      </h2>
      <p className={styles.lead}>
        {intl.formatMessage(pendingDeletionMessages.pendingText, {
          eraseAfter: formatDateTime(deletion.eraseAfter, { locale: intl.locale }),
        })}
      </p>
      {cancel.isError ? (
        <p role="alert" className={styles.error}>
          {formatFailure(intl, cancel.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {intl.formatMessage(
            cancel.isPending ? pendingDeletionMessages.cancelling : pendingDeletionMessages.cancel,
          )}
        </Button>
      </div>
    </Card>
  );
};
