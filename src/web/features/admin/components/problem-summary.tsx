import { defineMessages, useIntl } from "react-intl";
import * as styles from "@/web/features/admin/components/admin.css";
import type { ShownProblem } from "@/web/features/admin/components/problem";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    field: { id: "admin.problemSummary.field", defaultMessage: "{field}: {message}" },
  }),
);

/** The server's answer to a failed call, above the form: its message, its detail and every field it named. */
export const ProblemSummary = ({ problem }: { readonly problem: ShownProblem }) => {
  const intl = useIntl();
  return (
    <div className={styles.problem} role="alert">
      <h2 className={styles.problemTitle}>{problem.headline}</h2>
      {problem.detail === undefined ? null : <p className={styles.muted}>{problem.detail}</p>}
      {problem.fields.length === 0 ? null : (
        <ul className={styles.problemList}>
          {problem.fields.map((field) => (
            <li key={`${field.field}:${field.message}`}>
              {intl.formatMessage(messages.field, {
                field: <code className={styles.code}>{field.field}</code>,
                message: field.message,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
