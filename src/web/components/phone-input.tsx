import { useMemo, useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { countries, type Country } from "@/domain/geo/countries";
import { displayLanguageFor } from "@/domain/i18n/languages";
import { mobileNumberFor } from "@/domain/validation/phone-rules";
import { firstFailure } from "@/domain/validation/validate";
import { classNames } from "@/web/components/class-names";
import { Field } from "@/web/components/field";
import { control } from "@/web/components/field.css";
import { ChevronDownIcon } from "@/web/components/icons";
import * as styles from "@/web/components/phone-input.css";
import { validationMessage } from "@/web/lib/domain-messages";

const messages = defineMessages({
  countryLabel: { id: "components.phoneInput.countryLabel", defaultMessage: "Country and dial code" },
});

export interface PhoneNumberValue {
  /** ISO 3166-1 alpha-2 of the picked country ("IN"). */
  readonly country: string;
  /** The national number as typed, without the dial code ("9876543210"). */
  readonly number: string;
}

export interface PhoneInputProps {
  readonly label: ReactNode;
  readonly value: PhoneNumberValue;
  readonly onChange: (value: PhoneNumberValue) => void;
  /** Whether the number is valid for its country by the domain's phone rules, on every change. */
  readonly onValidityChange?: (valid: boolean) => void;
  readonly hint?: ReactNode;
  /** An error from elsewhere (the server's "Phone number already exists"); shown instead of the rule's. */
  readonly error?: ReactNode;
  /** An empty number is an error (India's rule refuses it anyway; other regions accept it). */
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly name?: string;
}

/** The number without the spaces and dashes people type to group digits ("98765 43210"). */
export const compactPhoneNumber = (number: string): string => number.replace(/[\s-]/g, "");

/** Whether `value` passes the domain's mobile-number rule of its country (spec §5), once digit groups are joined. */
export const isPhoneNumberValid = ({ country, number }: PhoneNumberValue, required = false): boolean =>
  !(required && number.trim() === "") &&
  firstFailure(mobileNumberFor(country), compactPhoneNumber(number)) === undefined;

/**
 * A mobile number: a country and dial-code picker (India and Brazil first, then every country, from the
 * domain's table, named in the reader's language) and the national number. The number is checked by the
 * domain's rule of the picked country once the field is left, and the spec's message is shown.
 */
export const PhoneInput = ({
  label,
  value,
  onChange,
  onValidityChange,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  name,
}: PhoneInputProps) => {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const language = displayLanguageFor(intl.locale) ?? "en";
  const options = useMemo(
    () =>
      countries().map((country: Country) => ({
        code: country.code,
        label: intl.formatMessage(
          { id: "components.phoneInput.countryOption", defaultMessage: "{flag} {name} ({dialCode})" },
          {
            flag: country.flag,
            name: country.name[language],
            dialCode: country.dial_code,
          },
        ),
      })),
    [intl, language],
  );
  const valid = isPhoneNumberValid(value, required);
  const shownError =
    error ??
    (touched && !valid
      ? intl.formatMessage(validationMessage("validation.mobileNumber.invalid"))
      : undefined);

  const change = (next: PhoneNumberValue) => {
    onChange(next);
    onValidityChange?.(isPhoneNumberValid(next, required));
  };

  return (
    <Field label={label} hint={hint} error={shownError} {...(id === undefined ? {} : { id })}>
      {({ controlId, describedBy, invalid }) => (
        <div className={styles.row}>
          <span className={styles.country}>
            <select
              className={classNames(control, styles.countrySelect)}
              aria-label={intl.formatMessage(messages.countryLabel)}
              value={value.country}
              disabled={disabled}
              autoComplete="tel-country-code"
              onChange={(event) => change({ country: event.target.value, number: value.number })}
            >
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon className={styles.chevron} />
          </span>
          <input
            id={controlId}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={classNames(control, styles.number)}
            value={value.number}
            disabled={disabled}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => change({ country: value.country, number: event.target.value })}
            onBlur={() => setTouched(true)}
          />
        </div>
      )}
    </Field>
  );
};
