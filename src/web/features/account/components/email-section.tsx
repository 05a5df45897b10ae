import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Email } from "@/domain/validation/email-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { useToast } from "@/web/components/toast";
import { useStartEmailVerification, useVerifyEmailCode } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { CodeDialog } from "@/web/features/account/components/code-dialog";
import { useCodeChallenge } from "@/web/features/account/components/use-code-challenge";
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
  const start = useStartEmailVerification();
  const code = useCodeChallenge({
    verify: useVerifyEmailCode(),
    onVerified: () => toast.show({ message: intl.formatMessage(messages.done), tone: "success" }),
    isFieldFailure: isFieldConflict,
    onFieldFailure: setFieldError,
  });

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
      code.opened(await start.mutateAsync({ email: address, locale: intl.locale }));
    } catch (error) {
      const failure = validationFailureOf(error);
      setFieldError(failure === undefined ? formatFailure(intl, error) : formatDomainMessage(intl, failure));
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
      <CodeDialog {...code.dialog} title={intl.formatMessage(messages.codeTitle)} />
    </>
  );
};
