import { defineMessages, useIntl } from "react-intl";
import { Tag } from "@/web/components/tag";
import { classNames } from "@/web/components/class-names";
import type { CampaignTask } from "@/web/features/campaigns/api/campaigns-api";
import { CheckIcon, LockIcon } from "@/web/features/campaigns/components/campaign-icons";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { CompleteTaskInfoButton } from "@/web/features/campaigns/components/complete-task-info-dialog";
import { taskStateMessages, taskTypeMessages } from "@/web/features/campaigns/components/campaign-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.taskList.title", defaultMessage: "Tasks" },
    lead: {
      id: "campaigns.taskList.lead",
      defaultMessage: "Complete the tasks in order. Open a task to see what to do and to validate it.",
    },
    toDo: { id: "campaigns.taskList.toDo", defaultMessage: "To do" },
    locked: { id: "campaigns.taskList.locked", defaultMessage: "Locked" },
    optional: { id: "campaigns.taskList.optional", defaultMessage: "Optional" },
    points: {
      id: "campaigns.taskList.points",
      defaultMessage: "{points, plural, one {# point} other {# points}}",
    },
    empty: { id: "campaigns.taskList.empty", defaultMessage: "This campaign has no tasks yet." },
  }),
);

/** A task's state as the list shows it: the server's state, or "to do" before any validation. */
export const taskStateOf = (task: CampaignTask) => task.progress?.state ?? "VALIDATE";

const isDone = (task: CampaignTask) => taskStateOf(task) === "VERIFIED";

/**
 * The campaign's tasks in order (spec §2 detail): each with its number, title, kind, state and, while an
 * earlier active task is not done, the lock. Each task is a button that opens its steps (or the task lock).
 */
export const TaskList = ({
  tasks,
  onOpen,
  showPoints,
}: {
  tasks: readonly CampaignTask[];
  onOpen: (task: CampaignTask) => void;
  showPoints: boolean;
}) => {
  const intl = useIntl();
  return (
    <section className={styles.stack} aria-labelledby="campaign-tasks">
      <h2 id="campaign-tasks" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>
        {intl.formatMessage(tasks.length === 0 ? messages.empty : messages.lead)}
      </p>
      {tasks.length === 0 ? null : (
        <div>
          <CompleteTaskInfoButton />
        </div>
      )}
      <ol className={styles.taskList}>
        {tasks.map((task, index) => {
          const state = taskStateOf(task);
          return (
            <li key={task.id}>
              <button type="button" className={styles.taskButton} onClick={() => onOpen(task)}>
                <span
                  className={classNames(styles.taskIndex, isDone(task) && styles.taskDone)}
                  aria-hidden="true"
                >
                  {isDone(task) ? <CheckIcon /> : index + 1}
                </span>
                <span className={styles.taskText}>
                  <span className={styles.taskTitle}>{task.title}</span>
                  <span className={styles.row}>
                    <Tag>{intl.formatMessage(taskTypeMessages[task.type])}</Tag>
                    {task.active ? null : <Tag tone="secondary">{intl.formatMessage(messages.optional)}</Tag>}
                    {showPoints && task.points > 0 ? (
                      <Tag tone="accent">{intl.formatMessage(messages.points, { points: task.points })}</Tag>
                    ) : null}
                  </span>
                </span>
                <span className={styles.taskState}>
                  {task.locked && !isDone(task) ? (
                    <>
                      <LockIcon />
                      {intl.formatMessage(messages.locked)}
                    </>
                  ) : state === "VERIFIED" ? (
                    <>
                      <CheckIcon />
                      {intl.formatMessage(taskStateMessages.VERIFIED)}
                    </>
                  ) : state === "VALIDATE" ? (
                    intl.formatMessage(messages.toDo)
                  ) : (
                    intl.formatMessage(taskStateMessages[state])
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
