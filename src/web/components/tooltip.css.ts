import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const anchor = style({ position: "relative", display: "inline-flex" });

export const tooltip = style({
  position: "absolute",
  insetBlockEnd: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: "50%",
  zIndex: 150,
  transform: "translateX(-50%)",
  inlineSize: "max-content",
  maxInlineSize: "240px",
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: "none",
  selectors: {
    "&[hidden]": { display: "none" },
    "[dir='rtl'] &": { transform: "translateX(50%)" },
  },
});
