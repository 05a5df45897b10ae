import { useState, type FormEvent, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { validationMessage, validationMessageOf } from "@/web/lib/domain-messages";
import * as styles from "@/web/lib/game-login-form.css";
import { gameLoginMethodMessages } from "@/web/lib/game-login-method-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    method: { id: "gameLoginForm.method", defaultMessage: "How you sign in to {game}" },
    choose: { id: "gameLoginForm.choose", defaultMessage: "Choose a login method" },
    noMethods: {
      id: "gameLoginForm.noMethods",
      defaultMessage: "This game has no login methods to choose from yet.",
    },
    loadFailed: {
      id: "gameLoginForm.loadFailed",
      defaultMessage: "The game's login methods could not be loaded",
    },
  }),
);

const selectOption = validationMessage("validation.common.selectOption");

/** Identifiers typed exactly (addresses, ids, e-mails): left to right whatever the page's direction. */
const LTR_METHODS: ReadonlySet<GameLoginMethod> = new Set<GameLoginMethod>([
  "IN_GAME_EMAIL",
  "IN_GAME_WALLET",
  "BROWSER_EXTENSION_WALLET",
  "SOLANA_WALLET",
  "STEAM_ID",
]);

/** How a gamer is known in a game: one of its login methods and their identifier for it. */
export interface GameLogin {
  readonly loginMethod: GameLoginMethod;
  readonly value: string;
}

/**
 * The gamer's login in a game (the campaigns' game details, the tournaments' in-game id): one of the game's
 * login methods and their identifier for it, checked with the domain's rule of that method (spec §5) before
 * `onSubmit` gets it. The area saves it: its failure comes back as `failure`, a rule's 400 shown on the field
 * and anything else worded by `formatFailure`. The area's own copy goes in `intro` (above the fields) and its
 * buttons, the submit one included, in `actions`.
 */
export const GameLoginForm = ({
  label,
  gameName,
  methods,
  defaultMethod,
  defaultValue = "",
  identifierLabel,
  intro,
  failure,
  formatFailure,
  onEdit,
  onSubmit,
  className,
  actions,
}: {
  /** The form's accessible name. */
  readonly label: string;
  readonly gameName: string;
  /** The game's login methods, as the area's query answers them. */
  readonly methods: {
    readonly isError: boolean;
    readonly data: { readonly items: readonly GameLoginMethod[] } | undefined;
  };
  /** The method shown until the gamer chooses one (the saved one), when the game still offers it. */
  readonly defaultMethod?: GameLoginMethod | undefined;
  readonly defaultValue?: string | undefined;
  /** The identifier field's label for a method; the method's own label when absent. */
  readonly identifierLabel?: (method: GameLoginMethod) => string;
  readonly intro?: ReactNode;
  readonly failure: unknown;
  readonly formatFailure: (failure: unknown) => string;
  /** Called on every change of the method or the identifier (to clear an earlier failure). */
  readonly onEdit?: () => void;
  readonly onSubmit: (login: GameLogin) => void;
  readonly className?: string;
  readonly actions: ReactNode;
}) => {
  const intl = useIntl();
  /** The gamer's own choice: undefined until they make one, "" when they chose none. */
  const [method, setMethod] = useState<GameLoginMethod | "" | undefined>(undefined);
  const [value, setValue] = useState(defaultValue);
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

  const offered = (candidate: GameLoginMethod | "" | undefined) =>
    candidate !== undefined && candidate !== "" && options.includes(candidate) ? candidate : undefined;
  const chosen: GameLoginMethod | undefined =
    offered(method) ??
    (method === undefined ? offered(defaultMethod) : undefined) ??
    (options.length === 1 ? options[0] : undefined);
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
        ? (failure.problem?.errors?.[0]?.message ?? formatFailure(failure))
        : formatFailure(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (chosen === undefined || rule !== undefined) return;
    onSubmit({ loginMethod: chosen, value: value.trim() });
  };

  return (
    <form
      className={className === undefined ? styles.form : `${styles.form} ${className}`}
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      {intro}
      <Select
        label={intl.formatMessage(messages.method, { game: gameName })}
        value={chosen ?? ""}
        placeholder={intl.formatMessage(messages.choose)}
        error={touched && chosen === undefined ? intl.formatMessage(selectOption) : undefined}
        onChange={(event) => {
          setMethod(options.find((option) => option === event.target.value) ?? "");
          onEdit?.();
        }}
        options={options.map((option) => ({
          value: option,
          label: intl.formatMessage(gameLoginMethodMessages[option]),
        }))}
      />
      {chosen === undefined ? null : (
        <Input
          label={
            identifierLabel === undefined
              ? intl.formatMessage(gameLoginMethodMessages[chosen])
              : identifierLabel(chosen)
          }
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          forceLtr={LTR_METHODS.has(chosen)}
          error={ruleError ?? serverError}
          onChange={(event) => {
            setValue(event.target.value);
            onEdit?.();
          }}
          onBlur={() => setTouched(value !== "")}
        />
      )}
      {chosen === undefined && serverError !== undefined ? (
        <p role="alert" className={styles.error}>
          {serverError}
        </p>
      ) : null}
      {actions}
    </form>
  );
};
