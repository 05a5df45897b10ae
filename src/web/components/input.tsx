import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { classNames } from "@/web/components/class-names";
import { Field } from "@/web/components/field";
import { control } from "@/web/components/field.css";
import { ltr } from "@/web/components/input.css";

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "aria-invalid" | "aria-describedby"> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The message of the first broken rule (e.g. from the domain's `firstFailure`), shown under the field. */
  readonly error?: ReactNode;
  /** Keeps the value left to right in RTL pages (e-mail, wallet address, numbers). */
  readonly forceLtr?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A labelled text field with an optional hint and error message, both announced with the field. */
export const Input = ({ label, hint, error, id, className, forceLtr = false, ...rest }: InputProps) => (
  <Field label={label} hint={hint} error={error} {...(id === undefined ? {} : { id })}>
    {({ controlId, describedBy, invalid }) => (
      <input
        id={controlId}
        className={classNames(control, forceLtr && ltr, className)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    )}
  </Field>
);
