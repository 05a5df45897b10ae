import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { SiteUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Input } from "@/web/components/input";
import { useUsernameAvailability } from "@/web/features/account/api/account-api";
import { formatDomainMessage } from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import * as styles from "@/web/features/account/components/account.css";

/** How long typing must pause before the server is asked whether the name is free. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

const messages = plainMessages(
  defineMessages({
    label: { id: "account.usernameField.label", defaultMessage: "Username" },
    hint: { id: "account.usernameField.hint", defaultMessage: "5 to 10 letters or digits, no spaces" },
    checking: { id: "account.usernameField.checking", defaultMessage: "Checking whether it is free…" },
    available: { id: "account.usernameField.available", defaultMessage: "{username} is available" },
    current: { id: "account.usernameField.current", defaultMessage: "This is your username" },
    checkFailed: {
      id: "account.usernameField.checkFailed",
      defaultMessage: "We could not check this name right now; you can still save it.",
    },
  }),
);

export type UsernameCheck =
  | { readonly kind: "empty" }
  | { readonly kind: "rule"; readonly messageId: string; readonly message: string }
  | { readonly kind: "current" }
  | { readonly kind: "checking" }
  | { readonly kind: "available" }
  | { readonly kind: "taken"; readonly messageId: string; readonly message: string }
  | { readonly kind: "unknown" };

/** `value`, once it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T,>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/**
 * The live check of a site username: the domain's rule first (the same rule the server applies, so its
 * message shows at once and no request is made for a name that cannot be valid), then, once typing pauses,
 * the server's answer on whether the name is free.
 */
export const useUsernameCheck = (value: string, current: string | null | undefined): UsernameCheck => {
  const settled = useDebouncedValue(value, USERNAME_CHECK_DEBOUNCE_MS);
  const failure = value === "" ? undefined : firstFailure(SiteUsername, value);
  const ask = value !== "" && failure === undefined && value !== current;
  const availability = useUsernameAvailability(settled, ask && settled === value);

  if (value === "") return { kind: "empty" };
  if (failure !== undefined) return { kind: "rule", messageId: failure.messageId, message: failure.message };
  if (value === current) return { kind: "current" };
  if (settled !== value || availability.isPending) return { kind: "checking" };
  if (availability.isError) return { kind: "unknown" };
  const answer = availability.data;
  if (answer.available) return { kind: "available" };
  return {
    kind: "taken",
    messageId: answer.messageId ?? "errors.UsernameTaken",
    message: answer.message ?? "Username already taken",
  };
};

export interface UsernameFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly check: UsernameCheck;
  /** An error to show instead of the live one (the server's answer to a submit). */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** The username input with the live check's answer under it. */
export const UsernameField = ({ value, onChange, check, error, disabled = false }: UsernameFieldProps) => {
  const intl = useIntl();
  const liveError =
    check.kind === "rule" || check.kind === "taken" ? formatDomainMessage(intl, check) : undefined;
  const status =
    check.kind === "checking" ? (
      intl.formatMessage(messages.checking)
    ) : check.kind === "available" ? (
      <span className={styles.success}>{intl.formatMessage(messages.available, { username: value })}</span>
    ) : check.kind === "current" ? (
      intl.formatMessage(messages.current)
    ) : check.kind === "unknown" ? (
      intl.formatMessage(messages.checkFailed)
    ) : (
      intl.formatMessage(messages.hint)
    );
  return (
    <Input
      label={intl.formatMessage(messages.label)}
      hint={<span aria-live="polite">{status}</span>}
      error={error ?? liveError}
      value={value}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      forceLtr
      maxLength={64}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
