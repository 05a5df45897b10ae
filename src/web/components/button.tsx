import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { button, type ButtonVariants } from "@/web/components/button.css";

type Variants = { readonly tone?: ButtonVariants["tone"]; readonly size?: ButtonVariants["size"] };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Variants & { readonly children: ReactNode };

/** The one button of the site. `tone`: primary (the main action), secondary, ghost. */
export const Button = ({ tone, size, className, type = "button", ...rest }: ButtonProps) => (
  <button type={type} className={[button({ tone, size }), className].filter(Boolean).join(" ")} {...rest} />
);

export type ButtonLinkProps = LinkProps & Variants;

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = ({ tone, size, className, ...rest }: ButtonLinkProps) => (
  <Link className={[button({ tone, size }), className].filter(Boolean).join(" ")} {...rest} />
);
