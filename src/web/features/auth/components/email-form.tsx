import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Email } from "@/domain/validation/email-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { authRequests } from "@/web/features/auth/api/auth-api";
import * as styles from "@/web/features/auth/components/auth.css";
import { useCodeRequest } from "@/web/features/auth/components/use-code-request";
import { proofOfWorkMessages } from "@/web/features/auth/components/use-proof-of-work";
import type { PendingChallenge } from "@/web/features/auth/lib/login-storage";
import { useApiClient } from "@/web/lib/api-context";
import { validationMessage } from "@/web/lib/domain-messages";

const messages = defineMessages({
  emailLabel: { id: "auth.emailForm.emailLabel", defaultMessage: "E-mail address" },
  send: { id: "auth.emailForm.send", defaultMessage: "Send code" },
  sending: { id: "auth.emailForm.sending", defaultMessage: "Sending…" },
});

export interface EmailFormProps {
  readonly onCodeSent: (pending: PendingChallenge) => void;
  readonly onTooManyAttempts: (retryAfterMs: number) => void;
}

/** An e-mail address to send a sign-in code to (spec §7 `users/email`). */
export const EmailForm = ({ onCodeSent, onTooManyAttempts }: EmailFormProps) => {
  const intl = useIntl();
  const client = useApiClient();
  const [email, setEmail] = useState("");
  const { busy, checking, error, setError, send } = useCodeRequest({
    kind: "email",
    onCodeSent,
    onTooManyAttempts,
  });

  const submit = async () => {
    const address = email.trim();
    if (firstFailure(Email, address) !== undefined) {
      setError(intl.formatMessage(validationMessage("validation.email.invalid")));
      return;
    }
    await send((paid) => authRequests.startEmailLogin(client, address, intl.locale, paid));
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        label={intl.formatMessage(messages.emailLabel)}
        type="email"
        autoComplete="email"
        inputMode="email"
        forceLtr
        required
        value={email}
        disabled={busy}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" tone="primary" disabled={busy}>
        {intl.formatMessage(
          checking ? proofOfWorkMessages.checking : busy ? messages.sending : messages.send,
        )}
      </Button>
    </form>
  );
};
