import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import {
  useAddSpecialCodes,
  type AdminTask,
  type SpecialCodesResult,
} from "@/web/features/admin/api/admin-api";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TextArea } from "@/web/features/admin/components/text-area";
import { checkCodes, codeFieldMessages, type CodeIssue } from "@/web/features/admin/special-codes";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "admin.specialCodes.title", defaultMessage: "Codes for “{task}”" },
    submit: { id: "admin.specialCodes.submit", defaultMessage: "Add codes" },
    sending: { id: "admin.specialCodes.sending", defaultMessage: "Adding…" },
    added: {
      id: "admin.specialCodes.added",
      defaultMessage:
        "{added, plural, =0 {No new codes were added} one {# code was added} other {# codes were added}}{skipped, plural, =0 {} one {; # was already there or came twice} other {; # were already there or came twice}}. The task now has {total, plural, one {# code} other {# codes}}.",
    },
  }),
);

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

  const checked = checkCodes(text, useLimit);
  const say = (issue: CodeIssue | undefined) =>
    issue === undefined ? undefined : intl.formatMessage(issue.message, issue.values);
  const codesError = checked.ok ? undefined : say(checked.codes);
  const limitError = checked.ok ? undefined : say(checked.useLimit);

  const submit = () => {
    setAttempted(true);
    setResult(undefined);
    if (!checked.ok) return;
    add.mutate(
      { taskId: task.id, codes: checked.codes, useLimit: checked.useLimit },
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
      <AdminForm className={styles.stack} onSubmit={submit}>
        <h3 id={`codes-${task.id}`} className={styles.subTitle}>
          {intl.formatMessage(messages.title, { task: task.title })}
        </h3>
        <p className={styles.muted}>{intl.formatMessage(codeFieldMessages.count, { count: total })}</p>
        <TextArea
          label={intl.formatMessage(codeFieldMessages.codes)}
          hint={intl.formatMessage(codeFieldMessages.codesHint)}
          value={text}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          error={attempted ? codesError : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Input
          label={intl.formatMessage(codeFieldMessages.useLimit)}
          hint={intl.formatMessage(codeFieldMessages.useLimitHint)}
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
      </AdminForm>
    </Card>
  );
};
