import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/**
 * The panel hangs from the bell on wide screens. On phones the bell is not at the screen's edge (the account menu
 * follows it), so a panel hung from it would run off the other side: there the root is not positioned, and the
 * panel spans the header (the nearest positioned box) from edge to edge, just under it.
 */
export const root = style({
  position: "relative",
  display: "inline-flex",
  flex: "none",
  "@media": { [mobile]: { position: "static" } },
});

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: "2.25rem",
  blockSize: "2.25rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const count = style({
  position: "absolute",
  insetBlockStart: "-0.35rem",
  insetInlineEnd: "-0.35rem",
  minInlineSize: "1.25rem",
  paddingInline: "0.25rem",
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  lineHeight: "1.25rem",
  textAlign: "center",
  fontWeight: vars.fontWeight.medium,
});

export const panel = style({
  position: "absolute",
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineEnd: 0,
  zIndex: 30,
  inlineSize: "min(22rem, calc(100vw - 2rem))",
  maxBlockSize: "70vh",
  overflowY: "auto",
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  "@media": {
    [mobile]: {
      insetBlockStart: "100%",
      insetInline: vars.space.sm,
      inlineSize: "auto",
    },
  },
});

/** The title and "mark all read" share a row while both fit whole, and stack when they do not. */
export const panelHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({ display: "grid", gap: vars.space.xxs, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gap: vars.space.xxs,
  inlineSize: "100%",
  padding: vars.space.xs,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});

export const unreadItem = style({ fontWeight: vars.fontWeight.medium });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const empty = style({ margin: 0, color: vars.color.textMuted });
