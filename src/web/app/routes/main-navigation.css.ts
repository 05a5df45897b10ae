import { style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "@/web/styles/theme.css";

export const inline = style({
  display: "flex",
  gap: vars.space.xs,
  "@media": { [mobile]: { display: "none" } },
});

export const stacked = style({ display: "grid", gap: vars.space.xs });

export const link = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceRaised },
    "&[aria-current='page']": { color: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const menuButton = style({ "@media": { [desktop]: { display: "none" } } });
