import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const countdown = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.bold,
  // Between its units only: "27 T, 23 Std., 59 Min. und 31 Sek." may take two lines on a narrow phone.
  whiteSpace: "normal",
  // Its own run in the page's direction: "2d 3h" left to right in English, "2 י׳ 3 שע׳" right to left in Hebrew.
  unicodeBidi: "isolate",
});
