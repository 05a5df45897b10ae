import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import {
  useGameLoginMethods,
  type GameLoginMethod,
  type InGameId,
} from "@/web/features/tournaments/api/tournaments-api";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { ApiError } from "@/web/lib/api-client";
import { validationMessage, validationMessageOf } from "@/web/lib/domain-messages";
import { gameLoginMethodMessages } from "@/web/lib/game-login-method-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "tournaments.inGameId.legend", defaultMessage: "Your in-game id for {game}" },
    lead: {
      id: "tournaments.inGameId.lead",
      defaultMessage: "The organisers find you in {game} by it. It is saved for your next registrations.",
    },
    method: { id: "tournaments.inGameId.method", defaultMessage: "How you sign in to {game}" },
    choose: { id: "tournaments.inGameId.choose", defaultMessage: "Choose a login method" },
    cancel: { id: "tournaments.inGameId.cancel", defaultMessage: "Cancel" },
    noMethods: {
      id: "tournaments.inGameId.noMethods",
      defaultMessage: "This game has no login methods to choose from yet.",
    },
    loadFailed: {
      id: "tournaments.inGameId.loadFailed",
      defaultMessage: "The game's login methods could not be loaded",
    },
  }),
);

/** Each login method as a label of its own (a choice, or the field it asks for). */

const selectOption = validationMessage("validation.common.selectOption");

/** Identifiers typed exactly (addresses, ids, e-mails): left to right whatever the page's direction. */
const LTR_METHODS: ReadonlySet<GameLoginMethod> = new Set<GameLoginMethod>([
  "IN_GAME_EMAIL",
  "IN_GAME_WALLET",
  "BROWSER_EXTENSION_WALLET",
  "SOLANA_WALLET",
  "STEAM_ID",
]);

/**
 * The gamer's in-game id for the tournament's game: one of the game's login methods and their identifier for
 * it, checked with the domain's rule of that method (spec §5) before `onSubmit` gets it. The caller saves it
 * (and registers); its failure comes back as `failure`, a rule's 400 shown on the field.
 */
export const InGameIdForm = ({
  gameId,
  gameName,
  current,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
}: {
  readonly gameId: number;
  readonly gameName: string;
  readonly current: InGameId | null;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly failure: unknown;
  readonly onSubmit: (inGameId: InGameId) => void;
  readonly onCancel: () => void;
}) => {
  const intl = useIntl();
  const methods = useGameLoginMethods(gameId, true);
  const [method, setMethod] = useState<GameLoginMethod | "">(current?.loginMethod ?? "");
  const [value, setValue] = useState(current?.value ?? "");
  const [touched, setTouched] = useState(false);

  if (methods.isError)
    return (
      <p role="alert" className={styles.error}>
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (methods.data === undefined) return <Skeleton blockSize="6rem" />;
  const options = methods.data.items;
  if (options.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.noMethods)}</p>;

  const chosen: GameLoginMethod | undefined =
    method !== "" && options.includes(method) ? method : options.length === 1 ? options[0] : undefined;
  const rule = chosen === undefined ? undefined : firstFailure(gameLoginIdentifierFor(chosen), value.trim());
  const ruleError =
    !touched || rule === undefined
      ? undefined
      : intl.formatMessage(
          validationMessageOf(rule.messageId) ?? { id: rule.messageId, defaultMessage: rule.message },
        );
  const serverError =
    failure === null || failure === undefined
      ? undefined
      : problemCodeOf(failure) === "ValidationFailed" && failure instanceof ApiError
        ? (failure.problem?.errors?.[0]?.message ?? formatTournamentFailure(intl, failure))
        : formatTournamentFailure(intl, failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (chosen === undefined || rule !== undefined) return;
    onSubmit({ loginMethod: chosen, value: value.trim() });
  };

  return (
    <form
      className={`${styles.stack} ${styles.narrowForm}`}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage(messages.legend, { game: gameName })}
    >
      <p className={styles.muted}>{intl.formatMessage(messages.lead, { game: gameName })}</p>
      <Select
        label={intl.formatMessage(messages.method, { game: gameName })}
        value={chosen ?? ""}
        placeholder={intl.formatMessage(messages.choose)}
        error={touched && chosen === undefined ? intl.formatMessage(selectOption) : undefined}
        onChange={(event) => setMethod(options.find((option) => option === event.target.value) ?? "")}
        options={options.map((option) => ({
          value: option,
          label: intl.formatMessage(gameLoginMethodMessages[option]),
        }))}
      />
      {chosen === undefined ? null : (
        <Input
          label={intl.formatMessage(gameLoginMethodMessages[chosen])}
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          forceLtr={LTR_METHODS.has(chosen)}
          error={ruleError ?? serverError}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(value !== "")}
        />
      )}
      {chosen === undefined && serverError !== undefined ? (
        <p role="alert" className={styles.error}>
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
        <Button tone="ghost" onClick={onCancel} disabled={pending}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
};
