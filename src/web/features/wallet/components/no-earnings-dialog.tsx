import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button, ButtonLink } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { useWalletBalances } from "@/web/features/wallet/api/wallet-api";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { routes } from "@/web/lib/routes";

const messages = defineMessages({
  title: { id: "wallet.noEarnings.title", defaultMessage: "No earnings yet" },
  description: {
    id: "wallet.noEarnings.description",
    defaultMessage: "Your wallet is empty for now. Here is how to fill it:",
  },
  quests: {
    id: "wallet.noEarnings.quests",
    defaultMessage: "Start a quest or a K-Drop campaign and complete its tasks.",
  },
  claim: {
    id: "wallet.noEarnings.claim",
    defaultMessage: "Claim the reward: K-Cash, rKLEOS or K-Points land in your wallet.",
  },
  refer: {
    id: "wallet.noEarnings.refer",
    defaultMessage: "Invite friends with your referral code for more K-Points.",
  },
  findQuest: { id: "wallet.noEarnings.findQuest", defaultMessage: "Find a quest" },
  close: { id: "wallet.noEarnings.close", defaultMessage: "Close" },
  open: { id: "wallet.noEarnings.open", defaultMessage: "How do I earn?" },
});

/** Whether the wallet holds nothing at all: every balance the server lists is zero. */
export const isEmptyWallet = (wallet: {
  readonly balances: ReadonlyArray<{ readonly amount: number }>;
}): boolean => wallet.balances.every((balance) => balance.amount === 0);

/** The "no earnings" modal of spec §2: an empty wallet, how to earn, and the way to the quests. */
export const NoEarningsDialog = ({
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
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
          <ButtonLink to={routes.gamerKQuest.href()} onClick={onClose}>
            {intl.formatMessage(messages.findQuest)}
          </ButtonLink>
        </>
      }
    >
      <ol className={styles.steps}>
        <li>{intl.formatMessage(messages.quests)}</li>
        <li>{intl.formatMessage(messages.claim)}</li>
        <li>{intl.formatMessage(messages.refer)}</li>
      </ol>
    </Dialog>
  );
};

/**
 * "How do I earn?" beside the wallet's actions, only while the signed-in gamer's wallet is empty; it opens the
 * no-earnings modal.
 */
export const EmptyWalletHelp = () => {
  const intl = useIntl();
  const balances = useWalletBalances();
  const [open, setOpen] = useState(false);
  if (balances.data === undefined || !isEmptyWallet(balances.data)) return null;
  return (
    <>
      <Button size="sm" tone="ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.open)}
      </Button>
      <NoEarningsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
