import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const panel = style({ display: "grid", gap: vars.space.lg, alignContent: "start" });

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const chip = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: "36px",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:has(input:checked)": {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      color: vars.color.accent,
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** The real checkbox covers its chip, invisible: the chip is what shows, the checkbox is what is clicked. */
export const hiddenInput = style({
  position: "absolute",
  inset: 0,
  inlineSize: "100%",
  blockSize: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
