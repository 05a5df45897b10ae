import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const body = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const totals = style({ display: "grid", gap: vars.space.xs, margin: 0 });

/** The balance leads the dialog: its own block, the figure large, above the earned and spent lines. */
export const balance = style({
  display: "grid",
  gap: vars.space.xxs,
  justifyItems: "center",
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  textAlign: "center",
});

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});
