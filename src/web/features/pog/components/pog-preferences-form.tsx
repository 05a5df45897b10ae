/**
 * My POG's preferences (spec §3, §6): the preferred Kleos role and platform, chosen together and saved with one
 * button; "Not chosen" clears one.
 */
import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import {
  usePogPreferences,
  useUpdatePogPreferences,
  type Preferences,
} from "@/web/features/pog/api/pog-preferences-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import {
  isKleosRole,
  isPreferredPlatform,
  KLEOS_ROLES,
  platformMessages,
  PREFERRED_PLATFORMS,
  roleMessages,
} from "@/web/lib/preference-vocabulary";
import { visuallyHidden } from "@/web/styles/utilities.css";

/** The two choices' labels, shared with the mint flow's quick choice. */
export const preferenceFieldMessages = plainMessages(
  defineMessages({
    role: { id: "pog.preferences.role", defaultMessage: "Preferred role" },
    platform: { id: "pog.preferences.platform", defaultMessage: "Preferred platform" },
  }),
);

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.preferences.title", defaultMessage: "POG preferences" },
    lead: {
      id: "pog.preferences.lead",
      defaultMessage: "The Kleos role you play and the platform you play on most.",
    },
    notChosen: { id: "pog.preferences.notChosen", defaultMessage: "Not chosen" },
    save: { id: "pog.preferences.save", defaultMessage: "Save preferences" },
    saving: { id: "pog.preferences.saving", defaultMessage: "Saving…" },
    saved: { id: "pog.preferences.saved", defaultMessage: "Preferences saved" },
    loading: { id: "pog.preferences.loading", defaultMessage: "Loading your preferences…" },
  }),
);

const Form = ({ saved }: { readonly saved: Preferences }) => {
  const intl = useIntl();
  const update = useUpdatePogPreferences();
  const [role, setRole] = useState<string>(saved.preferredRole ?? "");
  const [platform, setPlatform] = useState<string>(saved.preferredPlatform ?? "");
  const draft: Preferences = {
    preferredRole: isKleosRole(role) ? role : null,
    preferredPlatform: isPreferredPlatform(platform) ? platform : null,
  };
  const changed =
    draft.preferredRole !== saved.preferredRole || draft.preferredPlatform !== saved.preferredPlatform;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft);
  };
  return (
    <form className={styles.cardBody} onSubmit={submit}>
      <Select
        label={intl.formatMessage(preferenceFieldMessages.role)}
        placeholder={intl.formatMessage(messages.notChosen)}
        options={KLEOS_ROLES.map((value) => ({ value, label: intl.formatMessage(roleMessages[value]) }))}
        value={role}
        disabled={update.isPending}
        onChange={(event) => {
          update.reset();
          setRole(event.target.value);
        }}
      />
      <Select
        label={intl.formatMessage(preferenceFieldMessages.platform)}
        placeholder={intl.formatMessage(messages.notChosen)}
        options={PREFERRED_PLATFORMS.map((value) => ({
          value,
          label: intl.formatMessage(platformMessages[value]),
        }))}
        value={platform}
        disabled={update.isPending}
        onChange={(event) => {
          update.reset();
          setPlatform(event.target.value);
        }}
      />
      {update.isError ? (
        <p role="alert" className={styles.muted}>
          {formatPogFailure(intl, update.error)}
        </p>
      ) : null}
      {update.isSuccess && !changed ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(messages.saved)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending || !changed} aria-busy={update.isPending}>
          {intl.formatMessage(update.isPending ? messages.saving : messages.save)}
        </Button>
      </div>
    </form>
  );
};

export const PogPreferencesForm = () => {
  const intl = useIntl();
  const preferences = usePogPreferences();
  return (
    <Card as="section" padding="lg" aria-labelledby="pog-preferences-title">
      <div className={styles.cardBody}>
        <h2 id="pog-preferences-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        {preferences.data !== undefined ? (
          <Form saved={preferences.data} />
        ) : preferences.isError ? (
          <p role="alert" className={styles.muted}>
            {formatPogFailure(intl, preferences.error, "DataFetchFailed")}
          </p>
        ) : (
          <div aria-busy="true">
            <span role="status" className={visuallyHidden}>
              {intl.formatMessage(messages.loading)}
            </span>
            <Skeleton blockSize="6rem" />
          </div>
        )}
      </div>
    </Card>
  );
};
