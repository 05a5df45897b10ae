import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const slideFromEnd = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });
const slideFromEndRtl = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } });

export const backdrop = style({ justifyContent: "flex-end" });

export const panel = style({
  blockSize: "100%",
  inlineSize: "min(420px, 100%)",
  borderBlock: "none",
  borderInlineEnd: "none",
  borderStartStartRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.lg,
  animation: `${slideFromEnd} ${vars.motion.normal}`,
  selectors: { "[dir='rtl'] &": { animationName: slideFromEndRtl } },
});
