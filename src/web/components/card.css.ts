import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@/web/styles/theme.css";

export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minInlineSize: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
  },
  variants: {
    tone: {
      surface: { background: vars.color.surface },
      raised: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.sm },
      highlight: {
        background: vars.color.surface,
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.glow,
      },
    },
    padding: {
      none: { padding: 0, overflow: "hidden" },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    interactive: {
      true: {
        selectors: {
          "&:hover": {
            borderColor: vars.color.accent,
            boxShadow: vars.shadow.glow,
            transform: "translateY(-2px)",
          },
          "&:focus-within": { borderColor: vars.color.accent },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: "surface", padding: "md", interactive: false },
});
