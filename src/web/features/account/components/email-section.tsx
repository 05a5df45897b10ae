import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Email } from "@/domain/validation/email-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { useToast } from "@/web/components/toast";
import {
  useSendCodeAgain,
  useStartEmailVerification,
  useVerifyEmailCode,
  type CodeChallenge,
} from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { CodeDialog } from "@/web/features/account/components/code-dialog";
import {
  formatDomainMessage,
  formatFailure,
  validationFailureOf,
} from "@/web/features/account/components/domain-messages";
import { ApiError } from "@/web/lib/api-client";
import type { UserProfile } from "@/web/lib/session";

const messages = defineMessages({
  label: { id: "account.emailSection.label", defaultMessage: "E-mail" },
  verified: { id: "account.emailSection.verified", defaultMessage: "Verified" },
  notVerified: { id: "account.emailSection.notVerified", defaultMessage: "Not verified" },
  sendCode: { id: "account.emailSection.sendCode", defaultMessage: "Send code" },
  sending: { id: "account.emailSection.sending", defaultMessage: "Sending…" },
  codeTitle: { id: "account.emailSection.codeTitle", defaultMessage: "Verify your e-mail" },
  done: { id: "account.emailSection.done", defaultMessage: "Your e-mail is verified" },
});

const isFieldConflict = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || validationFailureOf(error)?.field === "email");

/** Adds or verifies the account's e-mail: the address (domain e-mail rule), a 6-digit code, done. */
export const EmailSection = ({ user }: { readonly user: UserProfile }) => {
  const intl = useIntl();
  const toast = useToast();
  const [email, setEmail] = useState(user.email ?? "");
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [challenge, setChallenge] = useState<CodeChallenge | undefined>(undefined);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const start = useStartEmailVerification();
  const verify = useVerifyEmailCode();
  const resend = useSendCodeAgain();

  const address = email.trim();
  const rule = firstFailure(Email, address);
  const shownError =
    fieldError ?? (touched && rule !== undefined ? formatDomainMessage(intl, rule) : undefined);
  const unchanged = address.toLowerCase() === (user.email ?? "").toLowerCase() && user.emailVerified;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFieldError(undefined);
    if (firstFailure(Email, address) !== undefined) return;
    try {
      const sent = await start.mutateAsync({ email: address, locale: intl.locale });
      setCodeError(undefined);
      resend.reset();
      setChallenge(sent);
    } catch (error) {
      const failure = validationFailureOf(error);
      setFieldError(failure === undefined ? formatFailure(intl, error) : formatDomainMessage(intl, failure));
    }
  };

  const check = async (code: string) => {
    if (challenge === undefined || verify.isPending) return;
    setCodeError(undefined);
    try {
      await verify.mutateAsync({ challengeId: challenge.challengeId, code });
      setChallenge(undefined);
      toast.show({ message: intl.formatMessage(messages.done), tone: "success" });
    } catch (error) {
      if (isFieldConflict(error)) {
        setChallenge(undefined);
        setFieldError(formatFailure(intl, error));
      } else {
        setCodeError(formatFailure(intl, error));
      }
    }
  };

  const sendAgain = async () => {
    if (challenge === undefined) return;
    try {
      setChallenge(await resend.mutateAsync(challenge.challengeId));
      setCodeError(undefined);
    } catch (error) {
      setCodeError(formatFailure(intl, error));
    }
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        <Input
          label={intl.formatMessage(messages.label)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          forceLtr
          maxLength={254}
          value={email}
          error={shownError}
          disabled={start.isPending}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
          onBlur={() => setTouched(email.trim() !== "")}
        />
        <div className={styles.valueRow}>
          {user.email === null ? (
            <span />
          ) : user.emailVerified ? (
            <Badge tone="accent">{intl.formatMessage(messages.verified)}</Badge>
          ) : (
            <Badge tone="warning">{intl.formatMessage(messages.notVerified)}</Badge>
          )}
          <Button type="submit" tone="secondary" disabled={start.isPending || unchanged}>
            {intl.formatMessage(start.isPending ? messages.sending : messages.sendCode)}
          </Button>
        </div>
      </form>
      <CodeDialog
        key={challenge?.challengeId}
        open={challenge !== undefined}
        title={intl.formatMessage(messages.codeTitle)}
        recipient={challenge?.recipient ?? ""}
        onVerify={(code) => void check(code)}
        onResend={() => void sendAgain()}
        onClose={() => setChallenge(undefined)}
        verifying={verify.isPending}
        resending={resend.isPending}
        resent={resend.isSuccess}
        error={codeError}
      />
    </>
  );
};
