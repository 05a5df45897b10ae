import { useId, useMemo, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { countries } from "@/domain/geo/countries";
import { displayLanguageFor } from "@/domain/i18n/languages";
import { FirstName, PersonName } from "@/domain/validation/name-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import { UnsavedChangesGuard } from "@/web/components/unsaved-changes-guard";
import {
  usePlaceSuggestions,
  useUpdateProfile,
  type ProfileChanges,
} from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import {
  formatDomainMessage,
  formatFailure,
  validationFailureOf,
} from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import {
  KLEOS_ROLES,
  PREFERRED_PLATFORMS,
  isKleosRole,
  isPreferredPlatform,
  platformMessages,
  roleMessages,
} from "@/web/lib/preference-vocabulary";
import type { UserProfile } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.profileDetails.title", defaultMessage: "About you" },
    firstName: { id: "account.profileDetails.firstName", defaultMessage: "First name" },
    firstNameHint: {
      id: "account.profileDetails.firstNameHint",
      defaultMessage: "3 to 15 letters, no spaces",
    },
    country: { id: "account.profileDetails.country", defaultMessage: "Country" },
    countryPlaceholder: {
      id: "account.profileDetails.countryPlaceholder",
      defaultMessage: "Select your country",
    },
    countryOption: { id: "account.profileDetails.countryOption", defaultMessage: "{flag} {name}" },
    city: { id: "account.profileDetails.city", defaultMessage: "City" },
    college: { id: "account.profileDetails.college", defaultMessage: "College" },
    profession: { id: "account.profileDetails.profession", defaultMessage: "Profession" },
    role: { id: "account.profileDetails.role", defaultMessage: "Kleos role" },
    rolePlaceholder: { id: "account.profileDetails.rolePlaceholder", defaultMessage: "Select your role" },
    platform: { id: "account.profileDetails.platform", defaultMessage: "Preferred platform" },
    platformPlaceholder: {
      id: "account.profileDetails.platformPlaceholder",
      defaultMessage: "Select where you play most",
    },
    save: { id: "account.profileDetails.save", defaultMessage: "Save changes" },
    saving: { id: "account.profileDetails.saving", defaultMessage: "Saving…" },
    saved: { id: "account.profileDetails.saved", defaultMessage: "Your profile is saved" },
  }),
);

interface Draft {
  readonly firstName: string;
  readonly countryCode: string;
  readonly city: string;
  readonly college: string;
  readonly profession: string;
  readonly preferredRole: string;
  readonly preferredPlatform: string;
}

type FieldName = keyof Draft;

const draftOf = (user: UserProfile): Draft => ({
  firstName: user.firstName ?? "",
  countryCode: user.countryCode ?? "",
  city: user.city ?? "",
  college: user.college ?? "",
  profession: user.profession ?? "",
  preferredRole: user.preferredRole ?? "",
  preferredPlatform: user.preferredPlatform ?? "",
});

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** The fields that differ from the saved profile, as the PATCH takes them (`null` clears). */
export const changesOf = (saved: Draft, draft: Draft): ProfileChanges => {
  const changes: { -readonly [Key in keyof ProfileChanges]: ProfileChanges[Key] } = {};
  if (draft.firstName !== saved.firstName) changes.firstName = orNull(draft.firstName);
  if (draft.countryCode !== saved.countryCode) changes.countryCode = orNull(draft.countryCode);
  if (draft.city !== saved.city) changes.city = orNull(draft.city);
  if (draft.college !== saved.college) changes.college = orNull(draft.college);
  if (draft.profession !== saved.profession) changes.profession = orNull(draft.profession);
  if (draft.preferredRole !== saved.preferredRole)
    changes.preferredRole = isKleosRole(draft.preferredRole) ? draft.preferredRole : null;
  if (draft.preferredPlatform !== saved.preferredPlatform)
    changes.preferredPlatform = isPreferredPlatform(draft.preferredPlatform) ? draft.preferredPlatform : null;
  return changes;
};

/**
 * The profile's own details: first name (spec §5 first-name rule), country, city (the names rule), college,
 * profession, Kleos role and preferred platform. Only what changed is sent; the server checks the same rules.
 */
export const ProfileDetailsForm = ({ user }: { readonly user: UserProfile }) => {
  const intl = useIntl();
  const suggestionsId = useId();
  const toast = useToast();
  const update = useUpdateProfile();
  const saved = draftOf(user);
  const [draft, setDraft] = useState<Draft>(saved);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const language = displayLanguageFor(intl.locale) ?? "en";

  const countryOptions = useMemo(
    () =>
      countries().map((country) => ({
        value: country.code,
        label: intl.formatMessage(messages.countryOption, {
          flag: country.flag,
          name: country.name[language],
        }),
      })),
    [intl, language],
  );
  const roleOptions = KLEOS_ROLES.map((role) => ({
    value: role,
    label: intl.formatMessage(roleMessages[role]),
  }));
  const platformOptions = PREFERRED_PLATFORMS.map((platform) => ({
    value: platform,
    label: intl.formatMessage(platformMessages[platform]),
  }));

  const firstNameRule = firstFailure(FirstName, draft.firstName.trim());
  const cityRule = firstFailure(PersonName, draft.city.trim());
  const errorOf = (field: FieldName): string | undefined => {
    const server = serverErrors[field];
    if (server !== undefined) return server;
    if (field === "firstName" && firstNameRule !== undefined) return formatDomainMessage(intl, firstNameRule);
    if (field === "city" && cityRule !== undefined) return formatDomainMessage(intl, cityRule);
    return undefined;
  };

  const changes = changesOf(saved, draft);
  const changed = Object.keys(changes).length > 0;

  const set = (field: FieldName) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!changed || firstNameRule !== undefined || cityRule !== undefined) return;
    try {
      const profile = await update.mutateAsync(changes);
      setDraft(draftOf(profile));
      toast.show({ message: intl.formatMessage(messages.saved), tone: "success" });
    } catch (error) {
      const failure = validationFailureOf(error);
      if (failure !== undefined && failure.field in draft)
        setServerErrors({ [failure.field]: formatDomainMessage(intl, failure) });
      else setFormError(formatFailure(intl, error));
    }
  };

  const disabled = update.isPending;
  const suggestions = usePlaceSuggestions(draft.countryCode, draft.city);
  const datalist = (kind: string, options: readonly string[]) => (
    <datalist id={`${suggestionsId}-${kind}`}>
      {options.map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
  return (
    <Card as="section" padding="lg" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      {/* Pickers that still take free text: the lists suggest, people elsewhere type their own. */}
      {datalist("cities", suggestions.cities)}
      {datalist("colleges", suggestions.colleges)}
      {datalist("professions", suggestions.professions)}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <UnsavedChangesGuard when={changed && !update.isPending} />
        <div className={styles.fieldGrid}>
          <Input
            label={intl.formatMessage(messages.firstName)}
            hint={intl.formatMessage(messages.firstNameHint)}
            error={errorOf("firstName")}
            value={draft.firstName}
            name="firstName"
            autoComplete="given-name"
            maxLength={64}
            disabled={disabled}
            onChange={(event) => set("firstName")(event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.country)}
            placeholder={intl.formatMessage(messages.countryPlaceholder)}
            options={countryOptions}
            value={draft.countryCode}
            name="countryCode"
            autoComplete="country"
            disabled={disabled}
            onChange={(event) => set("countryCode")(event.target.value)}
          />
          <Input
            list={`${suggestionsId}-cities`}
            label={intl.formatMessage(messages.city)}
            error={errorOf("city")}
            value={draft.city}
            name="city"
            autoComplete="address-level2"
            maxLength={80}
            disabled={disabled}
            onChange={(event) => set("city")(event.target.value)}
          />
          <Input
            list={`${suggestionsId}-colleges`}
            label={intl.formatMessage(messages.college)}
            error={errorOf("college")}
            value={draft.college}
            name="college"
            maxLength={120}
            disabled={disabled}
            onChange={(event) => set("college")(event.target.value)}
          />
          <Input
            list={`${suggestionsId}-professions`}
            label={intl.formatMessage(messages.profession)}
            error={errorOf("profession")}
            value={draft.profession}
            name="profession"
            autoComplete="organization-title"
            maxLength={80}
            disabled={disabled}
            onChange={(event) => set("profession")(event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.role)}
            placeholder={intl.formatMessage(messages.rolePlaceholder)}
            options={roleOptions}
            value={draft.preferredRole}
            name="preferredRole"
            disabled={disabled}
            onChange={(event) => set("preferredRole")(event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.platform)}
            placeholder={intl.formatMessage(messages.platformPlaceholder)}
            options={platformOptions}
            value={draft.preferredPlatform}
            name="preferredPlatform"
            disabled={disabled}
            onChange={(event) => set("preferredPlatform")(event.target.value)}
          />
        </div>
        {formError === undefined ? null : (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={disabled || !changed}>
            {intl.formatMessage(disabled ? messages.saving : messages.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
};
