import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "60rem" });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const stack = style({ display: "grid", gap: vars.space.md });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
export const error = style({ margin: 0, color: vars.color.danger });
