import { useState } from "react";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/avatar.css";

/** Up to two initials of a name, from its first two words ("Arjun Mehta" → "AM", "ninja" → "N"). */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();

export interface AvatarProps {
  /** The person's or clan's name: the image's alternative text and the source of the initials. */
  readonly name: string;
  /** The picture; the initials are shown when it is missing or fails to load. */
  readonly src?: string | undefined;
  readonly size?: "sm" | "md" | "lg" | "xl";
  /** True when a name is already written beside the avatar, so it is not read twice. */
  readonly decorative?: boolean;
}

/** A round picture of a gamer or clan, falling back to initials on a gradient. */
export const Avatar = ({ name, src, size = "md", decorative = false }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const className = classNames(styles.avatar, styles.size[size]);
  if (src !== undefined && src !== "" && src !== failedSrc)
    return (
      <span className={className}>
        <img
          className={styles.image}
          src={src}
          alt={decorative ? "" : name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  return decorative ? (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  ) : (
    <span className={className} role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
};
