/** The leaderboard pages' styles: theme tokens and logical properties only (right-to-left safe). */
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
  minInlineSize: 0,
  "@media": { [mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ display: "grid", gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
  hyphens: "auto",
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: "60ch" });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
});

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
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

export const timer = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const timerLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** The top three: second, first, third side by side (first raised), stacked on phones. */
export const podium = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  alignItems: "end",
  gap: vars.space.sm,
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const podiumPlace = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  textAlign: "center",
  minInlineSize: 0,
});

export const podiumFirst = style({
  borderColor: vars.color.accent,
  paddingBlock: vars.space.lg,
  "@media": { [mobile]: { order: -1 } },
});

export const podiumRank = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const podiumName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const name = style({ overflowWrap: "break-word" });

/** A clan's emblem and its name, side by side. */
export const entryName = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The caller's own row, pinned to the bottom of the screen while the ranks scroll. */
export const pinned = style({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: 1,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  minInlineSize: 0,
});

export const pinnedRank = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.secondary}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
