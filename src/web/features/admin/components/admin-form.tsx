import type { ReactNode } from "react";
import { UnsavedChangesGuard } from "@/web/components/unsaved-changes-guard";
import * as styles from "@/web/features/admin/components/admin.css";
import type { ShownProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";

/**
 * An admin console's form, the one way they are written: checked by its own fields (noValidate: each field shows
 * its error in the page's language), sent without a page load, guarded against leaving while `unsaved`, and
 * headed by the server's problem when `problem` is given (a form that shows it below a heading of its own leaves
 * `problem` out and places a ProblemSummary itself).
 */
export const AdminForm = ({
  onSubmit,
  unsaved,
  problem,
  className = styles.form,
  children,
  ...labelling
}: {
  readonly onSubmit: () => void;
  readonly unsaved?: boolean;
  readonly problem?: ShownProblem | undefined;
  readonly className?: string;
  readonly "aria-label"?: string;
  readonly "aria-labelledby"?: string;
  readonly "aria-busy"?: boolean;
  readonly children: ReactNode;
}) => (
  <form
    className={className}
    noValidate
    {...labelling}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    {unsaved === undefined ? null : <UnsavedChangesGuard when={unsaved} />}
    {problem === undefined ? null : <ProblemSummary problem={problem} />}
    {children}
  </form>
);
