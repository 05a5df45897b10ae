import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/** The admin pages: one column, wide enough for the campaign table, one field per row on a phone. */
export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxInlineSize: "64rem",
  marginInline: "auto",
  minInlineSize: 0,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const titleRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, overflowWrap: "anywhere" });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const form = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

/** Fields side by side on a wide screen, one under the other on a phone. */
export const fieldGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  alignItems: "start",
});

export const fieldset = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: "none",
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const checkboxes = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const toolbar = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
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

export const startActions = style([actions, { justifyContent: "flex-start" }]);

/** One tier: first rank, last rank, amount and its remove button. */
export const tierRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) auto",
  gap: vars.space.sm,
  alignItems: "end",
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

/** One prize tier of a platform leaderboard: first rank, last rank, currency, amount and its remove button. */
export const prizeTierRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.4fr) auto",
  gap: vars.space.sm,
  alignItems: "end",
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const taskHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const taskNumber = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** What cannot change and why: a quiet panel with a coloured edge. */
export const notice = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const problem = style({
  display: "grid",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const problemTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.danger });

export const problemList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

/** An error that belongs to a group of fields (a tier, the task list) rather than to one field. */
export const rowError = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const success = style({ margin: 0, color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Hashes, slugs and field paths: kept left to right, broken anywhere on a phone. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  direction: "ltr",
  unicodeBidi: "isolate",
});

export const textArea = style({ minBlockSize: "6rem", resize: "vertical" });

export const banner = style({
  display: "block",
  inlineSize: "100%",
  maxInlineSize: "32rem",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const proofImage = style({
  display: "block",
  inlineSize: "100%",
  maxInlineSize: "20rem",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const skeletons = style({ display: "grid", gap: vars.space.md });

/** The verification checks' filters: as many side by side as fit. */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  alignItems: "start",
});

/** What a verification check looked at: name and value pairs. */
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 });

export const fact = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 12rem) minmax(0, 1fr)",
  gap: vars.space.sm,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const factValue = style({ margin: 0, overflowWrap: "anywhere", fontFamily: vars.font.mono });
