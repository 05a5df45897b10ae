import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const root = style({ position: "relative", display: "inline-flex", flex: "none" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const name = style({
  maxInlineSize: "10rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
});

export const panel = style({
  position: "absolute",
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineEnd: 0,
  zIndex: 30,
  minInlineSize: "12rem",
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const item = style({
  display: "block",
  inlineSize: "100%",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});

export const signedInAs = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
