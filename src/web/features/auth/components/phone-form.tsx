import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { regionOf } from "@/domain/constants/regions";
import { countryByCode } from "@/domain/geo/countries";
import { Button } from "@/web/components/button";
import { isPhoneNumberValid, PhoneInput, type PhoneNumberValue } from "@/web/components/phone-input";
import { RadioGroup } from "@/web/components/radio";
import { authRequests } from "@/web/features/auth/api/auth-api";
import * as styles from "@/web/features/auth/components/auth.css";
import { useCodeRequest } from "@/web/features/auth/components/use-code-request";
import { proofOfWorkMessages } from "@/web/features/auth/components/use-proof-of-work";
import type { PendingChallenge } from "@/web/features/auth/lib/login-storage";
import { useApiClient } from "@/web/lib/api-context";
import { validationMessage } from "@/web/lib/domain-messages";

const messages = defineMessages({
  phoneLabel: { id: "auth.phoneForm.phoneLabel", defaultMessage: "Mobile number" },
  channelLegend: { id: "auth.phoneForm.channelLegend", defaultMessage: "Send the code by" },
  whatsapp: { id: "auth.phoneForm.whatsapp", defaultMessage: "WhatsApp" },
  sms: { id: "auth.phoneForm.sms", defaultMessage: "SMS" },
  onlyWhatsapp: { id: "auth.phoneForm.onlyWhatsapp", defaultMessage: "We send the code on WhatsApp." },
  onlySms: { id: "auth.phoneForm.onlySms", defaultMessage: "We send the code by SMS." },
  send: { id: "auth.phoneForm.send", defaultMessage: "Send code" },
  sending: { id: "auth.phoneForm.sending", defaultMessage: "Sending…" },
  unavailable: {
    id: "auth.phoneForm.unavailable",
    defaultMessage: "Phone sign-in is not available here.",
  },
});

type Channel = "whatsapp" | "sms";

/** The country the visitor was located in (spec §3 `userLocationData`), else India. */
const initialCountry = (): string => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem("userLocationData") ?? "null");
    const code =
      typeof stored === "object" && stored !== null && "countryCode" in stored
        ? stored.countryCode
        : undefined;
    if (typeof code === "string" && countryByCode(code.toUpperCase()) !== undefined)
      return code.toUpperCase();
  } catch {
    // An unreadable record is as good as none.
  }
  return "IN";
};

export interface PhoneFormProps {
  readonly channels: ReadonlyArray<Channel>;
  readonly onCodeSent: (pending: PendingChallenge) => void;
  readonly onTooManyAttempts: (retryAfterMs: number) => void;
}

/** A mobile number with its country, and the channel the code goes by (spec §7 `authentication/login`). */
export const PhoneForm = ({ channels, onCodeSent, onTooManyAttempts }: PhoneFormProps) => {
  const intl = useIntl();
  const client = useApiClient();
  const [phone, setPhone] = useState<PhoneNumberValue>(() => ({ country: initialCountry(), number: "" }));
  const [picked, setPicked] = useState<Channel | undefined>();
  const { busy, checking, error, setError, send } = useCodeRequest({
    kind: "phone",
    onCodeSent,
    onTooManyAttempts,
  });
  const channel = picked !== undefined && channels.includes(picked) ? picked : channels[0];

  if (channel === undefined)
    return <p className={styles.notice}>{intl.formatMessage(messages.unavailable)}</p>;

  const submit = async () => {
    if (!isPhoneNumberValid(phone, true)) {
      setError(intl.formatMessage(validationMessage("validation.mobileNumber.invalid")));
      return;
    }
    const country = countryByCode(phone.country);
    if (country === undefined) return;
    const input = {
      waId: `${country.callingCode}${phone.number.replace(/\D/g, "")}`,
      countryCode: phone.country,
      channel,
      platform: "web" as const,
      hostname: window.location.hostname,
      locale: intl.locale,
    };
    await send((paid) =>
      authRequests.startPhoneLogin(client, paid === undefined ? input : { ...input, proofOfWork: paid }, {
        source: "website",
        region: regionOf(phone.country),
      }),
    );
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
      <PhoneInput
        label={intl.formatMessage(messages.phoneLabel)}
        value={phone}
        required
        disabled={busy}
        error={error}
        onChange={(next) => {
          setPhone(next);
          setError(undefined);
        }}
      />
      {channels.length > 1 ? (
        <RadioGroup
          legend={intl.formatMessage(messages.channelLegend)}
          value={channel}
          onChange={setPicked}
          disabled={busy}
          options={channels.map((value) => ({
            value,
            label: intl.formatMessage(value === "whatsapp" ? messages.whatsapp : messages.sms),
          }))}
        />
      ) : (
        <p className={styles.muted}>
          {intl.formatMessage(channel === "whatsapp" ? messages.onlyWhatsapp : messages.onlySms)}
        </p>
      )}
      <Button type="submit" tone="primary" disabled={busy}>
        {intl.formatMessage(
          checking ? proofOfWorkMessages.checking : busy ? messages.sending : messages.send,
        )}
      </Button>
    </form>
  );
};
