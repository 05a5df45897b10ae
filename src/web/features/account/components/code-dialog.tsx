import { useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { OTP_LENGTH, OtpInput } from "@/web/components/otp-input";
import * as styles from "@/web/features/account/components/account.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    description: {
      id: "account.codeDialog.description",
      defaultMessage: "Enter the 6-digit code we sent to {recipient}.",
    },
    codeLabel: { id: "account.codeDialog.codeLabel", defaultMessage: "Verification code" },
    verify: { id: "account.codeDialog.verify", defaultMessage: "Verify" },
    verifying: { id: "account.codeDialog.verifying", defaultMessage: "Verifying…" },
    cancel: { id: "account.codeDialog.cancel", defaultMessage: "Cancel" },
    resend: { id: "account.codeDialog.resend", defaultMessage: "Send a new code" },
    resent: { id: "account.codeDialog.resent", defaultMessage: "A new code is on its way." },
  }),
);

export interface CodeDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Where the code went, masked by the server (`+91 ••••• ••210`). */
  readonly recipient: string;
  readonly onVerify: (code: string) => void;
  readonly onResend: () => void;
  readonly onClose: () => void;
  readonly verifying: boolean;
  readonly resending: boolean;
  /** Shown once a new code was sent. */
  readonly resent: boolean;
  readonly error?: string | undefined;
}

/**
 * The six-digit code step of e-mail and phone verification: the code is checked as soon as the sixth digit
 * is in (or with Verify), a wrong code's message shows under the boxes, and a new code can be asked for.
 */
export const CodeDialog = ({
  open,
  title,
  recipient,
  onVerify,
  onResend,
  onClose,
  verifying,
  resending,
  resent,
  error,
}: CodeDialogProps) => {
  const intl = useIntl();
  const [code, setCode] = useState("");
  const firstBox = useRef<HTMLElement | null>(null);
  const complete = code.length === OTP_LENGTH;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      description={intl.formatMessage(messages.description, { recipient })}
      initialFocusRef={firstBox}
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button disabled={!complete || verifying} onClick={() => onVerify(code)}>
            {intl.formatMessage(verifying ? messages.verifying : messages.verify)}
          </Button>
        </>
      }
    >
      <div
        className={styles.form}
        ref={(element) => {
          firstBox.current = element?.querySelector("input") ?? null;
        }}
      >
        <OtpInput
          label={intl.formatMessage(messages.codeLabel)}
          onChange={setCode}
          onComplete={onVerify}
          error={error}
          disabled={verifying}
        />
        <div className={styles.valueRow}>
          <span className={styles.muted} aria-live="polite">
            {resent ? intl.formatMessage(messages.resent) : null}
          </span>
          <Button tone="ghost" size="sm" disabled={resending} onClick={onResend}>
            {intl.formatMessage(messages.resend)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
