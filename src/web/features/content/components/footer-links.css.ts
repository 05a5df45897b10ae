import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  gap: vars.space.xl,
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.sm,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent, textDecoration: "underline" } },
});
