import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import {
  LEADERBOARD_KINDS,
  SCORE_SOURCES,
  leaderboardProblem,
  type LeaderboardKind,
  type ScoreSource,
} from "@/domain/leaderboards/leaderboard-rules";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import { useCreateLeaderboard, type LeaderboardInput } from "@/web/features/admin/api/admin-api";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem, type ShownProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { fromDateTimeLocal, localTimeZone, parseCount, parseWholeUnits } from "@/web/features/admin/units";
import { boardKindMessages, scoreSourceMessages } from "@/web/lib/leaderboard-words";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    heading: { id: "admin.leaderboard.heading", defaultMessage: "New leaderboard" },
    lead: {
      id: "admin.leaderboard.lead",
      defaultMessage:
        "A season ranks one scope by one score source; its prizes are paid in K-Cash once the season ends.",
    },
    title: { id: "admin.leaderboard.title", defaultMessage: "Title" },
    kind: { id: "admin.leaderboard.kind", defaultMessage: "Who is ranked" },
    source: { id: "admin.leaderboard.source", defaultMessage: "Score source" },
    sourceHint: {
      id: "admin.leaderboard.sourceHint",
      defaultMessage: "Counted when it happens during the season; a clan scores its members'.",
    },
    startsAt: { id: "admin.leaderboard.startsAt", defaultMessage: "Season starts" },
    endsAt: { id: "admin.leaderboard.endsAt", defaultMessage: "Season ends" },
    zoneHint: { id: "admin.leaderboard.zoneHint", defaultMessage: "Times are in {zone}." },
    prizeTo: { id: "admin.leaderboard.prizeTo", defaultMessage: "Prize for ranks 1 to" },
    prizeAmount: { id: "admin.leaderboard.prizeAmount", defaultMessage: "K-Cash for each" },
    create: { id: "admin.leaderboard.create", defaultMessage: "Create leaderboard" },
    created: { id: "admin.leaderboard.created", defaultMessage: "{title} is created." },
    open: { id: "admin.leaderboard.open", defaultMessage: "Open {title}" },
    required: { id: "admin.leaderboard.required", defaultMessage: "Enter a value" },
    date: { id: "admin.leaderboard.date", defaultMessage: "Enter a date and time" },
    order: { id: "admin.leaderboard.order", defaultMessage: "The season must end after it starts" },
    count: { id: "admin.leaderboard.count", defaultMessage: "Enter a whole number from 1" },
    amount: { id: "admin.leaderboard.amount", defaultMessage: "Enter an amount of K-Cash" },
  }),
);

/** The board form's words, which the leaderboard editor shares. */
export { messages as leaderboardFormMessages };

/** K-Cash has two decimals: prizes are typed in whole K-Cash and sent in base units. */
const KCASH_DECIMALS = 2;

interface Draft {
  readonly title: string;
  readonly kind: LeaderboardKind;
  readonly scoreSource: ScoreSource;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly prizeTo: string;
  readonly prizeAmount: string;
}

type Field = keyof Draft;

const emptyDraft: Draft = {
  title: "",
  kind: "GAMER",
  scoreSource: "KPOINTS_EARNED",
  startsAt: "",
  endsAt: "",
  prizeTo: "3",
  prizeAmount: "",
};

/** The draft as the contract's input, or what is wrong with each field. */
const build = (
  draft: Draft,
):
  | { readonly input: LeaderboardInput }
  | { readonly errors: Partial<Record<Field, keyof typeof messages>> } => {
  const errors: Partial<Record<Field, keyof typeof messages>> = {};
  const startsAt = fromDateTimeLocal(draft.startsAt);
  const endsAt = fromDateTimeLocal(draft.endsAt);
  const prizeTo = parseCount(draft.prizeTo);
  const amount = parseWholeUnits(draft.prizeAmount, KCASH_DECIMALS);
  if (draft.title.trim() === "") errors.title = "required";
  if (startsAt === undefined) errors.startsAt = "date";
  if (endsAt === undefined) errors.endsAt = "date";
  if (prizeTo === undefined) errors.prizeTo = "count";
  if (amount === undefined || amount <= 0) errors.prizeAmount = "amount";
  if (
    startsAt !== undefined &&
    endsAt !== undefined &&
    leaderboardProblem({ startsAt: Date.parse(startsAt), endsAt: Date.parse(endsAt) }, []) === "SEASON_ORDER"
  )
    errors.endsAt = "order";
  if (
    Object.keys(errors).length > 0 ||
    startsAt === undefined ||
    endsAt === undefined ||
    prizeTo === undefined ||
    amount === undefined
  )
    return { errors };
  return {
    input: {
      title: draft.title.trim(),
      kind: draft.kind,
      scoreSource: draft.scoreSource,
      seasonStartsAt: startsAt,
      seasonEndsAt: endsAt,
      prizeTiers: [{ fromRank: 1, toRank: prizeTo, currency: "KCASH", amount }],
    },
  };
};

/** The admin's form for a platform leaderboard: its scope, its score source, its season and its prize. */
export const LeaderboardForm = () => {
  const intl = useIntl();
  const toast = useToast();
  const create = useCreateLeaderboard();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<ShownProblem | undefined>(undefined);
  const [made, setMade] = useState<{ readonly id: string; readonly title: string } | undefined>(undefined);
  const built = build(draft);
  const errorOf = (field: Field): string | undefined => {
    if (!touched || !("errors" in built)) return undefined;
    const key = built.errors[field];
    return key === undefined ? undefined : intl.formatMessage(messages[key]);
  };
  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = () => {
    setTouched(true);
    setProblem(undefined);
    if (!("input" in built)) return;
    create.mutate(built.input, {
      onSuccess: (board) => {
        toast.show({
          message: intl.formatMessage(messages.created, { title: board.title }),
          tone: "success",
        });
        setMade({ id: board.id, title: board.title });
        setDraft(emptyDraft);
        setTouched(false);
      },
      onError: (error) => setProblem(showProblem(intl, error)),
    });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="admin-leaderboard">
      <AdminForm
        className={styles.stack}
        onSubmit={onSubmit}
        unsaved={JSON.stringify(draft) !== JSON.stringify(emptyDraft) && !create.isPending}
      >
        <h2 id="admin-leaderboard" className={styles.sectionTitle}>
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        {problem === undefined ? null : <ProblemSummary problem={problem} />}
        <Input
          label={intl.formatMessage(messages.title)}
          value={draft.title}
          maxLength={120}
          required
          error={errorOf("title")}
          onChange={(event) => set("title")(event.target.value)}
        />
        <div className={styles.fieldGrid}>
          <Select
            label={intl.formatMessage(messages.kind)}
            options={LEADERBOARD_KINDS.map((kind) => ({
              value: kind,
              label: intl.formatMessage(boardKindMessages[kind]),
            }))}
            value={draft.kind}
            onChange={(event) => set("kind")(event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.source)}
            hint={intl.formatMessage(messages.sourceHint)}
            options={SCORE_SOURCES.map((source) => ({
              value: source,
              label: intl.formatMessage(scoreSourceMessages[source]),
            }))}
            value={draft.scoreSource}
            onChange={(event) => set("scoreSource")(event.target.value)}
          />
        </div>
        <p className={styles.muted}>{intl.formatMessage(messages.zoneHint, { zone: localTimeZone() })}</p>
        <div className={styles.fieldGrid}>
          <Input
            type="datetime-local"
            label={intl.formatMessage(messages.startsAt)}
            value={draft.startsAt}
            required
            error={errorOf("startsAt")}
            onChange={(event) => set("startsAt")(event.target.value)}
          />
          <Input
            type="datetime-local"
            label={intl.formatMessage(messages.endsAt)}
            value={draft.endsAt}
            required
            error={errorOf("endsAt")}
            onChange={(event) => set("endsAt")(event.target.value)}
          />
          <Input
            label={intl.formatMessage(messages.prizeTo)}
            inputMode="numeric"
            forceLtr
            value={draft.prizeTo}
            required
            error={errorOf("prizeTo")}
            onChange={(event) => set("prizeTo")(event.target.value)}
          />
          <Input
            label={intl.formatMessage(messages.prizeAmount)}
            inputMode="decimal"
            forceLtr
            value={draft.prizeAmount}
            required
            error={errorOf("prizeAmount")}
            onChange={(event) => set("prizeAmount")(event.target.value)}
          />
        </div>
        <div className={styles.startActions}>
          <Button type="submit" disabled={create.isPending}>
            {intl.formatMessage(messages.create)}
          </Button>
          {made === undefined ? null : (
            <ButtonLink tone="secondary" to={routes.leaderboard.href({ leaderboardId: made.id })}>
              {intl.formatMessage(messages.open, { title: made.title })}
            </ButtonLink>
          )}
        </div>
      </AdminForm>
    </Card>
  );
};
