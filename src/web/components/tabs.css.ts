import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

/**
 * No narrower than nothing: in a grid or flex layout the tabs would otherwise claim the width of all their
 * labels side by side and push the page wider than a phone; their list scrolls instead.
 */
export const root = style({ minInlineSize: 0 });

export const list = style({
  display: "flex",
  gap: vars.space.xxs,
  overflowX: "auto",
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: "none",
});

export const tab = style({
  flexShrink: 0,
  minBlockSize: "44px",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: "none",
  borderBlockEnd: "3px solid transparent",
  background: "transparent",
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&:hover": { color: vars.color.text },
    "&[aria-selected='true']": { color: vars.color.accent, borderBlockEndColor: vars.color.accent },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const panel = style({ paddingBlock: vars.space.lg });
