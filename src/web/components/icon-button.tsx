import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { classNames } from "@/web/components/class-names";
import { iconButton } from "@/web/components/icon-button.css";

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> & {
  /** What the button does, read by screen readers and shown as a native tooltip ("Close", "Open menu"). */
  readonly label: string;
  /** A decorative icon; it is hidden from assistive technology. */
  readonly icon: ReactNode;
  readonly tone?: "ghost" | "secondary" | "primary";
  readonly size?: "sm" | "md";
  readonly ref?: Ref<HTMLButtonElement>;
};

/** A button that shows only an icon. The label is required: it is the button's accessible name. */
export const IconButton = ({
  label,
  icon,
  tone,
  size,
  className,
  type = "button",
  ...rest
}: IconButtonProps) => (
  <button
    type={type}
    aria-label={label}
    title={label}
    className={classNames(iconButton({ tone, size }), className)}
    {...rest}
  >
    <span aria-hidden="true">{icon}</span>
  </button>
);
