import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@/web/styles/theme.css";

export const tag = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    paddingBlock: "2px",
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceRaised, color: vars.color.textMuted },
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
      secondary: { background: vars.color.secondarySoft, color: vars.color.text },
    },
  },
  defaultVariants: { tone: "neutral" },
});
