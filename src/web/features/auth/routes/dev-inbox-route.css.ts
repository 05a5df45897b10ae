import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "48rem" });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const message = style({ display: "grid", gap: vars.space.xs });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const recipient = style({ unicodeBidi: "isolate", direction: "ltr" });

export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.2em",
  color: vars.color.accent,
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const text = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.sm,
});
