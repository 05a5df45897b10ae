import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "none" },
});

export const viewport = style({
  position: "fixed",
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 200,
  display: "grid",
  gap: vars.space.xs,
  inlineSize: "min(380px, calc(100vw - 2rem))",
  "@media": {
    [mobile]: { insetInlineEnd: vars.space.md, insetInlineStart: vars.space.md, inlineSize: "auto" },
  },
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: "4px",
  boxShadow: vars.shadow.md,
  animation: `${enter} ${vars.motion.normal}`,
});

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.secondary },
  success: { borderInlineStartColor: vars.color.accent },
  error: { borderInlineStartColor: vars.color.danger },
});

export const content = style({
  flex: "1 1 auto",
  display: "grid",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
