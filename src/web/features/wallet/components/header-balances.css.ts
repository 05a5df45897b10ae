import { style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "@/web/styles/theme.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": {
    [mobile]: { gap: vars.space.xs, paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
  },
});

export const balance = style({ display: "inline-flex", alignItems: "baseline", gap: vars.space.xxs });

export const value = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const symbol = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

/** The full amounts on a desktop, the compact ones on a phone: only one of the two is ever rendered visible. */
export const full = style({ "@media": { [mobile]: { display: "none" } } });

export const compact = style({ "@media": { [desktop]: { display: "none" } } });
