import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import * as styles from "@/web/components/checkbox.css";

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "aria-invalid" | "aria-describedby"
> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with its label beside it (the whole row is clickable), a hint and an error. */
export const Checkbox = ({ label, hint, error, id, className, ...rest }: CheckboxProps) => {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hasHint && `${controlId}-hint`, invalid && `${controlId}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <label className={styles.row} htmlFor={controlId}>
        <input
          id={controlId}
          type="checkbox"
          className={styles.box}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
          {...rest}
        />
        <span className={styles.text}>{label}</span>
      </label>
      {hasHint ? (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
