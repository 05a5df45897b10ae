import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const prose = style({
  maxInlineSize: "72ch",
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "anywhere",
});

globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.xl} ${vars.space.sm}`,
  scrollMarginBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

globalStyle(`${prose} h3, ${prose} h4, ${prose} h5, ${prose} h6`, {
  fontSize: vars.fontSize.lg,
  marginBlock: `${vars.space.lg} ${vars.space.xs}`,
  scrollMarginBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}` });

globalStyle(`${prose} ul, ${prose} ol`, {
  marginBlock: `0 ${vars.space.md}`,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});

globalStyle(`${prose} a`, { color: vars.color.accent, textUnderlineOffset: "0.2em" });

globalStyle(`${prose} a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });

globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: "0.9em",
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });
