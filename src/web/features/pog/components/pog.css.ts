import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/** The POG pages: one column that fits a 375 px phone. */
export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxInlineSize: "56rem",
  marginInline: "auto",
  minInlineSize: 0,
  "@media": { [mobile]: { gap: vars.space.lg } },
});

globalStyle(`${page} > *`, { minInlineSize: 0 });

export const header = style({ display: "grid", gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.display });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const explainer = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});

/** The mint flow's three steps: side by side on a wide screen, one under the other on a phone. */
export const stepper = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "pog-step",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const step = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  minInlineSize: 0,
});

export const stepCurrent = style({
  borderColor: vars.color.accent,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

export const stepDone = style({ color: vars.color.text });

export const stepNumber = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const stepLabel = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const stepNote = style({ fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const form = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });

export const success = style({ color: vars.color.accent });

export const kleosName = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  overflowWrap: "anywhere",
  // A name is Latin letters and digits and `.kleos`: it reads left to right on a right-to-left page too.
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const cardBody = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const badgeGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const badgeHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const badgeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const socialList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const skeletons = style({ display: "grid", gap: vars.space.md });

export const section = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

/** The card's two sides: side by side from tablet width, one above the other on a phone. */
export const cardSides = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 22rem)", justifyContent: "center" } },
});

export const cardSide = style({ display: "grid", gap: vars.space.xs, margin: 0, minInlineSize: 0 });

export const cardImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "2 / 3",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardCaption = style({ color: vars.color.textMuted, textAlign: "center" });

export const tabScore = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
  margin: 0,
});

export const tabScoreValue = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold });

/** My POG's on-chain cards: one entry a card, its owner address wrapping anywhere on a phone. */
export const onChainList = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const onChainItem = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const onChainFacts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  color: vars.color.textMuted,
});

export const address = style({ margin: 0, fontFamily: vars.font.mono, overflowWrap: "anywhere" });
