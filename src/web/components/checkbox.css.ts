import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const root = style({ display: "grid", gap: vars.space.xxs });

export const row = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  cursor: "pointer",
  minBlockSize: "44px",
  paddingBlock: vars.space.xs,
  selectors: { "&:has(input:disabled)": { opacity: 0.5, cursor: "not-allowed" } },
});

export const box = style({
  flexShrink: 0,
  inlineSize: "1.25rem",
  blockSize: "1.25rem",
  margin: 0,
  marginBlockStart: "0.125rem",
  accentColor: vars.color.accent,
  cursor: "inherit",
});

export const text = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const hint = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style([hint, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }]);

export const group = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: "none",
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const groupError = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const groupHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
