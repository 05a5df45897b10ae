import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const wrapper = style({ position: "relative", display: "block" });

export const select = style({
  appearance: "none",
  paddingInlineEnd: vars.space.xxl,
  cursor: "pointer",
});

export const chevron = style({
  position: "absolute",
  insetBlockStart: "50%",
  insetInlineEnd: vars.space.sm,
  inlineSize: "1rem",
  blockSize: "1rem",
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});
