import { useEffect, useEffectEvent, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Link } from "@/web/components/link";
import { OtpInput } from "@/web/components/otp-input";
import { authRequests, type SignInSession } from "@/web/features/auth/api/auth-api";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/auth/components/auth.css";
import { plainMessages } from "@/web/lib/plain-messages";
import {
  attemptsLeftOf,
  describeSignInError,
  retryAfterMsOf,
} from "@/web/features/auth/components/sign-in-errors";
import { proofOfWorkMessages, useProofOfWork } from "@/web/features/auth/components/use-proof-of-work";
import { useSecondsLeft } from "@/web/features/auth/components/use-seconds-left";
import { storePendingChallenge, type PendingChallenge } from "@/web/features/auth/lib/login-storage";
import { useApiClient } from "@/web/lib/api-context";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    sentWhatsapp: {
      id: "auth.codeStep.sentWhatsapp",
      defaultMessage: "We sent a 6-digit code to {recipient} on WhatsApp.",
    },
    sentSms: { id: "auth.codeStep.sentSms", defaultMessage: "We sent a 6-digit code to {recipient} by SMS." },
    sentEmail: { id: "auth.codeStep.sentEmail", defaultMessage: "We sent a 6-digit code to {recipient}." },
    codeLabel: { id: "auth.codeStep.codeLabel", defaultMessage: "Verification code" },
    verify: { id: "auth.codeStep.verify", defaultMessage: "Verify" },
    verifying: { id: "auth.codeStep.verifying", defaultMessage: "Checking the code…" },
    resend: { id: "auth.codeStep.resend", defaultMessage: "Send a new code" },
    resendIn: {
      id: "auth.codeStep.resendIn",
      defaultMessage: "You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.",
    },
    resent: { id: "auth.codeStep.resent", defaultMessage: "A new code is on its way." },
    back: { id: "auth.codeStep.back", defaultMessage: "Use another number or address" },
    devInbox: { id: "auth.codeStep.devInbox", defaultMessage: "Open the dev inbox" },
    devInboxHint: {
      id: "auth.codeStep.devInboxHint",
      defaultMessage: "No messages leave this server: the code is in the dev inbox.",
    },
  }),
);

export interface CodeStepProps {
  readonly pending: PendingChallenge;
  /** Codes land in the dev inbox on this server. */
  readonly devInbox: boolean;
  /** A code that came with a code link, checked at once. */
  readonly initialCode?: string | undefined;
  readonly onSignedIn: (session: SignInSession) => Promise<void>;
  readonly onTooManyAttempts: (retryAfterMs: number) => void;
  readonly onBack: () => void;
}

/** The six-digit code of a phone or e-mail sign-in: check it, send a new one, or go back. */
export const CodeStep = ({
  pending,
  devInbox,
  initialCode,
  onSignedIn,
  onTooManyAttempts,
  onBack,
}: CodeStepProps) => {
  const intl = useIntl();
  const client = useApiClient();
  const [challenge, setChallenge] = useState(pending.challenge);
  const [code, setCode] = useState(initialCode ?? "");
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  // A fresh set of boxes after a refused code, so the next try starts empty.
  const [attempt, setAttempt] = useState(0);
  const autoChecked = useRef(false);
  const proofOfWork = useProofOfWork();
  const resendIn = useSecondsLeft(new Date(challenge.resendAvailableAt).getTime());

  const fail = (failure: unknown) => {
    const retryAfterMs = retryAfterMsOf(failure);
    if (retryAfterMs !== undefined) {
      onTooManyAttempts(retryAfterMs);
      return;
    }
    setError(describeSignInError(intl, failure));
    // Expired, or wrong on its last try: only a new code helps now.
    if (problemCodeOf(failure) === "CodeExpired" || attemptsLeftOf(failure) === 0) setExpired(true);
  };

  const check = async (value: string) => {
    if (busy || value.length !== challenge.codeLength) return;
    setBusy(true);
    setError(undefined);
    setStatus(intl.formatMessage(messages.verifying));
    try {
      const verify = pending.kind === "phone" ? authRequests.verifyPhoneCode : authRequests.verifyEmailCode;
      const session = await verify(client, challenge.challengeId, value);
      await onSignedIn(session);
    } catch (failure) {
      fail(failure);
      setCode("");
      setAttempt((count) => count + 1);
      setStatus(undefined);
    } finally {
      setBusy(false);
    }
  };

  const checkLinkCode = useEffectEvent(() => {
    if (initialCode === undefined || autoChecked.current) return;
    autoChecked.current = true;
    void check(initialCode);
  });
  useEffect(() => checkLinkCode(), []);

  const resend = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await proofOfWork.send((paid) =>
        authRequests.sendCodeAgain(client, challenge.challengeId, paid),
      );
      setChallenge(next);
      storePendingChallenge({ kind: pending.kind, challenge: next });
      setExpired(false);
      setAttempt((count) => count + 1);
      setCode("");
      setStatus(intl.formatMessage(messages.resent));
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const recipient = <span className={styles.recipient}>{challenge.recipient}</span>;
  const sent =
    challenge.channel === "whatsapp"
      ? messages.sentWhatsapp
      : challenge.channel === "sms"
        ? messages.sentSms
        : messages.sentEmail;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <p className={styles.muted}>{intl.formatMessage(sent, { recipient })}</p>
      <OtpInput
        key={attempt}
        label={intl.formatMessage(messages.codeLabel)}
        autoFocus
        disabled={busy || expired}
        error={error}
        onChange={setCode}
        onComplete={(value) => void check(value)}
      />
      <p className={styles.muted} role="status">
        {proofOfWork.checking ? intl.formatMessage(proofOfWorkMessages.checking) : status}
      </p>
      <Button type="submit" tone="primary" disabled={busy || expired || code.length !== challenge.codeLength}>
        {intl.formatMessage(messages.verify)}
      </Button>
      <div className={styles.row}>
        {/* Before the resend gate opens, the time left, whatever became of the code: the server would refuse. */}
        {resendIn > 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.resendIn, { seconds: resendIn })}</p>
        ) : (
          <Button tone="secondary" size="sm" disabled={busy} onClick={() => void resend()}>
            {intl.formatMessage(messages.resend)}
          </Button>
        )}
        <Button tone="ghost" size="sm" onClick={onBack}>
          {intl.formatMessage(messages.back)}
        </Button>
      </div>
      {devInbox ? (
        <p className={styles.muted}>
          {intl.formatMessage(messages.devInboxHint)}{" "}
          <Link to={`${window.location.origin}${routes.devInbox.href()}`}>
            {intl.formatMessage(messages.devInbox)}
          </Link>
        </p>
      ) : null}
    </form>
  );
};
