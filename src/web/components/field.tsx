import { useId, type ReactNode } from "react";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/field.css";

export interface FieldIds {
  /** The control's id: its label points at it. */
  readonly controlId: string;
  /** What the control's `aria-describedby` should say: the hint and the error, when shown. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The message of the first broken rule; the control is marked invalid while it is set. */
  readonly error?: ReactNode;
  /** An id for the control; one is made when omitted. */
  readonly id?: string;
  readonly className?: string;
  readonly children: (ids: FieldIds) => ReactNode;
}

/**
 * The frame of a form control: a visible label, an optional hint and an error message, all linked to the
 * control (label `for`, `aria-describedby`, `aria-invalid`). Input, Select and PhoneInput are built on it.
 */
export const Field = ({ label, hint, error, id, className, children }: FieldProps) => {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hasHint ? hintId : undefined, invalid ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={classNames(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ controlId, describedBy: describedBy === "" ? undefined : describedBy, invalid })}
      {hasHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
