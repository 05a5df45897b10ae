import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const header = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 10,
  background: "rgba(11, 13, 23, 0.86)",
  backdropFilter: "blur(12px)",
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // The last guard: whatever the row could not give up is cut off here, never a page scrolling sideways. Only
  // sideways: the account menu opens downwards, out of the header.
  overflowX: "clip",
});

/**
 * One line, its parts never shrunk nor wrapped, so that whether they fit can be measured; the header gives
 * parts up until they do. Wider than the page's content, so a large screen shows everything on it.
 */
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: vars.layout.headerMaxWidth,
  minBlockSize: vars.layout.headerHeight,
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { [mobile]: { gap: vars.space.sm, paddingInline: vars.space.md } },
});

export const end = style({
  display: "flex",
  flex: "none",
  alignItems: "center",
  gap: vars.space.xs,
  marginInlineStart: "auto",
});

/** A part of the header's end that the header may hide. */
export const slot = style({ display: "flex", selectors: { "&[hidden]": { display: "none" } } });

export const logo = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  gap: vars.space.xs,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: "0.04em",
  textDecoration: "none",
  color: vars.color.text,
});

export const logoMark = style({ inlineSize: "32px", blockSize: "32px" });

export const logoText = style({ whiteSpace: "nowrap" });
