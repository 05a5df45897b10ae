import { useEffect, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { kleosNameOf } from "@/domain/pog/pog-name";
import { PogUsername } from "@/domain/validation/username-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { usePogNameAvailability, useReservePogName } from "@/web/features/pog/api/pog-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure, formatPogMessage } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

/** How long typing must pause before the server is asked whether the name is free. */
export const POG_NAME_CHECK_DEBOUNCE_MS = 400;

const messages = plainMessages(
  defineMessages({
    label: { id: "pog.reserveName.label", defaultMessage: "Your Kleos name" },
    hint: {
      id: "pog.reserveName.hint",
      defaultMessage: "5 to 12 letters or digits, no spaces. Your card shows it as {example}.",
    },
    checking: { id: "pog.reserveName.checking", defaultMessage: "Checking whether it is free…" },
    available: { id: "pog.reserveName.available", defaultMessage: "{name} is available" },
    checkFailed: {
      id: "pog.reserveName.checkFailed",
      defaultMessage: "We could not check this name right now; you can still try to reserve it.",
    },
    reserve: { id: "pog.reserveName.reserve", defaultMessage: "Reserve" },
    reserving: { id: "pog.reserveName.reserving", defaultMessage: "Reserving…" },
    signInToReserve: { id: "pog.reserveName.signInToReserve", defaultMessage: "Sign in to reserve" },
  }),
);

type NameCheck =
  | { readonly kind: "empty" }
  | { readonly kind: "rule"; readonly messageId: string; readonly message: string }
  | { readonly kind: "checking" }
  | { readonly kind: "available" }
  | { readonly kind: "taken"; readonly messageId: string; readonly message: string }
  | { readonly kind: "unknown" };

/** `value`, once it has stopped changing for `delayMs`. */
const useDebouncedValue = <T,>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/**
 * The live check of a POG name: the domain's rule first (the server's own rule, so its message shows at once
 * and no request is made for a name that cannot be valid), then, once typing pauses, whether it is free.
 */
const usePogNameCheck = (value: string): NameCheck => {
  const settled = useDebouncedValue(value, POG_NAME_CHECK_DEBOUNCE_MS);
  const failure = value === "" ? undefined : firstFailure(PogUsername, value);
  const ask = value !== "" && failure === undefined;
  const availability = usePogNameAvailability(settled, ask && settled === value);

  if (value === "") return { kind: "empty" };
  if (failure !== undefined) return { kind: "rule", messageId: failure.messageId, message: failure.message };
  if (settled !== value || availability.isPending) return { kind: "checking" };
  if (availability.isError) return { kind: "unknown" };
  const answer = availability.data;
  if (answer.available) return { kind: "available" };
  return {
    kind: "taken",
    messageId: answer.messageId ?? "errors.PogUsernameTaken",
    message: answer.message ?? "Username already taken",
  };
};

/**
 * Step 1 of the mint flow: a name with its live availability, and Reserve. A guest may check names; Reserve
 * opens the login for them.
 */
export const ReserveNameForm = ({ signedIn }: { readonly signedIn: boolean }) => {
  const intl = useIntl();
  const startLogin = useStartLoginFlow();
  const reserve = useReservePogName();
  const [name, setName] = useState("");
  const check = usePogNameCheck(name);

  const liveError =
    check.kind === "rule" || check.kind === "taken" ? formatPogMessage(intl, check) : undefined;
  const submitError = reserve.isError ? formatPogFailure(intl, reserve.error) : undefined;
  const status =
    check.kind === "checking" ? (
      intl.formatMessage(messages.checking)
    ) : check.kind === "available" ? (
      <span className={styles.success}>
        {intl.formatMessage(messages.available, { name: kleosNameOf(name) })}
      </span>
    ) : check.kind === "unknown" ? (
      intl.formatMessage(messages.checkFailed)
    ) : (
      intl.formatMessage(messages.hint, { example: kleosNameOf("arjun") })
    );
  const canReserve = check.kind === "available" || check.kind === "unknown";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      startLogin();
      return;
    }
    if (!canReserve || reserve.isPending) return;
    reserve.mutate(name);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        label={intl.formatMessage(messages.label)}
        hint={<span aria-live="polite">{status}</span>}
        error={liveError ?? submitError}
        value={name}
        name="pogName"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        forceLtr
        maxLength={64}
        disabled={reserve.isPending}
        onChange={(event) => {
          setName(event.target.value);
          if (reserve.isError) reserve.reset();
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={signedIn && (!canReserve || reserve.isPending)}>
          {intl.formatMessage(
            !signedIn ? messages.signInToReserve : reserve.isPending ? messages.reserving : messages.reserve,
          )}
        </Button>
      </div>
    </form>
  );
};
