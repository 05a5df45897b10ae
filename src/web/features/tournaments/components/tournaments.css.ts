/** The tournament pages' styles: theme tokens and logical properties only (right-to-left safe). */
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
  overflowWrap: "anywhere",
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: "60ch" });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

/** A short form (the in-game id): one readable column however wide the page. */
export const narrowForm = style({ maxInlineSize: "32rem" });

export const filter = style({ maxInlineSize: "20rem" });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const card = style({
  blockSize: "100%",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  transition: `border-color ${vars.motion.normal}`,
  selectors: { "&:hover, &:focus-within": { borderColor: vars.color.accent } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

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

export const gameLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline", color: vars.color.text } },
});

export const gameIcon = style({
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
});

export const timer = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timerLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const fact = style({ display: "grid", gap: vars.space.xs, margin: 0 });

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const description = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

/** A rank field in the admin's results table: narrow enough for a 375 px phone. */
export const rankField = style({ maxInlineSize: "6rem" });
