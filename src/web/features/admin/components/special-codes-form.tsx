import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import {
  useAddSpecialCodes,
  type AdminTask,
  type SpecialCodesResult,
} from "@/web/features/admin/api/admin-api";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TextArea } from "@/web/features/admin/components/text-area";
import { parseCount } from "@/web/features/admin/units";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "admin.specialCodes.title", defaultMessage: "Codes for “{task}”" },
    count: {
      id: "admin.specialCodes.count",
      defaultMessage:
        "{count, plural, =0 {The task has no codes yet.} one {The task has # code.} other {The task has # codes.}}",
    },
    codes: { id: "admin.specialCodes.codes", defaultMessage: "New codes, one per line" },
    codesHint: {
      id: "admin.specialCodes.codesHint",
      defaultMessage:
        "4 to 64 letters, digits, spaces, dashes or underscores each; case does not matter. Codes are stored hashed and can never be shown again, so keep your own copy.",
    },
    useLimit: { id: "admin.specialCodes.useLimit", defaultMessage: "Gamers per code" },
    useLimitHint: {
      id: "admin.specialCodes.useLimitHint",
      defaultMessage: "How many gamers may use each code (each gamer once).",
    },
    submit: { id: "admin.specialCodes.submit", defaultMessage: "Add codes" },
    sending: { id: "admin.specialCodes.sending", defaultMessage: "Adding…" },
    none: { id: "admin.specialCodes.none", defaultMessage: "Enter at least one code" },
    tooMany: { id: "admin.specialCodes.tooMany", defaultMessage: "At most 1,000 codes at a time" },
    badLines: {
      id: "admin.specialCodes.badLines",
      defaultMessage: "{count, plural, one {Line {lines} is not} other {Lines {lines} are not}} a valid code",
    },
    limitInvalid: {
      id: "admin.specialCodes.limitInvalid",
      defaultMessage: "Please enter a whole number from 1 to 10,000,000",
    },
    added: {
      id: "admin.specialCodes.added",
      defaultMessage:
        "{added, plural, =0 {No new codes were added} one {# code was added} other {# codes were added}}{skipped, plural, =0 {} one {; # was already there or came twice} other {; # were already there or came twice}}. The task now has {total, plural, one {# code} other {# codes}}.",
    },
  }),
);

const CODE_PATTERN = /^[A-Za-z0-9 _-]{4,64}$/;
const MAX_CODES = 1000;
const MAX_USE_LIMIT = 10_000_000;

/** The codes typed, one per line (blank lines skipped), with the line numbers of those that break the rule. */
export const readCodes = (text: string): { codes: string[]; badLines: number[] } => {
  const codes: string[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const code = line.trim();
    if (code === "") return;
    if (CODE_PATTERN.test(code)) codes.push(code);
    else badLines.push(index + 1);
  });
  return { codes, badLines };
};

/**
 * Adds codes to a SPECIAL_CODE task. The server keeps only keyed hashes of them, so the page never shows a
 * code back: after sending, the box is emptied and only the counts are said.
 */
export const SpecialCodesForm = ({
  campaignId,
  task,
}: {
  readonly campaignId: string;
  readonly task: AdminTask;
}) => {
  const intl = useIntl();
  const add = useAddSpecialCodes(campaignId);
  const [text, setText] = useState("");
  const [useLimit, setUseLimit] = useState("1");
  const [attempted, setAttempted] = useState(false);
  const [result, setResult] = useState<SpecialCodesResult | undefined>();

  const { codes, badLines } = readCodes(text);
  const limit = parseCount(useLimit);
  const codesError =
    badLines.length > 0
      ? intl.formatMessage(messages.badLines, { count: badLines.length, lines: badLines.join(", ") })
      : codes.length === 0
        ? intl.formatMessage(messages.none)
        : codes.length > MAX_CODES
          ? intl.formatMessage(messages.tooMany)
          : undefined;
  const limitError =
    limit === undefined || limit > MAX_USE_LIMIT ? intl.formatMessage(messages.limitInvalid) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setResult(undefined);
    if (codesError !== undefined || limitError !== undefined || limit === undefined) return;
    add.mutate(
      { taskId: task.id, codes, useLimit: limit },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setText("");
          setAttempted(false);
        },
      },
    );
  };

  const total = result?.total ?? task.specialCodeCount ?? 0;
  return (
    <Card as="section" padding="lg" aria-labelledby={`codes-${task.id}`}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <h3 id={`codes-${task.id}`} className={styles.subTitle}>
          {intl.formatMessage(messages.title, { task: task.title })}
        </h3>
        <p className={styles.muted}>{intl.formatMessage(messages.count, { count: total })}</p>
        <TextArea
          label={intl.formatMessage(messages.codes)}
          hint={intl.formatMessage(messages.codesHint)}
          value={text}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          error={attempted ? codesError : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Input
          label={intl.formatMessage(messages.useLimit)}
          hint={intl.formatMessage(messages.useLimitHint)}
          inputMode="numeric"
          forceLtr
          value={useLimit}
          error={attempted ? limitError : undefined}
          onChange={(event) => setUseLimit(event.target.value)}
        />
        {add.isError ? <ProblemSummary problem={showProblem(intl, add.error)} /> : null}
        {result === undefined ? null : (
          <p className={styles.success} role="status">
            {intl.formatMessage(messages.added, {
              added: result.added,
              skipped: result.skipped,
              total: result.total,
            })}
          </p>
        )}
        <div className={styles.startActions}>
          <Button type="submit" tone="secondary" disabled={add.isPending}>
            {intl.formatMessage(add.isPending ? messages.sending : messages.submit)}
          </Button>
        </div>
      </form>
    </Card>
  );
};
