import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const stack = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": { [mobile]: { gap: vars.space.xl } },
});

export const section = style({ display: "grid", gap: vars.space.lg });

export const sectionHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const sectionTitle = style({ fontSize: vars.fontSize.xxl });

export const pageTitle = style({ fontSize: vars.fontSize.display });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const catalogue = style({
  display: "grid",
  gridTemplateColumns: "17rem minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const filtersToggle = style({ display: "none", "@media": { [mobile]: { display: "inline-flex" } } });

export const filters = style({
  position: "sticky",
  insetBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  "@media": { [mobile]: { position: "static", selectors: { "&[data-open='false']": { display: "none" } } } },
});

export const results = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const resultsBar = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const count = style({ margin: 0, color: vars.color.textMuted });
