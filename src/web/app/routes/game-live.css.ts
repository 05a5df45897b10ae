import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const stack = style({ display: "grid", gap: vars.space.xl, minInlineSize: 0 });

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const none = style({ margin: 0, color: vars.color.textMuted });

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
