import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const root = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: "center",
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const body = style({ color: vars.color.textMuted, margin: 0, maxInlineSize: "48ch" });
