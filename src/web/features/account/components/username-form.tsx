import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { SiteUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { useToast } from "@/web/components/toast";
import { useSetUsername } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import {
  formatDomainMessage,
  formatFailure,
  validationFailureOf,
} from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { UsernameField, useUsernameCheck } from "@/web/features/account/components/username-field";
import type { UserProfile } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.usernameForm.title", defaultMessage: "Username" },
    save: { id: "account.usernameForm.save", defaultMessage: "Save username" },
    saving: { id: "account.usernameForm.saving", defaultMessage: "Saving…" },
    saved: { id: "account.usernameForm.saved", defaultMessage: "Your username is now {username}" },
  }),
);

/** Changes the site username, with the same live check as `/register`. */
export const UsernameForm = ({ user }: { readonly user: UserProfile }) => {
  const intl = useIntl();
  const toast = useToast();
  const [username, setUsername] = useState(user.username ?? "");
  const [submitError, setSubmitError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const check = useUsernameCheck(username, user.username);
  const save = useSetUsername();
  const rule = firstFailure(SiteUsername, username);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rule !== undefined || check.kind === "taken" || username === user.username) return;
    try {
      const profile = await save.mutateAsync(username);
      toast.show({
        message: intl.formatMessage(messages.saved, { username: profile.username ?? username }),
        tone: "success",
      });
    } catch (error) {
      const failure = validationFailureOf(error);
      setSubmitError(failure === undefined ? formatFailure(intl, error) : formatDomainMessage(intl, failure));
    }
  };

  const emptyError =
    submitted && username === "" && rule !== undefined ? formatDomainMessage(intl, rule) : undefined;
  return (
    <Card as="section" padding="lg" aria-labelledby="username-form-title">
      <h2 id="username-form-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <UsernameField
          value={username}
          onChange={(value) => {
            setUsername(value);
            setSubmitError(undefined);
          }}
          check={check}
          error={submitError ?? emptyError}
          disabled={save.isPending}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending || username === user.username}>
            {intl.formatMessage(save.isPending ? messages.saving : messages.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
};
