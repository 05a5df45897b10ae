import { recipe } from "@vanilla-extract/recipes";
import { vars } from "@/web/styles/theme.css";

export const iconButton = recipe({
  base: {
    display: "inline-grid",
    placeItems: "center",
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.pill,
    border: "1px solid transparent",
    color: vars.color.text,
    cursor: "pointer",
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
      "&:active:not(:disabled)": { transform: "translateY(1px)" },
    },
  },
  variants: {
    tone: {
      ghost: {
        background: "transparent",
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceRaised } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceHover } },
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.accentStrong } },
      },
    },
    size: {
      sm: { inlineSize: "36px", blockSize: "36px" },
      md: { inlineSize: "44px", blockSize: "44px" },
    },
  },
  defaultVariants: { tone: "ghost", size: "md" },
});
