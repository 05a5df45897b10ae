import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  display: "flex",
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.fast}`,
  overscrollBehavior: "contain",
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  outline: "none",
  overflow: "hidden",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0, paddingBlockStart: vars.space.xxs });

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: "1 1 auto",
  overflowY: "auto",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
