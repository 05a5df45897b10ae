import type { ReactNode } from "react";
import * as styles from "@/web/components/empty-state.css";

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** An action that gets the user out of the empty state (clear filters, retry). */
  readonly action?: ReactNode;
  /** "alert" for failures, so screen readers announce them. */
  readonly role?: "status" | "alert";
  /** 1 when the empty state is the whole page (not found), so the page keeps its one h1; 2 inside a page. */
  readonly headingLevel?: 1 | 2;
}

/** What a list shows when it has nothing (or failed): a title, why, and what to do next. */
export const EmptyState = ({
  title,
  description,
  action,
  role = "status",
  headingLevel = 2,
}: EmptyStateProps) => {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={styles.root} role={role}>
      <Heading className={styles.title}>{title}</Heading>
      {description === undefined ? null : <p className={styles.body}>{description}</p>}
      {action}
    </div>
  );
};
