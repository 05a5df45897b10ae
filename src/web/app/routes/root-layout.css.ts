import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const shell = style({ display: "flex", flexDirection: "column", minBlockSize: "100vh" });

export const container = style({
  inlineSize: "100%",
  maxInlineSize: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { [mobile]: { paddingInline: vars.space.md } },
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
