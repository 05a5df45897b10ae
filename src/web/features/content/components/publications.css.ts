import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  blockSize: "100%",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  minInlineSize: 0,
});

export const cardImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceRaised,
});

export const cardBody = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const cardLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&::after": { content: "''", position: "absolute", inset: 0 } },
});

export const cardFrame = style({ position: "relative" });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const detail = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "72ch", minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
  hyphens: "auto",
  "@media": { [mobile]: { fontSize: vars.fontSize.xxl } },
});

export const cover = style({
  inlineSize: "100%",
  // The width and height attributes only reserve the ratio; the box follows the column.
  blockSize: "auto",
  aspectRatio: "16 / 6",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
});

export const player = style({
  inlineSize: "100%",
  aspectRatio: "16 / 9",
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});
