/** The Klash arena's styles: theme tokens and logical properties only (right-to-left safe). */
import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: vars.layout.maxWidth,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  "@media": { [mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: "60ch" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  blockSize: "100%",
  alignContent: "start",
  minInlineSize: 0,
});

export const cardHead = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minInlineSize: 0,
});

export const icon = style({
  inlineSize: "3rem",
  blockSize: "3rem",
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const gameName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
  minInlineSize: 0,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: "auto",
});

export const form = style({ display: "grid", gap: vars.space.md });
