import { useId, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import {
  CLAN_BANNERS,
  CLAN_EMBLEMS,
  ClanDescription,
  ClanName,
  normaliseClanName,
} from "@/domain/clans/clan-rules";
import { DEFAULT_REFERRER_COUNTRY_CODE } from "@/domain/clans/clan-chief";
import { countryByCode } from "@/domain/geo/countries";
import { firstFailure } from "@/domain/validation/validate";
import { routes } from "@/web/lib/routes";
import { Button, ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import {
  PhoneInput,
  compactPhoneNumber,
  isPhoneNumberValid,
  type PhoneNumberValue,
} from "@/web/components/phone-input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import { UnsavedChangesGuard } from "@/web/components/unsaved-changes-guard";
import {
  useCitySuggestions,
  useCreateClan,
  useMyClan,
  type CreateClanRequest,
} from "@/web/features/clans/api/clans-api";
import { fieldFailure, formatClanFailure } from "@/web/features/clans/components/clan-messages";
import { ClanChiefOnboarding } from "@/web/features/clans/components/clan-chief-onboarding";
import { ClanRulesList } from "@/web/features/clans/components/clan-rules-list";
import * as styles from "@/web/features/clans/components/clans.css";
import { useCountries } from "@/web/features/clans/components/use-countries";
import { ClanSkeleton } from "@/web/features/clans/routes/clan-route";
import { bannerMessages, emblemMessages } from "@/web/lib/clan-words";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { validationMessage, validationMessageOf } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "clans.chief.title", defaultMessage: "Create a clan" },
    lead: {
      id: "clans.chief.lead",
      defaultMessage: "You become the clan's Chief: you lead it, share invites, and you alone can delete it.",
    },
    clanName: { id: "clans.chief.clanName", defaultMessage: "Clan name" },
    clanNameHint: { id: "clans.chief.clanNameHint", defaultMessage: "3 to 24 letters, digits and spaces" },
    country: { id: "clans.chief.country", defaultMessage: "Country" },
    countryPlaceholder: { id: "clans.chief.countryPlaceholder", defaultMessage: "Select a country" },
    city: { id: "clans.chief.city", defaultMessage: "City" },
    emblem: { id: "clans.chief.emblem", defaultMessage: "Emblem" },
    banner: { id: "clans.chief.banner", defaultMessage: "Banner colour" },
    noPicture: { id: "clans.chief.noPicture", defaultMessage: "None" },
    description: { id: "clans.chief.description", defaultMessage: "Description (optional)" },
    referrer: { id: "clans.chief.referrer", defaultMessage: "Referrer's mobile number (optional)" },
    submit: { id: "clans.chief.submit", defaultMessage: "Create clan" },
    created: { id: "clans.chief.created", defaultMessage: "{clanName} is ready. You are its Chief." },
    signInTitle: { id: "clans.chief.signInTitle", defaultMessage: "Sign in to create a clan" },
    signIn: { id: "clans.chief.signIn", defaultMessage: "Sign in" },
    inClanTitle: { id: "clans.chief.inClanTitle", defaultMessage: "You are already in a clan" },
    inClanLead: {
      id: "clans.chief.inClanLead",
      defaultMessage: "A gamer belongs to one clan at a time. Leave or delete your clan to create another.",
    },
    toMyClan: { id: "clans.chief.toMyClan", defaultMessage: "Go to my clan" },
  }),
);

type Field = "clanName" | "country" | "city" | "description" | "referrerPhoneNumber";

/** `/clan-chief`: the create-clan form (spec §3 clan form data) with the clan rules beside it. */
export const ClanChiefRoute = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const mine = useMyClan(session.status === "signedIn");
  const create = useCreateClan();
  const { options } = useCountries();
  const citiesId = useId();
  const [draft, setDraft] = useState({
    clanName: "",
    country: "",
    city: "",
    clanLogo: "",
    bannerImage: "",
    description: "",
  });
  // The referrer's number: a country picker that starts at the referrer country code (spec §3: IN), and the number.
  const [referrer, setReferrer] = useState<PhoneNumberValue>({
    country: DEFAULT_REFERRER_COUNTRY_CODE,
    number: "",
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | undefined>(undefined);
  const cities = useCitySuggestions(draft.country, draft.city.trim());
  useDocumentTitle(intl.formatMessage(messages.title));

  const set = (field: keyof typeof draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(undefined);
  };

  const ruleMessage = (failure: { messageId: string; message: string } | undefined) => {
    if (failure === undefined) return undefined;
    const known = validationMessageOf(failure.messageId);
    return known === undefined ? failure.message : intl.formatMessage(known);
  };
  const localErrors: Partial<Record<Field, string | undefined>> = {
    clanName: ruleMessage(firstFailure(ClanName, normaliseClanName(draft.clanName))),
    country:
      draft.country === "" ? intl.formatMessage(validationMessage("validation.common.country")) : undefined,
    city:
      draft.city.trim() === "" ? intl.formatMessage(validationMessage("validation.common.city")) : undefined,
    description: ruleMessage(firstFailure(ClanDescription, draft.description.trim())),
    referrerPhoneNumber:
      referrer.number.trim() === "" || isPhoneNumberValid(referrer)
        ? undefined
        : intl.formatMessage(validationMessage("validation.mobileNumber.invalid")),
  };
  const errorOf = (field: Field): string | undefined =>
    serverError?.field === field ? serverError.message : touched ? localErrors[field] : undefined;

  if (
    session.status === "loading" ||
    (session.status === "signedIn" && mine.data === undefined && !mine.isError)
  )
    return (
      <div className={styles.page}>
        <ClanSkeleton />
      </div>
    );
  if (session.status === "guest")
    return (
      <div className={styles.page}>
        <SignInPrompt
          headingLevel={1}
          title={intl.formatMessage(messages.signInTitle)}
          description={intl.formatMessage(messages.lead)}
          actionLabel={intl.formatMessage(messages.signIn)}
        />
        <ClanRulesList />
      </div>
    );
  if (mine.data?.membership != null)
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={intl.formatMessage(messages.inClanTitle)}
          description={intl.formatMessage(messages.inClanLead)}
          action={<ButtonLink to={routes.myClan.href()}>{intl.formatMessage(messages.toMyClan)}</ButtonLink>}
        />
        {mine.data.membership.role === "Chief" ? <ClanChiefOnboarding /> : null}
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(undefined);
    if (Object.values(localErrors).some((message) => message !== undefined)) return;
    const body: CreateClanRequest = {
      clanName: normaliseClanName(draft.clanName),
      country: draft.country,
      city: draft.city.trim(),
      clanLogo: CLAN_EMBLEMS.find((emblem) => emblem === draft.clanLogo) ?? null,
      bannerImage: CLAN_BANNERS.find((banner) => banner === draft.bannerImage) ?? null,
      ...(draft.description.trim() === "" ? {} : { description: draft.description.trim() }),
      ...(referrer.number.trim() === ""
        ? {}
        : {
            referrerPhoneNumber: `+${countryByCode(referrer.country)?.callingCode ?? ""}${compactPhoneNumber(referrer.number)}`,
          }),
    };
    create.mutate(body, {
      onSuccess: (clan) => {
        toast.show({
          message: intl.formatMessage(messages.created, { clanName: clan.clanName }),
          tone: "success",
        });
        void navigate(routes.myClan.href());
      },
      onError: (error) => {
        const field = fieldFailure(intl, error);
        setServerError(field ?? { message: formatClanFailure(intl, error) });
      },
    });
  };

  const none = { value: "", label: intl.formatMessage(messages.noPicture) };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <UnsavedChangesGuard
            when={
              (Object.values(draft).some((value) => value !== "") || referrer.number.trim() !== "") &&
              !create.isPending &&
              !create.isSuccess
            }
          />
          <Input
            label={intl.formatMessage(messages.clanName)}
            hint={intl.formatMessage(messages.clanNameHint)}
            value={draft.clanName}
            maxLength={100}
            required
            error={errorOf("clanName")}
            onChange={(event) => set("clanName")(event.target.value)}
          />
          <div className={styles.formRow}>
            <Select
              label={intl.formatMessage(messages.country)}
              placeholder={intl.formatMessage(messages.countryPlaceholder)}
              options={options}
              value={draft.country}
              required
              error={errorOf("country")}
              onChange={(event) => set("country")(event.target.value)}
            />
            <Input
              label={intl.formatMessage(messages.city)}
              value={draft.city}
              maxLength={80}
              required
              list={citiesId}
              autoComplete="off"
              error={errorOf("city")}
              onChange={(event) => set("city")(event.target.value)}
            />
            <datalist id={citiesId}>
              {(cities.data ?? []).map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
          </div>
          <div className={styles.formRow}>
            <Select
              label={intl.formatMessage(messages.emblem)}
              options={[
                none,
                ...CLAN_EMBLEMS.map((emblem) => ({
                  value: emblem,
                  label: intl.formatMessage(emblemMessages[emblem]),
                })),
              ]}
              value={draft.clanLogo}
              onChange={(event) => set("clanLogo")(event.target.value)}
            />
            <Select
              label={intl.formatMessage(messages.banner)}
              options={[
                none,
                ...CLAN_BANNERS.map((banner) => ({
                  value: banner,
                  label: intl.formatMessage(bannerMessages[banner]),
                })),
              ]}
              value={draft.bannerImage}
              onChange={(event) => set("bannerImage")(event.target.value)}
            />
          </div>
          <Input
            label={intl.formatMessage(messages.description)}
            value={draft.description}
            maxLength={2000}
            error={errorOf("description")}
            onChange={(event) => set("description")(event.target.value)}
          />
          <PhoneInput
            label={intl.formatMessage(messages.referrer)}
            value={referrer}
            error={errorOf("referrerPhoneNumber")}
            onChange={(next) => {
              setReferrer(next);
              if (serverError?.field === "referrerPhoneNumber") setServerError(undefined);
            }}
          />
          {serverError !== undefined && serverError.field === undefined ? (
            <p role="alert" className={styles.error}>
              {serverError.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={create.isPending}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </div>
        </form>
        <ClanRulesList />
      </div>
      <ClanChiefOnboarding />
    </div>
  );
};
