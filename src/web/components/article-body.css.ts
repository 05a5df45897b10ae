import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const inlineImage = style({ maxInlineSize: "100%", blockSize: "auto", borderRadius: vars.radius.md });

export const prose = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "anywhere",
});

globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginBlock: `${vars.space.xl} ${vars.space.sm}` });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg, marginBlock: `${vars.space.lg} ${vars.space.xs}` });
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, {
  marginBlock: `0 ${vars.space.md}`,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
globalStyle(`${prose} a`, { color: vars.color.accent, textUnderlineOffset: "0.2em" });
globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: "0.9em",
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});
globalStyle(`${prose} pre`, { overflowX: "auto", maxInlineSize: "100%" });
