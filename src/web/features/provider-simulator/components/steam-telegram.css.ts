import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "48rem" });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: "grid", gap: vars.space.md });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const list = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const error = style({ margin: 0, color: vars.color.danger });
