import type { ReactNode } from "react";
import { tag } from "@/web/components/tag.css";

export interface TagProps {
  readonly tone?: "neutral" | "accent" | "secondary";
  readonly children: ReactNode;
}

/** A small label: a genre, a platform, a status. */
export const Tag = ({ tone, children }: TagProps) => <span className={tag({ tone })}>{children}</span>;
