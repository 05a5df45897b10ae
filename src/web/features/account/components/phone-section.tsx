import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { PROFILE_VERIFICATION_MODAL_MS } from "@/domain/constants/timings";
import { countryByCode } from "@/domain/geo/countries";
import { parseMobileNumber } from "@/domain/validation/phone-rules";
import { validationMessage } from "@/domain/validation/validate";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { PhoneInput, isPhoneNumberValid, type PhoneNumberValue } from "@/web/components/phone-input";
import { useStartPhoneVerification, useVerifyPhoneCode } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { CodeDialog } from "@/web/features/account/components/code-dialog";
import { useCodeChallenge } from "@/web/features/account/components/use-code-challenge";
import { formatDomainMessage, formatFailure } from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { ApiError } from "@/web/lib/api-client";
import type { UserProfile } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    label: { id: "account.phoneSection.label", defaultMessage: "Mobile number" },
    hint: {
      id: "account.phoneSection.hint",
      defaultMessage: "We send a code on WhatsApp to check that the number is yours.",
    },
    verified: { id: "account.phoneSection.verified", defaultMessage: "Verified" },
    notVerified: { id: "account.phoneSection.notVerified", defaultMessage: "Not verified" },
    sendCode: { id: "account.phoneSection.sendCode", defaultMessage: "Send code" },
    sending: { id: "account.phoneSection.sending", defaultMessage: "Sending…" },
    codeTitle: { id: "account.phoneSection.codeTitle", defaultMessage: "Verify your mobile number" },
    verifiedTitle: { id: "account.phoneSection.verifiedTitle", defaultMessage: "Mobile number verified" },
    verifiedBody: {
      id: "account.phoneSection.verifiedBody",
      defaultMessage: "{number} is now verified on your account. The page reloads in a moment.",
    },
    verifiedClose: { id: "account.phoneSection.verifiedClose", defaultMessage: "Done" },
  }),
);

/** The phone field's starting value: the account's number split into country and national number. */
const initialValue = (user: UserProfile): PhoneNumberValue => {
  const parsed = user.phoneNumber === null ? undefined : parseMobileNumber(user.phoneNumber);
  if (parsed !== undefined) return { country: parsed.region, number: parsed.national };
  const country = user.countryCode !== null && countryByCode(user.countryCode) ? user.countryCode : "IN";
  return { country, number: "" };
};

/** `+<calling code><national number>`, or undefined when the number is not one of its country's. */
export const e164Of = ({ country, number }: PhoneNumberValue): string | undefined => {
  const callingCode = countryByCode(country)?.callingCode;
  if (callingCode === undefined) return undefined;
  return parseMobileNumber(`+${callingCode}${number.replace(/\D/g, "")}`, country)?.e164;
};

const isPhoneTaken = (error: unknown) =>
  error instanceof ApiError && error.problem?.code === "PhoneNumberAlreadyExists";

const reloadWindow = () => window.location.reload();

export interface PhoneSectionProps {
  readonly user: UserProfile;
  /** What happens once the verified modal is done (spec §4: the page reloads). */
  readonly reloadPage?: () => void;
}

/**
 * Adds or verifies the account's mobile number: the number (country and national number, checked by the
 * domain's phone rule), a code on WhatsApp, the code dialog, then the "verified" modal, which closes after
 * PROFILE_VERIFICATION_MODAL_MS and reloads the page (spec §4). A number verified on another account answers
 * 409, shown as "Phone number already exists" (spec §8).
 */
export const PhoneSection = ({ user, reloadPage = reloadWindow }: PhoneSectionProps) => {
  const intl = useIntl();
  const [value, setValue] = useState<PhoneNumberValue>(() => initialValue(user));
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [verifiedNumber, setVerifiedNumber] = useState<string | undefined>(undefined);
  const start = useStartPhoneVerification();

  const finish = () => {
    setVerifiedNumber(undefined);
    reloadPage();
  };
  const finishLater = useEffectEvent(finish);
  const verified = verifiedNumber !== undefined;
  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(finishLater, PROFILE_VERIFICATION_MODAL_MS);
    return () => clearTimeout(timer);
  }, [verified]);

  const e164 = e164Of(value);
  const code = useCodeChallenge({
    verify: useVerifyPhoneCode(),
    onVerified: (challenge) => setVerifiedNumber(e164 ?? challenge.recipient),
    isFieldFailure: isPhoneTaken,
    onFieldFailure: setFieldError,
  });
  const unchanged = e164 !== undefined && e164 === user.phoneNumber && user.phoneVerified;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    if (!isPhoneNumberValid(value, true) || e164 === undefined) {
      setFieldError(formatDomainMessage(intl, validationMessage("validation.mobileNumber.invalid")));
      return;
    }
    try {
      code.opened(
        await start.mutateAsync({ phoneNumber: e164, countryCode: value.country, locale: intl.locale }),
      );
    } catch (error) {
      setFieldError(formatFailure(intl, error));
    }
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        <PhoneInput
          label={intl.formatMessage(messages.label)}
          hint={intl.formatMessage(messages.hint)}
          value={value}
          onChange={(next) => {
            setValue(next);
            setFieldError(undefined);
          }}
          error={fieldError}
          required
          name="phoneNumber"
          disabled={start.isPending}
        />
        <div className={styles.valueRow}>
          {user.phoneNumber === null ? (
            <span />
          ) : user.phoneVerified ? (
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
      <Dialog
        open={verifiedNumber !== undefined}
        onClose={finish}
        size="sm"
        title={intl.formatMessage(messages.verifiedTitle)}
        description={intl.formatMessage(messages.verifiedBody, { number: verifiedNumber ?? "" })}
        footer={<Button onClick={finish}>{intl.formatMessage(messages.verifiedClose)}</Button>}
      >
        {null}
      </Dialog>
    </>
  );
};
