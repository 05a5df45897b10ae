import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
globalStyle(`${stack} > *`, { minInlineSize: 0 });

export const form = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
globalStyle(`${form} > *`, { minInlineSize: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const problem = style({ margin: 0, color: vars.color.danger, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const statusRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const steps = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const step = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
});

export const current = style({ borderColor: vars.color.accent });

export const stepName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const detail = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  direction: "ltr",
  unicodeBidi: "isolate",
  overflowWrap: "anywhere",
});

export const faq = style({ display: "grid", gap: vars.space.md, margin: 0 });
export const faqQuestion = style({ fontWeight: vars.fontWeight.bold });
export const faqAnswer = style({ margin: 0, color: vars.color.textMuted });

export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
