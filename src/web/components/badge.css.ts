import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@/web/styles/theme.css";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xxs,
    minInlineSize: "1.5rem",
    blockSize: "1.5rem",
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent, color: vars.color.textOnAccent },
      secondary: { background: vars.color.secondary, color: vars.color.text },
      warning: { background: vars.color.warning, color: vars.color.textOnAccent },
      danger: { background: vars.color.danger, color: vars.color.textOnAccent },
      neutral: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: "accent" },
});
