/** The store page's styles: theme tokens and logical properties only (right-to-left safe, fits 375 px). */
import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: vars.layout.maxWidth,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  "@media": { [mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: "60ch" });

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 14rem) minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  blockSize: "100%",
  minInlineSize: 0,
});

export const cardHead = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minInlineSize: 0,
});

export const brand = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

/** A list of tags: no list markers (a flex item keeps its marker otherwise), no indent. */
export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const priceRow = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

/** The voucher's prices: K-Cash, and K-Points where it has them. */
export const prices = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.xs,
  minInlineSize: 0,
});

export const altPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The card's button sits at the bottom, so buttons line up across a row of cards. */
export const cardAction = style({ marginBlockStart: "auto", display: "grid" });

export const summary = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  margin: 0,
});

export const summaryTerm = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, textAlign: "end" });

export const code = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.border}`,
});

export const codeText = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.05em",
  overflowWrap: "anywhere",
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

/** The home page's featured vouchers: a section like the home's others. */
export const featuredSection = style({ display: "grid", gap: vars.space.lg });

export const featuredHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const featuredTitle = style({ fontSize: vars.fontSize.xxl });
