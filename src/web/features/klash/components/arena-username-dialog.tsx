import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { ARENA_LOGIN_METHOD } from "@/domain/games/arena";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useSaveArenaUsername, type ArenaGame } from "@/web/features/klash/api/klash-api";
import * as styles from "@/web/features/klash/components/klash.css";
import { validationMessageOf } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    addTitle: { id: "klash.usernameDialog.addTitle", defaultMessage: "Add your arena username" },
    editTitle: { id: "klash.usernameDialog.editTitle", defaultMessage: "Edit your arena username" },
    description: {
      id: "klash.usernameDialog.description",
      defaultMessage: "The arena knows you by your in-game user id in each game. Pick the game and enter it.",
    },
    game: { id: "klash.usernameDialog.game", defaultMessage: "Game" },
    username: { id: "klash.usernameDialog.username", defaultMessage: "Arena username" },
    save: { id: "klash.usernameDialog.save", defaultMessage: "Save username" },
    saving: { id: "klash.usernameDialog.saving", defaultMessage: "Saving…" },
    cancel: { id: "klash.usernameDialog.cancel", defaultMessage: "Cancel" },
  }),
);

/**
 * The bash arena username modal (spec §2): add, edit and select. The gamer selects the game (the one they
 * opened it from is chosen), sees the username saved for it, and adds or changes it, checked with the in-game
 * user id rule of spec §5 before it is sent.
 */
export const ArenaUsernameDialog = ({
  games,
  initialGameId,
  onClose,
  onSaved,
}: {
  readonly games: readonly ArenaGame[];
  readonly initialGameId: number;
  readonly onClose: () => void;
  readonly onSaved: (game: ArenaGame, username: string) => void;
}) => {
  const intl = useIntl();
  const save = useSaveArenaUsername();
  const [gameId, setGameId] = useState(initialGameId);
  const game = games.find((candidate) => candidate.gameId === gameId) ?? games[0];
  const [value, setValue] = useState(game?.arenaUsername ?? "");
  const [touched, setTouched] = useState(false);
  const rule = firstFailure(gameLoginIdentifierFor(ARENA_LOGIN_METHOD), value.trim());
  const ruleError =
    touched && rule !== undefined
      ? intl.formatMessage(
          validationMessageOf(rule.messageId) ?? { id: rule.messageId, defaultMessage: rule.message },
        )
      : undefined;
  const serverError = save.isError ? formatProblem(intl, save.error, ["GameNotFound"]) : undefined;

  const choose = (next: number) => {
    setGameId(next);
    setValue(games.find((candidate) => candidate.gameId === next)?.arenaUsername ?? "");
    setTouched(false);
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (game === undefined || rule !== undefined) return;
    const username = value.trim();
    save.mutate({ gameId: game.gameId, value: username }, { onSuccess: () => onSaved(game, username) });
  };

  const formId = "arena-username-form";
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        game?.arenaUsername ? intl.formatMessage(messages.editTitle) : intl.formatMessage(messages.addTitle)
      }
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <Button tone="ghost" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? intl.formatMessage(messages.saving) : intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Select
          label={intl.formatMessage(messages.game)}
          value={String(game?.gameId ?? "")}
          onChange={(event) => choose(Number(event.target.value))}
          options={games.map((candidate) => ({ value: String(candidate.gameId), label: candidate.name }))}
        />
        <Input
          label={intl.formatMessage(messages.username)}
          value={value}
          maxLength={64}
          autoComplete="off"
          forceLtr
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          error={ruleError ?? serverError}
        />
      </form>
    </Dialog>
  );
};
