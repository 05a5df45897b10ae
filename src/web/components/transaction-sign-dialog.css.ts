import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const body = style({ display: "grid", gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const addressBlock = style({ display: "grid", gap: vars.space.xs, margin: 0, minInlineSize: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** An address reads left to right in every language and breaks anywhere rather than widen the dialog. */
export const address = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  direction: "ltr",
  textAlign: "start",
  unicodeBidi: "isolate",
});

export const free = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
