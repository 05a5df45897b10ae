import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const link = style({
  color: vars.color.accent,
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { color: vars.color.accentStrong, textDecorationThickness: "2px" },
  },
});

export const quiet = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.accent, textDecoration: "underline" } },
});
