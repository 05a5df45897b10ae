import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const hero = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});

export const banner = style({
  inlineSize: "100%",
  aspectRatio: "16 / 6",
  objectFit: "cover",
  "@media": { [mobile]: { aspectRatio: "16 / 9" } },
});

export const heroText = style({
  position: "absolute",
  insetInline: 0,
  insetBlockEnd: 0,
  display: "flex",
  alignItems: "end",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: `linear-gradient(to top, ${vars.color.background} 0%, transparent 100%)`,
  "@media": { [mobile]: { position: "static", background: vars.color.surface } },
});

export const icon = style({
  inlineSize: "72px",
  blockSize: "72px",
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  flex: "none",
});

export const title = style({ fontSize: vars.fontSize.display, margin: 0 });

export const tagline = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
  gap: vars.space.xl,
  marginBlockStart: vars.space.xl,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const main = style({ display: "grid", gap: vars.space.xl, alignContent: "start", minInlineSize: 0 });

// Admins write it in a text area: its line breaks are kept, and a long unbroken word wraps inside the column.
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});

// As tall as its facts, not as the main column beside it: stretched, its rows would spread apart.
export const facts = style({
  display: "grid",
  alignSelf: "start",
  alignContent: "start",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: "grid", gap: vars.space.xxs });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
});
