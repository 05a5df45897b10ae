/** The campaign and quest pages' styles: theme tokens and logical properties only (right-to-left safe). */
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
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

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const success = style({ margin: 0, color: vars.color.accent, fontSize: vars.fontSize.sm });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const card = style({
  position: "relative",
  blockSize: "100%",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: `border-color ${vars.motion.normal}, box-shadow ${vars.motion.normal}`,
  selectors: {
    "&:hover, &:focus-within": { borderColor: vars.color.accent, boxShadow: vars.shadow.glow },
  },
});

export const featuredCard = style({ borderColor: vars.color.secondary });

export const banner = style({
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceRaised,
});

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
});

/** The card's button sits at the bottom, so buttons line up across a row of cards. */
export const cardAction = style({ marginBlockStart: "auto" });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
});

export const spread = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const gameIcon = style({
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
});

export const timer = style({
  display: "inline-flex",
  // A long label and countdown ("Endet 27 T, 23 Std., 59 Min. und 31 Sek.") wrap on a phone instead of widening it.
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timerLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const urgent = style({ color: vars.color.warning });

export const mainAction = style({ display: "grid", gap: vars.space.xs });

/** The claimed state in place of the main button: a check, the words and what the claim paid. */
export const claimedState = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space.xxs });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const hero = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(16rem, 2fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const heroBanner = style({
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const stack = style({ display: "grid", gap: vars.space.md, alignContent: "start" });

export const description = style({ margin: 0, whiteSpace: "pre-line", lineHeight: vars.lineHeight.normal });

export const hash = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: "anywhere",
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const taskList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const taskButton = style({
  inlineSize: "100%",
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  textAlign: "start",
  color: vars.color.text,
  font: "inherit",
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, borderColor: vars.color.accent },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const taskIndex = style({
  display: "grid",
  placeItems: "center",
  inlineSize: "2rem",
  blockSize: "2rem",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});

export const taskDone = style({ background: vars.color.accentSoft, color: vars.color.accent });

export const taskText = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

export const taskTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const taskState = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const icon = style({ inlineSize: "1.1em", blockSize: "1.1em", flexShrink: 0 });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  inlineSize: "1em",
  blockSize: "1em",
  borderRadius: vars.radius.pill,
  border: `2px solid currentColor`,
  borderBlockStartColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});

export const form = style({ display: "grid", gap: vars.space.md });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "flex-end",
});

export const actionLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minBlockSize: "2.75rem",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.accentStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const shareList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.08em",
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const section = style({
  scrollMarginBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "end" });

export const gameHeader = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "center",
});

export const gameHeaderIcon = style({
  inlineSize: "4rem",
  blockSize: "4rem",
  borderRadius: vars.radius.md,
  objectFit: "cover",
});

export const skeletons = style({ display: "grid", gap: vars.space.md });

export const proofPickers = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const proofStatus = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const proofPreview = style({ display: "grid", gap: vars.space.xs, margin: 0, justifyItems: "start" });

export const proofPreviewImage = style({
  display: "block",
  maxInlineSize: "100%",
  maxBlockSize: "20rem",
  inlineSize: "auto",
  blockSize: "auto",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const proofCaption = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});

export const proofNote = style({ minBlockSize: "5rem", resize: "block" });

/** The ranked gamers' table; the signed-in gamer's row (the one holding {@link standingMe}) is highlighted. */
export const standings = style({ minInlineSize: 0 });

/** Marks the signed-in gamer's own row of the ranks (its "You" badge), for the row's highlight. */
export const standingMe = style({ display: "inline-flex" });

export const standingName = style({ overflowWrap: "anywhere" });

globalStyle(`${standings} tr:has(${standingMe}) > *`, {
  background: vars.color.accentSoft,
  fontWeight: vars.fontWeight.bold,
});

/** Numbered steps in a modal (how to complete a task). */
export const infoSteps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});
