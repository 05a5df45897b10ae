import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const countdown = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  // "2d 03h 04m 05s" keeps its order in right-to-left pages.
  direction: "ltr",
  unicodeBidi: "isolate",
});
