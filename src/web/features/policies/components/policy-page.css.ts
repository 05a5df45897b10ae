import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 16rem",
  gridTemplateAreas: '"header header" "body aside"',
  gap: `${vars.space.lg} ${vars.space.xxl}`,
  alignItems: "start",
  "@media": {
    [mobile]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"header" "aside" "body"',
      gap: vars.space.lg,
    },
  },
});

export const header = style({ gridArea: "header", display: "grid", gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight, margin: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  maxInlineSize: "72ch",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
});

export const body = style({ gridArea: "body", minInlineSize: 0 });

export const aside = style({
  gridArea: "aside",
  display: "grid",
  gap: vars.space.lg,
  position: "sticky",
  insetBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  "@media": { [mobile]: { position: "static" } },
});

export const navTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.xs}`,
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.accent },
    "&[aria-current='page']": { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const loading = style({ display: "grid", gap: vars.space.sm, maxInlineSize: "72ch" });
