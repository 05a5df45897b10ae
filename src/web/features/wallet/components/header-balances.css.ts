import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

const group = style({
  display: "inline-flex",
  alignItems: "center",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
});

/**
 * Where the balances sit: a pill beside the profile menu, or a slim strip under the header's row when the row
 * has no room left for them (the header decides, and shows one of the two). The parts inside carry the rest of
 * the padding, so the amounts sit where they did when the pill was one link.
 */
export const placement = styleVariants({
  inline: [
    group,
    {
      paddingInline: vars.space.xxs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.pill,
      background: vars.color.surface,
    },
  ],
  bar: [
    group,
    {
      display: "flex",
      justifyContent: "center",
      inlineSize: "100%",
      paddingInline: vars.space.xs,
      borderBlockStart: `1px solid ${vars.color.border}`,
      fontSize: vars.fontSize.xs,
    },
  ],
});

/** One clickable part of the pill: the link to the history (K-Cash, rKLEOS) or the K-Points button. */
export const part = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "none",
  color: "inherit",
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** Inline, not flex: a flex item would put a space before the comma read to screen readers. */
export const balance = style({ display: "inline" });

export const value = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const name = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

/**
 * A comma only screen readers need (a pause between amounts). Inline and in the flow, unlike the usual
 * visually hidden text, whose absolute position would put a space before it in the link's name.
 */
export const pause = style({ fontSize: 0 });
