import { useId, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
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
    message: { id: "components.transactionSign.message", defaultMessage: "Message to sign" },
    messageHint: {
      id: "components.transactionSign.messageHint",
      defaultMessage: "Your wallet shows this same text: sign only if it matches.",
    },
    copy: { id: "components.transactionSign.copy", defaultMessage: "Copy message" },
    copied: { id: "components.transactionSign.copied", defaultMessage: "Message copied" },
    copyFailed: {
      id: "components.transactionSign.copyFailed",
      defaultMessage: "The message could not be copied. It is selected: copy it yourself.",
    },
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
  /** The exact text the wallet is asked to sign, once the server has written it. */
  readonly message?: string | undefined;
  /** What the signed message does: link the address to this account, or sign in with it. */
  readonly purpose: "link" | "signIn";
  readonly onClose: () => void;
}

/**
 * The transaction-sign modal of spec §2: shown while the gamer's own wallet is asked for a signature, saying
 * what the message does, with which address, the message itself word for word (so it can be checked against the
 * wallet's prompt, and copied), what to do in the wallet and that signing costs nothing and sends no
 * transaction. Closing it only hides it; the wallet's answer still decides. The caller shows the wallet's
 * refusal (with a way to try again) where the attempt started.
 */
export const TransactionSignDialog = ({
  open,
  wallet,
  address,
  message,
  purpose,
  onClose,
}: TransactionSignDialogProps) => {
  const intl = useIntl();
  const messageLabelId = useId();
  const messageHintId = useId();
  const text = useRef<HTMLPreElement>(null);
  // Which message the last copy was of: a new attempt's message starts without a verdict.
  const [copy, setCopy] = useState<{ readonly of: string; readonly outcome: "copied" | "failed" }>();
  const copyOutcome = copy !== undefined && copy.of === message ? copy.outcome : undefined;

  const copyMessage = (value: string) => {
    const failed = () => {
      // The person can still copy it by hand: the whole message is selected for them.
      if (text.current !== null) window.getSelection()?.selectAllChildren(text.current);
      setCopy({ of: value, outcome: "failed" });
    };
    // Absent outside a secure context.
    if (typeof navigator.clipboard?.writeText !== "function") {
      failed();
      return;
    }
    navigator.clipboard.writeText(value).then(() => setCopy({ of: value, outcome: "copied" }), failed);
  };

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
      <div className={styles.body}>
        {address === undefined ? null : (
          <p className={styles.addressBlock} aria-live="polite">
            <span className={styles.label}>{intl.formatMessage(messages.address)}</span>
            <code className={styles.address}>{address}</code>
          </p>
        )}
        {message === undefined ? null : (
          <div className={styles.messageBlock}>
            <div className={styles.messageHeader}>
              <span id={messageLabelId} className={styles.label}>
                {intl.formatMessage(messages.message)}
              </span>
              <Button size="sm" tone="secondary" onClick={() => copyMessage(message)}>
                {intl.formatMessage(messages.copy)}
              </Button>
            </div>
            {/* A region of its own, focusable, so a keyboard can scroll a message taller than its box. */}
            <pre
              ref={text}
              className={styles.message}
              dir="ltr"
              role="region"
              tabIndex={0}
              aria-labelledby={messageLabelId}
              aria-describedby={messageHintId}
            >
              {message}
            </pre>
            <p id={messageHintId} className={styles.free}>
              {intl.formatMessage(messages.messageHint)}
            </p>
            <p role="status" className={styles.free}>
              {copyOutcome === "copied"
                ? intl.formatMessage(messages.copied)
                : copyOutcome === "failed"
                  ? intl.formatMessage(messages.copyFailed)
                  : null}
            </p>
          </div>
        )}
        <p className={styles.text}>{intl.formatMessage(messages.approve)}</p>
        <p className={styles.free}>{intl.formatMessage(messages.free)}</p>
      </div>
    </Dialog>
  );
};
