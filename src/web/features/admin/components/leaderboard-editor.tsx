import { useId, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { SCORE_SOURCES } from "@/domain/leaderboards/leaderboard-rules";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Tag } from "@/web/components/tag";
import { useToast } from "@/web/components/toast";
import { useUpdateLeaderboard, type AdminLeaderboard } from "@/web/features/admin/api/admin-api";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { errorAt as findError } from "@/web/features/admin/components/field-errors";
import { leaderboardFormMessages } from "@/web/features/admin/components/leaderboard-form";
import { PrizeTierEditor } from "@/web/features/admin/components/prize-tier-editor";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import {
  boardChanges,
  draftOfBoard,
  onlyTitleEditable,
  type BoardDraft,
} from "@/web/features/admin/leaderboard-edit-model";
import { localTimeZone } from "@/web/features/admin/units";
import { boardKindMessages, boardStatusMessages, scoreSourceMessages } from "@/web/lib/leaderboard-words";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    heading: { id: "admin.leaderboardEditor.heading", defaultMessage: "Edit {title}" },
    locked: {
      id: "admin.leaderboardEditor.locked",
      defaultMessage:
        "This season has started: only its title can change. Its dates, score source and prizes stay as they are.",
    },
    save: { id: "admin.leaderboardEditor.save", defaultMessage: "Save changes" },
    back: { id: "admin.leaderboardEditor.back", defaultMessage: "Back to the leaderboards" },
    saved: { id: "admin.leaderboardEditor.saved", defaultMessage: "{title} is saved." },
  }),
);

/** The editor's words; the console's way back from a board it cannot load shares `back`. */
export { messages as leaderboardEditorMessages };

/**
 * The admin's editor of one platform leaderboard (`updateLeaderboard`): its title at any time; its season, score
 * source and prize tiers while it has not started. Only what the admin changed is sent; the server's refusal
 * (a 400 naming fields, 409 once the season has started meanwhile, 422 for a season or tiers it will not take)
 * is shown above the form and at the fields it names. Leaving with unsaved edits asks first.
 */
export const LeaderboardEditor = ({
  board,
  onDone,
}: {
  readonly board: AdminLeaderboard;
  readonly onDone: () => void;
}) => {
  const intl = useIntl();
  const toast = useToast();
  const headingId = useId();
  const update = useUpdateLeaderboard(board.id);
  const [saved] = useState(() => draftOfBoard(board));
  const [draft, setDraft] = useState<BoardDraft>(saved);
  const [touched, setTouched] = useState(false);
  const locked = onlyTitleEditable(board);
  const built = boardChanges(board, saved, draft);
  const problem = update.error === null ? undefined : showProblem(intl, update.error);
  const own = touched && "errors" in built ? built.errors : {};
  const errorAt = (key: string) => findError(intl, key, own, problem?.fields ?? []);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (change: Partial<BoardDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = () => {
    setTouched(true);
    if (!("changes" in built)) return;
    // Typed back to what was saved ("2000.0" for "2000"): there is nothing to send.
    if (Object.keys(built.changes).length === 0) return onDone();
    update.mutate(built.changes, {
      onSuccess: (answer) => {
        toast.show({ message: intl.formatMessage(messages.saved, { title: answer.title }), tone: "success" });
        onDone();
      },
    });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <AdminForm
        onSubmit={submit}
        aria-labelledby={headingId}
        unsaved={dirty && !update.isPending && !update.isSuccess}
      >
        <div className={styles.stack}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {intl.formatMessage(messages.heading, { title: board.title })}
          </h2>
          <div className={styles.checkboxes}>
            <Badge tone={board.status === "LIVE" ? "accent" : "neutral"}>
              {intl.formatMessage(boardStatusMessages[board.status])}
            </Badge>
            <Tag>{intl.formatMessage(boardKindMessages[board.kind])}</Tag>
          </div>
        </div>
        {locked ? <p className={styles.notice}>{intl.formatMessage(messages.locked)}</p> : null}
        {problem === undefined ? null : <ProblemSummary problem={problem} />}
        <Input
          label={intl.formatMessage(leaderboardFormMessages.title)}
          value={draft.title}
          maxLength={120}
          required
          error={errorAt("title")}
          onChange={(event) => set({ title: event.target.value })}
        />
        <Select
          label={intl.formatMessage(leaderboardFormMessages.source)}
          hint={intl.formatMessage(leaderboardFormMessages.sourceHint)}
          options={SCORE_SOURCES.map((source) => ({
            value: source,
            label: intl.formatMessage(scoreSourceMessages[source]),
          }))}
          value={draft.scoreSource}
          disabled={locked}
          error={errorAt("scoreSource")}
          onChange={(event) => {
            const scoreSource = SCORE_SOURCES.find((source) => source === event.target.value);
            if (scoreSource !== undefined) set({ scoreSource });
          }}
        />
        <div className={styles.stack}>
          <p className={styles.muted}>
            {intl.formatMessage(leaderboardFormMessages.zoneHint, { zone: localTimeZone() })}
          </p>
          <div className={styles.fieldGrid}>
            <Input
              type="datetime-local"
              label={intl.formatMessage(leaderboardFormMessages.startsAt)}
              value={draft.startsAt}
              required
              disabled={locked}
              error={errorAt("seasonStartsAt")}
              onChange={(event) => set({ startsAt: event.target.value })}
            />
            <Input
              type="datetime-local"
              label={intl.formatMessage(leaderboardFormMessages.endsAt)}
              value={draft.endsAt}
              required
              disabled={locked}
              error={errorAt("seasonEndsAt")}
              onChange={(event) => set({ endsAt: event.target.value })}
            />
          </div>
        </div>
        <PrizeTierEditor
          tiers={draft.tiers}
          disabled={locked}
          errorAt={errorAt}
          onChange={(tiers) => set({ tiers })}
        />
        <div className={styles.startActions}>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button tone="secondary" onClick={onDone}>
            {intl.formatMessage(messages.back)}
          </Button>
        </div>
      </AdminForm>
    </Card>
  );
};
