/**
 * The content console's game texts: an admin picks a game and writes its name, tagline and description in any
 * display language (English required: every other language falls back to it). Readers of the catalogue see
 * their own.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import {
  useAdminGameTexts,
  useGameOptions,
  useSaveGameTexts,
  type GameTexts,
} from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { languageOptions, textIn, withText } from "@/web/features/admin/components/localised-texts";
import { showProblem } from "@/web/features/admin/components/problem";
import { TextArea } from "@/web/features/admin/components/text-area";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    game: { id: "admin.gameTexts.game", defaultMessage: "Game" },
    gameHint: {
      id: "admin.gameTexts.gameHint",
      defaultMessage: "Save or undo your changes before you pick another game.",
    },
    pickGame: { id: "admin.gameTexts.pickGame", defaultMessage: "Pick a game" },
    language: { id: "admin.gameTexts.language", defaultMessage: "Language of the texts" },
    languageHint: {
      id: "admin.gameTexts.languageHint",
      defaultMessage:
        "The name, the tagline and the description need English: readers of other languages see it when theirs is missing. Leave a field empty to show English.",
    },
    name: { id: "admin.gameTexts.name", defaultMessage: "Name" },
    tagline: { id: "admin.gameTexts.tagline", defaultMessage: "Tagline" },
    description: { id: "admin.gameTexts.description", defaultMessage: "Description" },
    characters: {
      id: "admin.gameTexts.characters",
      defaultMessage: "{count, number} of {max, number} characters",
    },
    save: { id: "admin.gameTexts.save", defaultMessage: "Save the game's texts" },
    undo: { id: "admin.gameTexts.undo", defaultMessage: "Undo changes" },
    saved: { id: "admin.gameTexts.saved", defaultMessage: "The game's texts are saved" },
    loading: { id: "admin.gameTexts.loading", defaultMessage: "Loading the game's texts…" },
    loadFailed: { id: "admin.gameTexts.loadFailed", defaultMessage: "The game's texts could not be loaded" },
    gamesFailed: { id: "admin.gameTexts.gamesFailed", defaultMessage: "The games could not be loaded" },
  }),
);

/** The one-line texts a game has, each with its field's label and the contract's longest text. */
const FIELDS = [
  { field: "names", label: messages.name, maxLength: 120 },
  { field: "taglines", label: messages.tagline, maxLength: 300 },
] as const;

/** The contract's longest description, as long as the game's English one may be. */
const DESCRIPTION_MAX_LENGTH = 10_000;

const sameTexts = (a: GameTexts, b: GameTexts): boolean => {
  const key = (texts: GameTexts) =>
    JSON.stringify(
      [texts.names, texts.taglines, texts.descriptions].map((field) =>
        [...field].sort((x, y) => x.language.localeCompare(y.language)),
      ),
    );
  return key(a) === key(b);
};

const GameTextsEditor = ({
  gameId,
  initial,
  onDirtyChange,
}: {
  readonly gameId: number;
  readonly initial: GameTexts;
  readonly onDirtyChange: (dirty: boolean) => void;
}) => {
  const intl = useIntl();
  const toast = useToast();
  const save = useSaveGameTexts();
  const [saved, setSaved] = useState<GameTexts>(initial);
  const [draft, setDraftState] = useState<GameTexts>(initial);
  const [language, setLanguage] = useState("en");
  const dirty = !sameTexts(draft, saved);
  const description = textIn(draft.descriptions, language);
  const problem = save.error === null ? undefined : showProblem(intl, save.error);
  const setDraft = (next: GameTexts, against = saved) => {
    setDraftState(next);
    onDirtyChange(!sameTexts(next, against));
  };
  return (
    <AdminForm
      aria-label={intl.formatMessage(messages.save)}
      unsaved={dirty && !save.isPending}
      problem={problem}
      onSubmit={() => {
        save.mutate(
          { gameId, texts: draft },
          {
            onSuccess: (answer) => {
              setSaved(answer);
              setDraft(answer, answer);
              toast.show({ message: intl.formatMessage(messages.saved), tone: "success" });
            },
          },
        );
      }}
    >
      <Select
        label={intl.formatMessage(messages.language)}
        hint={intl.formatMessage(messages.languageHint)}
        value={language}
        options={languageOptions(intl)}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <div className={styles.fieldGrid}>
        {FIELDS.map(({ field, label, maxLength }) => (
          <Input
            key={field}
            label={intl.formatMessage(label)}
            value={textIn(draft[field], language)}
            placeholder={language === "en" ? undefined : textIn(draft[field], "en")}
            lang={language}
            dir="auto"
            maxLength={maxLength}
            onChange={(event) =>
              setDraft({ ...draft, [field]: withText(draft[field], language, event.target.value) })
            }
          />
        ))}
      </div>
      <TextArea
        label={intl.formatMessage(messages.description)}
        // The browser stops typing at the limit; the count says how near it is (the browser's own measure).
        hint={intl.formatMessage(messages.characters, {
          count: description.length,
          max: DESCRIPTION_MAX_LENGTH,
        })}
        value={description}
        placeholder={language === "en" ? undefined : textIn(draft.descriptions, "en")}
        lang={language}
        dir="auto"
        rows={8}
        maxLength={DESCRIPTION_MAX_LENGTH}
        onChange={(event) =>
          setDraft({
            ...draft,
            descriptions: withText(draft.descriptions, language, event.target.value),
          })
        }
      />
      <div className={styles.actions}>
        <Button type="button" tone="secondary" disabled={!dirty} onClick={() => setDraft(saved)}>
          {intl.formatMessage(messages.undo)}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </AdminForm>
  );
};

const GameTextsLoader = ({
  gameId,
  onDirtyChange,
}: {
  readonly gameId: number;
  readonly onDirtyChange: (dirty: boolean) => void;
}) => {
  const intl = useIntl();
  const texts = useAdminGameTexts(gameId);
  if (texts.isError)
    return (
      <AdminLoadFailed
        error={texts.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void texts.refetch()}
      />
    );
  if (texts.data === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
  return <GameTextsEditor gameId={gameId} initial={texts.data} onDirtyChange={onDirtyChange} />;
};

/** Picks a game, then edits its name, tagline and description in every display language. */
export const GameTextsConsole = () => {
  const intl = useIntl();
  const games = useGameOptions(true);
  const [gameId, setGameId] = useState<number | undefined>();
  const [dirty, setDirty] = useState(false);
  if (games.isError)
    return (
      <AdminLoadFailed
        error={games.error}
        title={intl.formatMessage(messages.gamesFailed)}
        onRetry={() => void games.refetch()}
      />
    );
  return (
    <div className={styles.stack}>
      <Select
        label={intl.formatMessage(messages.game)}
        hint={dirty ? intl.formatMessage(messages.gameHint) : undefined}
        value={gameId === undefined ? "" : String(gameId)}
        placeholder={intl.formatMessage(messages.pickGame)}
        disabled={dirty || games.data === undefined}
        options={(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))}
        onChange={(event) => setGameId(event.target.value === "" ? undefined : Number(event.target.value))}
      />
      {gameId === undefined ? null : (
        <GameTextsLoader key={gameId} gameId={gameId} onDirtyChange={setDirty} />
      )}
    </div>
  );
};
