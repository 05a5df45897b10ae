import type { AnchorHTMLAttributes, ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/link.css";
import { visuallyHidden } from "@/web/styles/utilities.css";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  /** A path of the site ("/k-quest/") or a full address ("https://x.com/kleos"). */
  readonly to: string;
  /** "quiet" takes the surrounding colour (navigation, footers); "default" is an accented, underlined link. */
  readonly tone?: "default" | "quiet";
  readonly children: ReactNode;
};

/** Whether `to` leaves the site: an http(s) address or a protocol-relative one. */
export const isExternalHref = (to: string): boolean => /^(?:https?:)?\/\//i.test(to);

/** mailto:, tel: and the like: not a page of the site, but not a new tab either. */
const isOtherScheme = (to: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(to);

/**
 * A text link. Site paths go through the router (no reload); outside addresses open in a new tab with
 * rel="noopener noreferrer" and say so to screen readers ("(opens in a new tab)").
 */
export const Link = ({ to, tone = "default", className, children, ...rest }: LinkProps) => {
  const classes = classNames(tone === "quiet" ? styles.quiet : styles.link, className);
  if (isExternalHref(to))
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}{" "}
        <span className={visuallyHidden}>
          <FormattedMessage id="components.link.newTab" defaultMessage="(opens in a new tab)" />
        </span>
      </a>
    );
  if (isOtherScheme(to))
    return (
      <a href={to} className={classes} {...rest}>
        {children}
      </a>
    );
  return (
    <RouterLink to={to} className={classes} {...rest}>
      {children}
    </RouterLink>
  );
};
