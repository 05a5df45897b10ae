import type { ReactNode } from "react";
import * as styles from "@/web/components/empty-state.css";

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** An action that gets the user out of the empty state (clear filters, retry). */
  readonly action?: ReactNode;
  /** "alert" for failures, so screen readers announce them. */
  readonly role?: "status" | "alert";
}

/** What a list shows when it has nothing (or failed): a title, why, and what to do next. */
export const EmptyState = ({ title, description, action, role = "status" }: EmptyStateProps) => (
  <div className={styles.root} role={role}>
    <h2 className={styles.title}>{title}</h2>
    {description === undefined ? null : <p className={styles.body}>{description}</p>}
    {action}
  </div>
);
