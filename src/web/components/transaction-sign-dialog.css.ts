import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const body = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

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

export const messageBlock = style({ display: "grid", gap: vars.space.xs, minInlineSize: 0 });

/** The label and the copy button share a row while it fits, and stack when it does not. */
export const messageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  minInlineSize: 0,
});

/**
 * The message word for word: left to right in every language (it is what the wallet shows), its line breaks
 * kept, long lines (an address, a URI) wrapped anywhere rather than widen the dialog, and a tall message
 * scrolled inside its box.
 */
export const message = style({
  margin: 0,
  minInlineSize: 0,
  maxBlockSize: "14rem",
  overflowY: "auto",
  overflowX: "hidden",
  boxSizing: "border-box",
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  direction: "ltr",
  textAlign: "left",
  unicodeBidi: "isolate",
});

export const free = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
