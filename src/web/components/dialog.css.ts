import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

export const backdrop = style({
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  "@media": { [mobile]: { alignItems: "flex-end", padding: 0 } },
});

export const panel = style({
  inlineSize: "100%",
  maxBlockSize: "calc(100dvh - 2rem)",
  borderRadius: vars.radius.lg,
  animation: `${rise} ${vars.motion.normal}`,
  "@media": {
    [mobile]: {
      maxBlockSize: "92dvh",
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
    },
  },
});

export const size = styleVariants({
  sm: { maxInlineSize: "400px" },
  md: { maxInlineSize: "560px" },
  lg: { maxInlineSize: "800px" },
});
