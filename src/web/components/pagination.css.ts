import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const nav = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minInlineSize: "10ch",
  textAlign: "center",
});
