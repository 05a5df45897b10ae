import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const form = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

export const input = style({
  flex: "1 1 16rem",
  minInlineSize: 0,
  minBlockSize: "44px",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&:focus-visible": { borderColor: vars.color.accent },
  },
});

export const recent = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  marginBlockStart: vars.space.sm,
});

export const recentLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const recentTerm = style({
  minBlockSize: "32px",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceRaised } },
});
