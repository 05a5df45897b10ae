import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import {
  ClanChiefCity,
  ClanChiefCollegeName,
  ClanChiefEmail,
  DEFAULT_REFERRER_COUNTRY_CODE,
  type YesNo,
} from "@/domain/clans/clan-chief";
import { countryByCode } from "@/domain/geo/countries";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { OtpInput } from "@/web/components/otp-input";
import {
  PhoneInput,
  compactPhoneNumber,
  isPhoneNumberValid,
  type PhoneNumberValue,
} from "@/web/components/phone-input";
import { RadioGroup } from "@/web/components/radio";
import { useToast } from "@/web/components/toast";
import { UnsavedChangesGuard } from "@/web/components/unsaved-changes-guard";
import {
  useClanChief,
  useClanVideo,
  useSendChiefCode,
  useUpdateClanChief,
  useVerifyChiefCode,
  type ClanChief,
} from "@/web/features/clans/api/clans-api";
import { fieldFailure, formatClanFailure } from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { validationMessageOf } from "@/web/lib/domain-messages";

/** The clan chief page's onboarding video (spec §2: the clan chief page embeds one), from the site's videos. */
export const CLAN_CHIEF_VIDEO_SLUG = "how-clan-chiefs-win";

const messages = plainMessages(
  defineMessages({
    title: { id: "clans.onboarding.title", defaultMessage: "Clan chief onboarding" },
    player: { id: "clans.onboarding.player", defaultMessage: "Onboarding video: {title}" },
    phone: { id: "clans.onboarding.phone", defaultMessage: "Your mobile number" },
    send: { id: "clans.onboarding.send", defaultMessage: "Send code" },
    code: { id: "clans.onboarding.code", defaultMessage: "Code" },
    verify: { id: "clans.onboarding.verify", defaultMessage: "Verify" },
    verified: { id: "clans.onboarding.verified", defaultMessage: "Verified: {phoneNumber}" },
    email: { id: "clans.onboarding.email", defaultMessage: "E-mail" },
    city: { id: "clans.onboarding.city", defaultMessage: "Your city" },
    college: { id: "clans.onboarding.college", defaultMessage: "Do you study at a college?" },
    yes: { id: "clans.onboarding.yes", defaultMessage: "Yes" },
    no: { id: "clans.onboarding.no", defaultMessage: "No" },
    collegeName: { id: "clans.onboarding.collegeName", defaultMessage: "College name" },
    save: { id: "clans.onboarding.save", defaultMessage: "Save" },
    saved: { id: "clans.onboarding.saved", defaultMessage: "Your clan chief details are saved" },
  }),
);

/**
 * The clan chief page's onboarding: the video, the chief's phone number verified by a one-time code (the country
 * picker starts at the referrer country code, IN), and the chief's details (e-mail, city, the college question).
 */
export const ClanChiefOnboarding = () => {
  const chief = useClanChief(true);
  return chief.data === undefined ? null : <Onboarding saved={chief.data} />;
};

/** The onboarding once the chief's saved data is known: the form starts from it. */
const Onboarding = ({ saved }: { readonly saved: ClanChief }) => {
  const intl = useIntl();
  const toast = useToast();
  const video = useClanVideo(CLAN_CHIEF_VIDEO_SLUG);
  const send = useSendChiefCode();
  const verify = useVerifyChiefCode();
  const update = useUpdateClanChief();
  const [phone, setPhone] = useState<PhoneNumberValue>({
    country: DEFAULT_REFERRER_COUNTRY_CODE,
    number: "",
  });
  const [challengeId, setChallengeId] = useState<string | undefined>(undefined);
  const [code, setCode] = useState("");
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState({
    email: saved.email,
    chiefCity: saved.chiefCity,
    isCollageName: saved.isCollageName,
    collegeName: saved.collegeName,
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | undefined>(undefined);

  const ruleMessage = (failure: { messageId: string; message: string } | undefined) => {
    if (failure === undefined) return undefined;
    const known = validationMessageOf(failure.messageId);
    return known === undefined ? failure.message : intl.formatMessage(known);
  };
  const localErrors = {
    email: ruleMessage(firstFailure(ClanChiefEmail, draft.email.trim())),
    chiefCity: ruleMessage(firstFailure(ClanChiefCity, draft.chiefCity)),
    collegeName:
      draft.isCollageName === "Yes"
        ? ruleMessage(firstFailure(ClanChiefCollegeName, draft.collegeName))
        : undefined,
  };
  const errorOf = (field: keyof typeof localErrors) =>
    serverError?.field === field ? serverError.message : touched ? localErrors[field] : undefined;

  const onSend = () => {
    setPhoneError(undefined);
    const number = `+${countryByCode(phone.country)?.callingCode ?? ""}${compactPhoneNumber(phone.number)}`;
    send.mutate(
      { phoneNumber: number, countryCode: phone.country },
      {
        onSuccess: (challenge) => setChallengeId(challenge.challengeId),
        onError: (error) =>
          setPhoneError(fieldFailure(intl, error)?.message ?? formatClanFailure(intl, error)),
      },
    );
  };
  const onVerify = (typed: string) => {
    if (challengeId === undefined) return;
    verify.mutate(
      { challengeId, code: typed },
      {
        onSuccess: () => {
          setChallengeId(undefined);
          setCode("");
        },
        onError: (error) => setPhoneError(formatClanFailure(intl, error)),
      },
    );
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(undefined);
    if (Object.values(localErrors).some((message) => message !== undefined)) return;
    update.mutate(
      {
        email: draft.email.trim(),
        chiefCity: draft.chiefCity.trim(),
        isCollageName: draft.isCollageName,
        ...(draft.isCollageName === "Yes" ? { collegeName: draft.collegeName.trim() } : {}),
      },
      {
        onSuccess: () => toast.show({ message: intl.formatMessage(messages.saved), tone: "success" }),
        onError: (error) =>
          setServerError(fieldFailure(intl, error) ?? { message: formatClanFailure(intl, error) }),
      },
    );
  };

  const verifiedNumber = saved.phoneNumber;
  return (
    <Card padding="md" className={styles.header}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.title)}</h2>
      {video.data === undefined ? null : (
        <iframe
          className={styles.video}
          src={video.data.embedUrl}
          title={intl.formatMessage(messages.player, { title: video.data.title })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      )}
      <div className={styles.form}>
        {verifiedNumber === null ? null : (
          <p className={styles.muted} role="status">
            <bdi dir="ltr">{intl.formatMessage(messages.verified, { phoneNumber: verifiedNumber })}</bdi>
          </p>
        )}
        <PhoneInput
          label={intl.formatMessage(messages.phone)}
          value={phone}
          onChange={setPhone}
          error={phoneError}
        />
        <div className={styles.actions}>
          <Button
            tone="secondary"
            onClick={onSend}
            disabled={send.isPending || !isPhoneNumberValid(phone, true)}
          >
            {intl.formatMessage(messages.send)}
          </Button>
        </div>
        {challengeId === undefined ? null : (
          <>
            <OtpInput
              label={intl.formatMessage(messages.code)}
              onChange={setCode}
              onComplete={onVerify}
              autoFocus
            />
            <div className={styles.actions}>
              <Button onClick={() => onVerify(code)} disabled={verify.isPending || code.length !== 6}>
                {intl.formatMessage(messages.verify)}
              </Button>
            </div>
          </>
        )}
      </div>
      <form className={styles.form} onSubmit={onSave} noValidate>
        <UnsavedChangesGuard
          when={
            !update.isPending &&
            (draft.email !== saved.email ||
              draft.chiefCity !== saved.chiefCity ||
              draft.isCollageName !== saved.isCollageName ||
              draft.collegeName !== saved.collegeName)
          }
        />
        <Input
          label={intl.formatMessage(messages.email)}
          type="email"
          value={draft.email}
          maxLength={254}
          required
          forceLtr
          error={errorOf("email")}
          onChange={(event) => setDraft((d) => ({ ...d, email: event.target.value }))}
        />
        <Input
          label={intl.formatMessage(messages.city)}
          value={draft.chiefCity}
          maxLength={80}
          required
          error={errorOf("chiefCity")}
          onChange={(event) => setDraft((d) => ({ ...d, chiefCity: event.target.value }))}
        />
        <RadioGroup<YesNo>
          legend={intl.formatMessage(messages.college)}
          options={[
            { value: "Yes", label: intl.formatMessage(messages.yes) },
            { value: "No", label: intl.formatMessage(messages.no) },
          ]}
          value={draft.isCollageName}
          onChange={(value) => setDraft((d) => ({ ...d, isCollageName: value }))}
        />
        {draft.isCollageName === "Yes" ? (
          <Input
            label={intl.formatMessage(messages.collegeName)}
            value={draft.collegeName}
            maxLength={120}
            required
            error={errorOf("collegeName")}
            onChange={(event) => setDraft((d) => ({ ...d, collegeName: event.target.value }))}
          />
        ) : null}
        {serverError !== undefined && serverError.field === undefined ? (
          <p role="alert" className={styles.error}>
            {serverError.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={update.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
};
