/** The bar chart's styles: theme tokens and logical properties only, so it mirrors in right-to-left. */
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const figure = style({ display: "grid", gap: vars.space.sm, margin: 0, minInlineSize: 0 });

export const chart = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  alignItems: "end",
  gap: vars.space.xxs,
  blockSize: "9rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const column = style({
  display: "grid",
  gridTemplateRows: "1fr auto",
  blockSize: "100%",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const bars = style({ display: "flex", alignItems: "end", gap: "2px", blockSize: "100%" });

const tones = { accent: vars.color.accent, secondary: vars.color.secondary } as const;

export type BarTone = keyof typeof tones;

export const bar = styleVariants(tones, (background) => ({
  flex: 1,
  background,
  borderRadius: vars.radius.sm,
  minBlockSize: "2px",
}));

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: "center",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "clip",
  minBlockSize: "1lh",
});

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const swatch = styleVariants(tones, (background) => ({
  display: "inline-block",
  inlineSize: "0.75rem",
  blockSize: "0.75rem",
  marginInlineEnd: vars.space.xxs,
  background,
}));
