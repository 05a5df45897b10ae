import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import * as styles from "@/web/features/campaigns/components/campaigns.css";

const messages = defineMessages({
  open: { id: "campaigns.completeTaskInfo.open", defaultMessage: "How do I complete a task?" },
  title: { id: "campaigns.completeTaskInfo.title", defaultMessage: "How to complete a task" },
  description: {
    id: "campaigns.completeTaskInfo.description",
    defaultMessage: "Every task is done the same way, one after the other:",
  },
  open_: { id: "campaigns.completeTaskInfo.stepOpen", defaultMessage: "Open the task to see what it asks." },
  act: {
    id: "campaigns.completeTaskInfo.stepAct",
    defaultMessage: "Do it: visit the page, follow the account, play the game or type the code.",
  },
  validate: {
    id: "campaigns.completeTaskInfo.stepValidate",
    defaultMessage: "Come back and press Validate. Some checks take a few minutes.",
  },
  claim: {
    id: "campaigns.completeTaskInfo.stepClaim",
    defaultMessage: "Once every required task is verified, claim your reward.",
  },
  optional: {
    id: "campaigns.completeTaskInfo.optional",
    defaultMessage: "Optional tasks are not needed for the reward.",
  },
  close: { id: "campaigns.completeTaskInfo.close", defaultMessage: "Got it" },
});

/** The complete-task info modal of spec §2: what completing a task takes, before the gamer starts one. */
export const CompleteTaskInfoDialog = ({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>}
    >
      <div className={styles.stack}>
        <ol className={styles.infoSteps}>
          <li>{intl.formatMessage(messages.open_)}</li>
          <li>{intl.formatMessage(messages.act)}</li>
          <li>{intl.formatMessage(messages.validate)}</li>
          <li>{intl.formatMessage(messages.claim)}</li>
        </ol>
        <p className={styles.muted}>{intl.formatMessage(messages.optional)}</p>
      </div>
    </Dialog>
  );
};

/** "How do I complete a task?" above a task list: opens the complete-task info modal. */
export const CompleteTaskInfoButton = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.open)}
      </Button>
      <CompleteTaskInfoDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
