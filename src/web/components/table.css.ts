import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const scroller = style({
  overflowX: "auto",
  maxInlineSize: "100%",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({
  inlineSize: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  background: vars.color.surfaceRaised,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  fontWeight: vars.fontWeight.regular,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const end = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: "center",
  color: vars.color.textMuted,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
