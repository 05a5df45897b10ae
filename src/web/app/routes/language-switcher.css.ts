import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const root = style({ marginInlineStart: "auto", flex: "none" });

export const select = style({
  minBlockSize: "40px",
  maxInlineSize: "11rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  "@media": { [mobile]: { maxInlineSize: "7.5rem" } },
});
