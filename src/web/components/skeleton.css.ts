import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const shimmer = keyframes({
  "0%": { backgroundPosition: "100% 0" },
  "100%": { backgroundPosition: "-100% 0" },
});

export const skeleton = style({
  display: "block",
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surface} 25%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
