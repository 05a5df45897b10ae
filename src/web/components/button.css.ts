import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "@/web/styles/theme.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    minBlockSize: "44px",
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: "1px solid transparent",
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    textDecoration: "none",
    cursor: "pointer",
    transition: `background ${vars.motion.fast}, transform ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      "&:active": { transform: "translateY(1px)" },
      "&:disabled, &[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          "&:hover:not(:disabled)": { background: vars.color.accentStrong, boxShadow: vars.shadow.glow },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceRaised } },
      },
    },
    size: {
      sm: { minBlockSize: "36px", paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: {},
    },
  },
  defaultVariants: { tone: "primary", size: "md" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
