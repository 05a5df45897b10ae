import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

/** The avatar slots: as many side by side as fit, one per row on a phone. */
export const slots = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const slot = style({ display: "grid", gap: vars.space.sm, alignContent: "start" });

export const picture = style({
  inlineSize: "100%",
  aspectRatio: "1",
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.border,
});

export const placeholder = style([
  picture,
  { display: "grid", placeItems: "center", color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** The choices of a step: buttons in a wrapping grid. */
export const choices = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const video = style({ inlineSize: "100%", maxBlockSize: "18rem", borderRadius: vars.radius.md });

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const figure = style([slot, { margin: 0 }]);
