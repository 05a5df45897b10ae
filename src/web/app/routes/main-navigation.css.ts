import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

/** In the header's row: never shrunk nor wrapped, so the header can measure whether it fits. */
export const inline = style({
  display: "flex",
  flex: "none",
  gap: vars.space.xxs,
  selectors: { "&[hidden]": { display: "none" } },
});

export const menu = style({ display: "grid", gap: vars.space.lg });

export const stacked = style({ display: "grid", gap: vars.space.xs });

export const link = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
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

export const menuButton = style({ selectors: { "&[hidden]": { display: "none" } } });
