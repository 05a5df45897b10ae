import type { HTMLAttributes, ReactNode } from "react";
import { card } from "@/web/components/card.css";
import { classNames } from "@/web/components/class-names";

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** "article" for a self-contained item (a quest, a game), "section" for a titled part of a page. */
  readonly as?: "div" | "article" | "section" | "li";
  readonly tone?: "surface" | "raised" | "highlight";
  readonly padding?: "none" | "md" | "lg";
  /** Lifts on hover: for cards whose title is a link to the item. */
  readonly interactive?: boolean;
  readonly children: ReactNode;
};

/** A surface that groups one item's content: quest, campaign, game, clan, voucher. */
export const Card = ({ as: Element = "div", tone, padding, interactive, className, ...rest }: CardProps) => (
  <Element className={classNames(card({ tone, padding, interactive }), className)} {...rest} />
);
