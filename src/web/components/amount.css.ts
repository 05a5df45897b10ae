import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const amount = style({
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  unicodeBidi: "isolate",
});

export const strong = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });
