/** A clan emblem's round frame, at the sizes the clan pages and the clan leaderboards' rows show it. */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const frame = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});

/** Fixed sizes, the same whether the picture, the drawn emblem or a letter fills the frame: nothing shifts. */
export const emblem = styleVariants({
  sm: [frame, { inlineSize: vars.space.xl, blockSize: vars.space.xl, fontSize: vars.fontSize.sm }],
  md: [frame, { inlineSize: "2.75rem", blockSize: "2.75rem", fontSize: vars.fontSize.xl }],
  lg: [frame, { inlineSize: vars.space.xxxl, blockSize: vars.space.xxxl, fontSize: vars.fontSize.xxl }],
});

/** The server's picture of an emblem, filling its round frame. */
export const emblemImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "100%",
  objectFit: "cover",
  borderRadius: vars.radius.pill,
});
