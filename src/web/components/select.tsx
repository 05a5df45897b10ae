import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { classNames } from "@/web/components/class-names";
import { Field } from "@/web/components/field";
import { control } from "@/web/components/field.css";
import { ChevronDownIcon } from "@/web/components/icons";
import * as styles from "@/web/components/select.css";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "aria-invalid" | "aria-describedby" | "children" | "multiple"
> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly options: ReadonlyArray<SelectOption>;
  /** A first, empty choice ("Select a city"); chosen while nothing else is. */
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLSelectElement>;
};

/** A native select (the phone's own picker on mobile), styled, with label, hint and error like Input. */
export const Select = ({ label, hint, error, id, className, options, placeholder, ...rest }: SelectProps) => (
  <Field label={label} hint={hint} error={error} {...(id === undefined ? {} : { id })}>
    {({ controlId, describedBy, invalid }) => (
      <span className={styles.wrapper}>
        <select
          id={controlId}
          className={classNames(control, styles.select, className)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </span>
    )}
  </Field>
);
