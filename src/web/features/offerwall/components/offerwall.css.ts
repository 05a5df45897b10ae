/** The offerwall's and the activity feed's styles: theme tokens and logical properties only (right-to-left safe). */
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

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
});

export const offer = style({ display: "grid", gap: vars.space.sm, alignContent: "start", minInlineSize: 0 });

export const offerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const success = style({ margin: 0, color: vars.color.accent, fontSize: vars.fontSize.sm });

export const feed = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const entry = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "center",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const entryText = style({
  display: "grid",
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});

export const stack = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
