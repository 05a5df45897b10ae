import { useId } from "react";
import { defineMessages, useIntl } from "react-intl";
import { TASK_TYPES, type TaskType } from "@/domain/tasks/task-types";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Checkbox } from "@/web/components/checkbox";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { newTask, type TaskRow } from "@/web/features/admin/campaign-form-model";
import { codeFieldMessages, readCodes } from "@/web/features/admin/special-codes";
import * as styles from "@/web/features/admin/components/admin.css";
import type { ErrorAt } from "@/web/features/admin/components/field-errors";
import { TextArea } from "@/web/features/admin/components/text-area";
import {
  configFieldMessages,
  configFieldsOf,
  configOptionMessages,
  defaultConfigTexts,
  taskTypeMessages,
  type ConfigField,
} from "@/web/features/admin/task-config";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "admin.taskList.legend", defaultMessage: "Tasks" },
    hint: {
      id: "admin.taskList.hint",
      defaultMessage:
        "Gamers do the active tasks in this order: each waits until the ones before it are verified.",
    },
    empty: {
      id: "admin.taskList.empty",
      defaultMessage: "No tasks yet. A campaign needs at least one to be published.",
    },
    heading: { id: "admin.taskList.heading", defaultMessage: "Task {number} · {type}" },
    type: { id: "admin.taskList.type", defaultMessage: "Type" },
    title: { id: "admin.taskList.title", defaultMessage: "Task title" },
    description: { id: "admin.taskList.description", defaultMessage: "Task description" },
    points: { id: "admin.taskList.points", defaultMessage: "Points" },
    pointsHint: { id: "admin.taskList.pointsHint", defaultMessage: "Counted for leaderboard ranks." },
    active: { id: "admin.taskList.active", defaultMessage: "Active" },
    activeHint: {
      id: "admin.taskList.activeHint",
      defaultMessage: "A switched-off task is hidden and does not hold back the reward.",
    },
    noConfig: { id: "admin.taskList.noConfig", defaultMessage: "This type needs no settings." },
    codesEntered: {
      id: "admin.taskList.codesEntered",
      defaultMessage:
        "{count, plural, =0 {No new codes typed yet.} one {# new code will be saved with the campaign.} other {# new codes will be saved with the campaign.}}",
    },
    codesLater: {
      id: "admin.taskList.codesLater",
      defaultMessage: "Add more codes in the Special codes section below.",
    },
    add: { id: "admin.taskList.add", defaultMessage: "Add a task" },
    moveUp: { id: "admin.taskList.moveUp", defaultMessage: "Move task {number} up" },
    moveDown: { id: "admin.taskList.moveDown", defaultMessage: "Move task {number} down" },
    remove: { id: "admin.taskList.remove", defaultMessage: "Remove task {number}" },
  }),
);

export interface TaskListEditorProps {
  readonly tasks: ReadonlyArray<TaskRow>;
  readonly onChange: (tasks: TaskRow[]) => void;
  readonly errorAt: ErrorAt;
  /** Draft: everything. Published: only saved tasks' title, description and switch. Archived: nothing. */
  readonly mode: "draft" | "published" | "archived";
}

const ConfigInput = ({
  field,
  value,
  readOnly,
  error,
  onChange,
}: {
  readonly field: ConfigField;
  readonly value: string;
  readonly readOnly: boolean;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) => {
  const intl = useIntl();
  const descriptor = configFieldMessages[field.name];
  const label = descriptor === undefined ? field.name : intl.formatMessage(descriptor);
  if (field.kind === "choice")
    return (
      <Select
        label={label}
        value={value}
        disabled={readOnly}
        error={error}
        options={(field.options ?? []).map((option) => {
          const optionLabel = configOptionMessages[option];
          return {
            value: option,
            label: optionLabel === undefined ? option : intl.formatMessage(optionLabel),
          };
        })}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <Input
      label={label}
      value={value}
      readOnly={readOnly}
      error={error}
      forceLtr={field.kind !== "text"}
      {...(field.kind === "url" ? { type: "url" } : {})}
      {...(field.kind === "count" ? { inputMode: "numeric" as const } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};

/**
 * A SPECIAL_CODE task's settings: its codes. While the campaign is a draft the admin types or pastes new codes
 * (and how many gamers may use each) and sees how many there are; they are saved with the campaign. Once it is
 * published, the saved count is shown and codes are added in the Special codes section.
 */
const CodeSettings = ({
  task,
  at,
  mode,
  errorAt,
  onChange,
}: {
  readonly task: TaskRow;
  readonly at: string;
  readonly mode: TaskListEditorProps["mode"];
  readonly errorAt: ErrorAt;
  readonly onChange: (change: Partial<TaskRow>) => void;
}) => {
  const intl = useIntl();
  const typed = readCodes(task.codes).codes.length;
  const saved =
    task.specialCodeCount === undefined ? null : (
      <p className={styles.muted}>
        {intl.formatMessage(codeFieldMessages.count, { count: task.specialCodeCount })}
      </p>
    );
  if (mode !== "draft")
    return (
      <div className={styles.stack}>
        {saved}
        {mode === "published" ? (
          <p className={styles.muted}>{intl.formatMessage(messages.codesLater)}</p>
        ) : null}
      </div>
    );
  return (
    <div className={styles.stack}>
      {saved}
      <TextArea
        label={intl.formatMessage(codeFieldMessages.codes)}
        hint={intl.formatMessage(codeFieldMessages.codesHint)}
        value={task.codes}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="characters"
        error={errorAt(`${at}.specialCodes.codes`)}
        onChange={(event) => onChange({ codes: event.target.value })}
      />
      <p className={styles.muted} role="status">
        {intl.formatMessage(messages.codesEntered, { count: typed })}
      </p>
      <Input
        label={intl.formatMessage(codeFieldMessages.useLimit)}
        hint={intl.formatMessage(codeFieldMessages.useLimitHint)}
        inputMode="numeric"
        forceLtr
        value={task.codeUseLimit}
        error={errorAt(`${at}.specialCodes.useLimit`)}
        onChange={(event) => onChange({ codeUseLimit: event.target.value })}
      />
    </div>
  );
};

/** The campaign's tasks in order: add, remove, move up and down, and each task's fields and type settings. */
export const TaskListEditor = ({ tasks, onChange, errorAt, mode }: TaskListEditorProps) => {
  const intl = useIntl();
  const baseId = useId();
  const structural = mode === "draft";
  const update = (index: number, change: Partial<TaskRow>) =>
    onChange(tasks.map((task, at) => (at === index ? { ...task, ...change } : task)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...tasks];
    const [task] = next.splice(index, 1);
    if (task === undefined) return;
    next.splice(index + by, 0, task);
    onChange(next);
  };
  const changeType = (index: number, type: TaskType) => {
    const task = tasks[index];
    if (task === undefined) return;
    // Keep what was typed into a field the new type shares (a url, a chain), start the others afresh.
    const config = Object.fromEntries(
      Object.entries(defaultConfigTexts(type)).map(([name, text]) => [name, task.config[name] || text]),
    );
    update(index, { type, config });
  };
  const listError = errorAt("tasks");
  const typeOptions = TASK_TYPES.map((type) => ({
    value: type,
    label: intl.formatMessage(taskTypeMessages[type]),
  }));

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>{intl.formatMessage(messages.legend)}</legend>
      <p className={styles.muted}>{intl.formatMessage(messages.hint)}</p>
      {tasks.length === 0 ? <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p> : null}
      {listError === undefined ? null : <p className={styles.rowError}>{listError}</p>}
      <ol className={styles.list}>
        {tasks.map((task, index) => {
          const number = index + 1;
          const at = `tasks.${index}`;
          const textsEditable = mode === "draft" || (mode === "published" && task.id !== undefined);
          const fields = configFieldsOf(task.type);
          return (
            <Card as="li" key={task.key} padding="md" tone="raised">
              <div role="group" aria-labelledby={`${baseId}-${task.key}`} className={styles.fieldset}>
                <div className={styles.taskHeader}>
                  <h3 id={`${baseId}-${task.key}`} className={styles.taskNumber}>
                    {intl.formatMessage(messages.heading, {
                      number,
                      type: intl.formatMessage(taskTypeMessages[task.type]),
                    })}
                  </h3>
                  {structural ? (
                    <div className={styles.actions}>
                      <Button tone="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                        {intl.formatMessage(messages.moveUp, { number })}
                      </Button>
                      <Button
                        tone="ghost"
                        size="sm"
                        disabled={index === tasks.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        {intl.formatMessage(messages.moveDown, { number })}
                      </Button>
                      <Button
                        tone="ghost"
                        size="sm"
                        onClick={() => onChange(tasks.filter((_, other) => other !== index))}
                      >
                        {intl.formatMessage(messages.remove, { number })}
                      </Button>
                    </div>
                  ) : null}
                </div>
                <div className={styles.fieldGrid}>
                  <Select
                    label={intl.formatMessage(messages.type)}
                    value={task.type}
                    disabled={!structural}
                    options={typeOptions}
                    onChange={(event) => changeType(index, event.target.value as TaskType)}
                  />
                  <Input
                    label={intl.formatMessage(messages.title)}
                    value={task.title}
                    maxLength={120}
                    readOnly={!textsEditable}
                    error={errorAt(`${at}.title`)}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                </div>
                <TextArea
                  label={intl.formatMessage(messages.description)}
                  value={task.description}
                  maxLength={2000}
                  rows={2}
                  readOnly={!textsEditable}
                  error={errorAt(`${at}.description`)}
                  onChange={(event) => update(index, { description: event.target.value })}
                />
                <div className={styles.fieldGrid}>
                  <Input
                    label={intl.formatMessage(messages.points)}
                    hint={intl.formatMessage(messages.pointsHint)}
                    inputMode="numeric"
                    forceLtr
                    value={task.points}
                    readOnly={!structural}
                    error={errorAt(`${at}.points`)}
                    onChange={(event) => update(index, { points: event.target.value })}
                  />
                  <Checkbox
                    label={intl.formatMessage(messages.active)}
                    hint={intl.formatMessage(messages.activeHint)}
                    checked={task.active}
                    disabled={!textsEditable}
                    onChange={(event) => update(index, { active: event.target.checked })}
                  />
                </div>
                {task.type === "SPECIAL_CODE" ? (
                  <CodeSettings
                    task={task}
                    at={at}
                    mode={mode}
                    errorAt={errorAt}
                    onChange={(change) => update(index, change)}
                  />
                ) : fields.length === 0 ? (
                  <p className={styles.muted}>{intl.formatMessage(messages.noConfig)}</p>
                ) : (
                  <div className={styles.fieldGrid}>
                    {fields.map((field) => (
                      <ConfigInput
                        key={field.name}
                        field={field}
                        value={task.config[field.name] ?? ""}
                        readOnly={!structural}
                        error={errorAt(`${at}.config.${field.name}`)}
                        onChange={(value) =>
                          update(index, { config: { ...task.config, [field.name]: value } })
                        }
                      />
                    ))}
                  </div>
                )}
              </div>
            </Card>
          );
        })}
      </ol>
      {structural ? (
        <div className={styles.startActions}>
          <Button tone="secondary" onClick={() => onChange([...tasks, newTask()])}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
};
