import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/** The money pages: one column, wide enough for the history table. */
export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxInlineSize: "64rem",
  marginInline: "auto",
  minInlineSize: 0,
  "@media": { [mobile]: { gap: vars.space.lg } },
});

export const narrowPage = style([page, { maxInlineSize: "40rem" }]);

// Grid items may shrink below their content, so a wide table scrolls in its own region, not the page.
globalStyle(`${page} > *`, { minInlineSize: 0 });

export const header = style({ display: "grid", gap: vars.space.xs });

export const headerRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.display });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const links = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const form = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

globalStyle(`${form} > *`, { minInlineSize: 0 });

/** Filters or fields side by side on a wide screen, one under the other on a phone. */
export const fieldGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

/** Label and value pairs: a quote's deductions, a transaction's details. */
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 });

export const fact = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: "end" });

/** A sentence under a fact, on a line of its own (what a delayed payout means). */
export const factNote = style({
  flexBasis: "100%",
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const amounts = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const credit = style({ color: vars.color.accent });

export const debit = style({ color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const presets = style({ display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

export const outcome = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const outcomeTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const paid = style({ color: vars.color.accent });

export const declined = style({ color: vars.color.danger });

export const pending = style({ color: vars.color.warning });

export const skeletons = style({ display: "grid", gap: vars.space.md });

export const nowrap = style({ whiteSpace: "nowrap" });

/** A history row on a phone: what it was for, its kind and date, and its details button, one under another. */
export const rowSummary = style({
  display: "grid",
  gap: vars.space.xxs,
  justifyItems: "start",
  minInlineSize: 0,
});

export const rowMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

/** A campaign's or voucher's title may be one long word: it wraps anywhere rather than widen the table. */
export const subject = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});

/**
 * Two fields side by side where they fit (the swap's currency and amount), one under the other where they do
 * not. Each field's label, box, hint and error sit on rows shared across the pair, so the boxes line up even
 * when only one field has a hint or a label wraps.
 */
export const swapPair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  columnGap: vars.space.md,
  // No gap of its own: a field without a hint or an error leaves empty rows, which must not add space.
  rowGap: 0,
});

globalStyle(`${swapPair} > *`, {
  gridRow: "span 4",
  gridTemplateRows: "subgrid",
  rowGap: vars.space.xxs,
  alignContent: "start",
  marginBlockEnd: vars.space.xs,
});

/** Numbered steps in a modal (how to earn). */
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});
