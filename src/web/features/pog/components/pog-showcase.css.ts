import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const cardGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm } },
});

/** A list item of the grid: as narrow as its column, whatever its card holds. */
export const cardItem = style({ minInlineSize: 0 });

export const card = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0, alignContent: "start" });

// A card's badges and buttons name the card ("Like racer99.kleos"): on a phone's half-width column they wrap.
globalStyle(`${card} > span, ${card} > span > *`, {
  maxInlineSize: "100%",
  whiteSpace: "normal",
  overflowWrap: "anywhere",
});

export const picture = style({
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "1 / 1",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const cardActions = style({
  display: "flex",
  gap: vars.space.xs,
  flexWrap: "wrap",
  alignItems: "center",
  minInlineSize: 0,
});

globalStyle(`${cardActions} > *`, {
  maxInlineSize: "100%",
  whiteSpace: "normal",
  overflowWrap: "anywhere",
  textAlign: "center",
});

export const sectionHeader = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
});

export const channels = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const shortLink = style({
  inlineSize: "100%",
  minInlineSize: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});
