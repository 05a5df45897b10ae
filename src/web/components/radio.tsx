import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import * as styles from "@/web/components/checkbox.css";

export type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { readonly label: ReactNode };

/** One native radio button with its label; usually rendered by RadioGroup. */
export const Radio = ({ label, id, ...rest }: RadioProps) => {
  const madeId = useId();
  const controlId = id ?? madeId;
  return (
    <label className={styles.row} htmlFor={controlId}>
      <input id={controlId} type="radio" className={styles.box} {...rest} />
      <span className={styles.text}>{label}</span>
    </label>
  );
};

export interface RadioOption<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps<Value extends string> {
  /** The question the choices answer; the group's accessible name. */
  readonly legend: ReactNode;
  readonly options: ReadonlyArray<RadioOption<Value>>;
  /** The chosen value, or undefined while nothing is chosen. */
  readonly value: Value | undefined;
  readonly onChange: (value: Value) => void;
  /** Form field name; one is made when omitted. */
  readonly name?: string;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly disabled?: boolean;
}

/**
 * A set of mutually exclusive choices in a fieldset with a legend. Native radios, so the arrow keys move
 * between choices and Tab enters and leaves the group as one stop.
 */
export const RadioGroup = <Value extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  hint,
  error,
  disabled = false,
}: RadioGroupProps<Value>) => {
  const madeId = useId();
  const groupName = name ?? madeId;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hasHint && `${madeId}-hint`, invalid && `${madeId}-error`].filter(Boolean).join(" ");
  return (
    <fieldset
      role="radiogroup"
      className={styles.group}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy === "" ? undefined : describedBy}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hasHint ? (
        <p id={`${madeId}-hint`} className={styles.groupHint}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <Radio
          key={option.value}
          name={groupName}
          value={option.value}
          label={option.label}
          checked={value === option.value}
          disabled={option.disabled}
          onChange={() => onChange(option.value)}
        />
      ))}
      {invalid ? (
        <p id={`${madeId}-error`} className={styles.groupError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
