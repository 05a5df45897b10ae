import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const shell = style({ display: "flex", flexDirection: "column", minBlockSize: "100vh" });

export const header = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 10,
  background: "rgba(11, 13, 23, 0.86)",
  backdropFilter: "blur(12px)",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const container = style({
  inlineSize: "100%",
  maxInlineSize: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { [mobile]: { paddingInline: vars.space.md } },
});

export const headerRow = style([
  container,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space.xl,
    minBlockSize: vars.layout.headerHeight,
    "@media": { [mobile]: { gap: vars.space.sm } },
  },
]);

export const headerEnd = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
  flex: "none",
  "@media": { [mobile]: { gap: vars.space.xs } },
});

export const logo = style({
  display: "inline-flex",
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

/** On the narrowest phones the mark alone is the logo, leaving room for the language and account corner. */
export const logoText = style({
  "@media": {
    "screen and (max-width: 479px)": {
      position: "absolute",
      inlineSize: "1px",
      blockSize: "1px",
      margin: "-1px",
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});

export const main = style([container, { flexGrow: 1, paddingBlock: vars.space.xl }]);

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xxl,
});

export const footerInner = style([container, { display: "grid", gap: vars.space.xl }]);

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  insetBlockStart: "-100px",
  zIndex: 20,
  padding: vars.space.sm,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { insetBlockStart: vars.space.md } },
});
