import type { IntlShape } from "react-intl";
import type { FieldIssue, FormErrors } from "@/web/features/admin/campaign-form-model";
import type { FieldProblem } from "@/web/features/admin/components/problem";

/**
 * The error to show at the form field `key`: the form's own, else the server's for that path (or for an
 * item of it: the server names `applicableCountries.2` where the form has one field for the list).
 */
export const errorAt = (
  intl: IntlShape,
  key: string,
  own: FormErrors,
  server: ReadonlyArray<FieldProblem>,
): string | undefined => {
  const issue: FieldIssue | undefined = own[key];
  if (issue !== undefined)
    return typeof issue === "string"
      ? issue
      : "message" in issue
        ? intl.formatMessage(issue.message, issue.values)
        : intl.formatMessage(issue);
  return server.find(
    (problem) =>
      problem.field === key ||
      (problem.field.startsWith(`${key}.`) && /^\d+$/.test(problem.field.slice(key.length + 1))),
  )?.message;
};

/** A bound `errorAt` for one form. */
export type ErrorAt = (key: string) => string | undefined;
