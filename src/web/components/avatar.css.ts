import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  background: `linear-gradient(135deg, ${vars.color.secondary}, ${vars.color.accent})`,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.black,
  userSelect: "none",
});

export const size = styleVariants({
  sm: { inlineSize: "32px", blockSize: "32px", fontSize: vars.fontSize.xs },
  md: { inlineSize: "44px", blockSize: "44px", fontSize: vars.fontSize.sm },
  lg: { inlineSize: "72px", blockSize: "72px", fontSize: vars.fontSize.xl },
  xl: { inlineSize: "120px", blockSize: "120px", fontSize: vars.fontSize.xxl },
});

export const image = style({ inlineSize: "100%", blockSize: "100%", objectFit: "cover" });
