import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { FirstName } from "@/domain/validation/name-rules";
import { SiteUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { useSetUsername, useUpdateProfile } from "@/web/features/account/api/account-api";
import { returnPathOf, routes } from "@/web/lib/routes";
import * as styles from "@/web/features/account/components/account.css";
import {
  formatDomainMessage,
  formatFailure,
  validationFailureOf,
} from "@/web/features/account/components/domain-messages";
import { AccountSignInPrompt, AccountSkeleton } from "@/web/features/account/components/sign-in-prompt";
import { UsernameField, useUsernameCheck } from "@/web/features/account/components/username-field";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession, type UserProfile } from "@/web/lib/session";

const messages = defineMessages({
  title: { id: "account.register.title", defaultMessage: "Pick your username" },
  lead: {
    id: "account.register.lead",
    defaultMessage: "This is the name other gamers see on leaderboards, in clans and on your POG card.",
  },
  firstNameLabel: { id: "account.register.firstNameLabel", defaultMessage: "First name (optional)" },
  firstNameHint: { id: "account.register.firstNameHint", defaultMessage: "3 to 15 letters, no spaces" },
  submit: { id: "account.register.submit", defaultMessage: "Continue" },
  saving: { id: "account.register.saving", defaultMessage: "Saving…" },
});

/** `/register`: after a first sign-in, the gamer picks a site username and, if they like, a first name. */
export const RegisterRoute = () => {
  const intl = useIntl();
  const session = useSession();
  useDocumentTitle(intl.formatMessage(messages.title));
  if (session.status === "guest") return <AccountSignInPrompt />;
  if (session.user === undefined) return <AccountSkeleton cards={1} />;
  return <RegisterForm user={session.user} />;
};

const RegisterForm = ({ user }: { readonly user: UserProfile }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const [username, setUsername] = useState(user.username ?? "");
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [submitted, setSubmitted] = useState(false);
  const [usernameError, setUsernameError] = useState<string | undefined>(undefined);
  const [firstNameError, setFirstNameError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const check = useUsernameCheck(username, user.username);
  const saveUsername = useSetUsername();
  const saveProfile = useUpdateProfile();
  const saving = saveUsername.isPending || saveProfile.isPending;

  const usernameRule = firstFailure(SiteUsername, username);
  const shownUsernameError =
    usernameError ??
    (submitted && usernameRule !== undefined ? formatDomainMessage(intl, usernameRule) : undefined);
  const firstNameRule = firstFailure(FirstName, firstName);
  const shownFirstNameError =
    firstNameError ?? (firstNameRule === undefined ? undefined : formatDomainMessage(intl, firstNameRule));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (usernameRule !== undefined || firstNameRule !== undefined || check.kind === "taken") return;
    try {
      if (username !== user.username) await saveUsername.mutateAsync(username);
    } catch (error) {
      const failure = validationFailureOf(error);
      setUsernameError(
        failure === undefined ? formatFailure(intl, error) : formatDomainMessage(intl, failure),
      );
      return;
    }
    if (firstName !== (user.firstName ?? "")) {
      try {
        await saveProfile.mutateAsync({ firstName: firstName === "" ? null : firstName });
      } catch (error) {
        const failure = validationFailureOf(error);
        if (failure?.field === "firstName") setFirstNameError(formatDomainMessage(intl, failure));
        else setFormError(formatFailure(intl, error));
        return;
      }
    }
    void navigate(returnPathOf(params, location.state) ?? routes.profile.href(), { replace: true });
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </div>
      <Card as="section" padding="lg">
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <UsernameField
            value={username}
            onChange={(value) => {
              setUsername(value);
              setUsernameError(undefined);
            }}
            check={check}
            error={shownUsernameError}
            disabled={saving}
          />
          <Input
            label={intl.formatMessage(messages.firstNameLabel)}
            hint={intl.formatMessage(messages.firstNameHint)}
            error={shownFirstNameError}
            value={firstName}
            name="firstName"
            autoComplete="given-name"
            maxLength={64}
            disabled={saving}
            onChange={(event) => {
              setFirstName(event.target.value);
              setFirstNameError(undefined);
            }}
          />
          {formError === undefined ? null : (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={saving}>
              {intl.formatMessage(saving ? messages.saving : messages.submit)}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
};
