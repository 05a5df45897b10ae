import { useState, type FormEvent } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { firstFailure, validationMessage } from "@/domain/validation/validate";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import {
  useGameLoginMethods,
  useGameUsername,
  useUpdateGameUsername,
  type GameLoginMethod,
} from "@/web/features/campaigns/api/campaigns-api";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { ApiError } from "@/web/lib/api-client";
import { validationMessageOf } from "@/web/lib/domain-messages";
import { gameLoginMethodMessages } from "@/web/lib/game-login-method-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "campaigns.gameDetails.legend", defaultMessage: "Your game login" },
    method: { id: "campaigns.gameDetails.method", defaultMessage: "How you sign in to {game}" },
    choose: { id: "campaigns.gameDetails.choose", defaultMessage: "Choose a login method" },
    value: { id: "campaigns.gameDetails.value", defaultMessage: "Your {method}" },
    save: { id: "campaigns.gameDetails.save", defaultMessage: "Save game details" },
    saving: { id: "campaigns.gameDetails.saving", defaultMessage: "Saving…" },
    saved: { id: "campaigns.gameDetails.saved", defaultMessage: "Saved: {method} {value}" },
    noMethods: {
      id: "campaigns.gameDetails.noMethods",
      defaultMessage: "This game has no login methods to choose from yet.",
    },
    loadFailed: {
      id: "campaigns.gameDetails.loadFailed",
      defaultMessage: "The game's login methods could not be loaded",
    },
  }),
);

export const loginMethodMessages: Readonly<Record<GameLoginMethod, MessageDescriptor>> = defineMessages({
  USER_NAME: { id: "campaigns.loginMethod.userName", defaultMessage: "user name" },
  IN_GAME_EMAIL: { id: "campaigns.loginMethod.inGameEmail", defaultMessage: "in-game e-mail" },
  IN_GAME_WALLET: { id: "campaigns.loginMethod.inGameWallet", defaultMessage: "in-game wallet" },
  IN_GAME_USER_ID: { id: "campaigns.loginMethod.inGameUserId", defaultMessage: "in-game user id" },
  BROWSER_EXTENSION_WALLET: {
    id: "campaigns.loginMethod.browserExtensionWallet",
    defaultMessage: "browser-extension wallet",
  },
  SOLANA_WALLET: { id: "campaigns.loginMethod.solanaWallet", defaultMessage: "Solana wallet" },
  STEAM_ID: { id: "campaigns.loginMethod.steamId", defaultMessage: "Steam id" },
});

/** The same methods as choices and tags on their own, where a label starts with a capital. */

/** Not in the site's catalogue, so it reads in the domain's English in every language, as it always has. */
const selectOption: MessageDescriptor = {
  id: validationMessage("validation.common.selectOption").messageId,
  defaultMessage: validationMessage("validation.common.selectOption").message,
};

/** Identifiers typed exactly (addresses, ids, e-mails): left to right whatever the page's direction. */
const LTR_METHODS: ReadonlySet<GameLoginMethod> = new Set<GameLoginMethod>([
  "IN_GAME_EMAIL",
  "IN_GAME_WALLET",
  "BROWSER_EXTENSION_WALLET",
  "SOLANA_WALLET",
  "STEAM_ID",
]);

/**
 * The CAPTURE_GAME_DETAILS form (and the quest login method's): the game's login method and the gamer's
 * identifier for it, checked with the domain's rule of that method before it is saved (updateGameUsername).
 */
export const GameDetailsForm = ({
  gameId,
  gameName,
  onSaved,
}: {
  gameId: number;
  gameName: string;
  onSaved?: () => void;
}) => {
  const intl = useIntl();
  const methods = useGameLoginMethods(gameId);
  const saved = useGameUsername(gameId);
  const save = useUpdateGameUsername(gameId);
  const [method, setMethod] = useState<GameLoginMethod | "">("");
  const [value, setValue] = useState("");
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
    method !== "" ? method : (saved.data?.loginMethod ?? (options.length === 1 ? options[0] : undefined));
  const failure =
    chosen === undefined ? undefined : firstFailure(gameLoginIdentifierFor(chosen), value.trim());
  const ruleError =
    !touched || failure === undefined
      ? undefined
      : intl.formatMessage(
          validationMessageOf(failure.messageId) ?? {
            id: failure.messageId,
            defaultMessage: failure.message,
          },
        );
  const serverError =
    save.error === null
      ? undefined
      : problemCodeOf(save.error) === "ValidationFailed" && save.error instanceof ApiError
        ? (save.error.problem?.errors?.[0]?.message ?? formatCampaignFailure(intl, save.error))
        : formatCampaignFailure(intl, save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (chosen === undefined || failure !== undefined) return;
    save.mutate({ loginMethod: chosen, value: value.trim() }, { onSuccess: () => onSaved?.() });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage(messages.legend)}
    >
      {saved.data ? (
        <p className={styles.success} role="status">
          {intl.formatMessage(messages.saved, {
            method: intl.formatMessage(loginMethodMessages[saved.data.loginMethod]),
            value: saved.data.value,
          })}
        </p>
      ) : null}
      <Select
        label={intl.formatMessage(messages.method, { game: gameName })}
        value={chosen ?? ""}
        placeholder={intl.formatMessage(messages.choose)}
        error={touched && chosen === undefined ? intl.formatMessage(selectOption) : undefined}
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value);
          setMethod(next ?? "");
          save.reset();
        }}
        options={options.map((option) => ({
          value: option,
          label: intl.formatMessage(gameLoginMethodMessages[option]),
        }))}
      />
      {chosen === undefined ? null : (
        <Input
          label={intl.formatMessage(messages.value, {
            method: intl.formatMessage(loginMethodMessages[chosen]),
          })}
          value={value}
          autoComplete="off"
          forceLtr={LTR_METHODS.has(chosen)}
          error={ruleError ?? serverError}
          onChange={(event) => {
            setValue(event.target.value);
            save.reset();
          }}
          onBlur={() => setTouched(value !== "")}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" tone="secondary" disabled={save.isPending} aria-busy={save.isPending}>
          {intl.formatMessage(save.isPending ? messages.saving : messages.save)}
        </Button>
      </div>
    </form>
  );
};
