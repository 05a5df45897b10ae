import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const sweep = keyframes({ from: { marginInlineStart: "-40%" }, to: { marginInlineStart: "100%" } });

export const root = style({ display: "grid", gap: vars.space.xxs });

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const track = style({
  blockSize: "8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  overflow: "hidden",
});

export const fill = style({
  blockSize: "100%",
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.secondary}, ${vars.color.accent})`,
  transition: `inline-size ${vars.motion.slow}`,
});

export const indeterminate = style({ inlineSize: "40%", animation: `${sweep} 1.2s ease-in-out infinite` });
