import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { formatCompactCount } from "@/domain/format/number-format";
import { badge } from "@/web/components/badge.css";

export interface BadgeProps {
  readonly tone?: "accent" | "secondary" | "warning" | "danger" | "neutral";
  /** What the badge says to screen readers when its text alone would not ("3 unread notifications"). */
  readonly label?: string;
  readonly children: ReactNode;
}

/**
 * A small, strong marker: a status (LIVE, a tier such as Gold), a POG badge, a count. Unlike Tag (a quiet
 * label for categories), a Badge draws the eye.
 */
export const Badge = ({ tone, label, children }: BadgeProps) =>
  label === undefined ? (
    <span className={badge({ tone })}>{children}</span>
  ) : (
    <span className={badge({ tone })} role="img" aria-label={label}>
      <span aria-hidden="true">{children}</span>
    </span>
  );

export interface CountBadgeProps {
  readonly count: number;
  /** The accessible text, given the formatted count: (count) => `${count} unread notifications`. */
  readonly label: (count: string) => string;
  readonly tone?: BadgeProps["tone"];
}

/** A count compacted per spec §9 (1.2K, 3.4M) in the reader's locale; nothing at zero. */
export const CountBadge = ({ count, label, tone = "danger" }: CountBadgeProps) => {
  const intl = useIntl();
  if (count <= 0) return null;
  const text = formatCompactCount(count, intl.locale);
  return (
    <Badge tone={tone} label={label(text)}>
      {text}
    </Badge>
  );
};
