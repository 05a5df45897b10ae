import { defineMessages, useIntl } from "react-intl";
import { Dialog } from "@/web/components/dialog";
import * as styles from "@/web/components/transaction-sign-dialog.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "components.transactionSign.title", defaultMessage: "Sign in your wallet" },
    linkDescription: {
      id: "components.transactionSign.linkDescription",
      defaultMessage: "{wallet} asks you to sign a message that proves this address is yours.",
    },
    signInDescription: {
      id: "components.transactionSign.signInDescription",
      defaultMessage: "{wallet} asks you to sign a message that signs you in to Kleos with this address.",
    },
    address: { id: "components.transactionSign.address", defaultMessage: "Address" },
    approve: {
      id: "components.transactionSign.approve",
      defaultMessage: "Open your wallet and approve the signature request to continue.",
    },
    free: {
      id: "components.transactionSign.free",
      defaultMessage:
        "Signing costs nothing and sends no transaction: it moves no funds and grants no permission.",
    },
  }),
);

export interface TransactionSignDialogProps {
  readonly open: boolean;
  /** The wallet's name as the page shows it. */
  readonly wallet: string;
  /** The address the wallet signs with, once the wallet has given it. */
  readonly address?: string | undefined;
  /** What the signed message does: link the address to this account, or sign in with it. */
  readonly purpose: "link" | "signIn";
  readonly onClose: () => void;
}

/**
 * The transaction-sign modal of spec §2: shown while the gamer's own wallet is asked for a signature, saying
 * what the message does, with which address, what to do in the wallet and that signing costs nothing and
 * sends no transaction. Closing it only hides it; the wallet's answer still decides. The caller shows the
 * wallet's refusal (with a way to try again) where the attempt started.
 */
export const TransactionSignDialog = ({
  open,
  wallet,
  address,
  purpose,
  onClose,
}: TransactionSignDialogProps) => {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(
        purpose === "link" ? messages.linkDescription : messages.signInDescription,
        { wallet },
      )}
    >
      <div className={styles.body} aria-live="polite">
        {address === undefined ? null : (
          <p className={styles.addressBlock}>
            <span className={styles.label}>{intl.formatMessage(messages.address)}</span>
            <code className={styles.address}>{address}</code>
          </p>
        )}
        <p className={styles.text}>{intl.formatMessage(messages.approve)}</p>
        <p className={styles.free}>{intl.formatMessage(messages.free)}</p>
      </div>
    </Dialog>
  );
};
