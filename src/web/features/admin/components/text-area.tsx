import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { classNames } from "@/web/components/class-names";
import { Field } from "@/web/components/field";
import { control } from "@/web/components/field.css";
import { textArea } from "@/web/features/admin/components/admin.css";

export type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "aria-invalid" | "aria-describedby"
> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text field, framed like the design system's Input (label, hint, error). */
export const TextArea = ({ label, hint, error, id, className, ...rest }: TextAreaProps) => (
  <Field label={label} hint={hint} error={error} {...(id === undefined ? {} : { id })}>
    {({ controlId, describedBy, invalid }) => (
      <textarea
        id={controlId}
        className={classNames(control, textArea, className)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    )}
  </Field>
);
