import { globalStyle } from "@vanilla-extract/css";
import { DEVANAGARI_FONT_FAMILY, FONT_STACKS, vars } from "@/web/styles/theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", { colorScheme: "dark", WebkitTextSizeAdjust: "100%" });

globalStyle("body", {
  margin: 0,
  minBlockSize: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
});

// Hindi: Devanagari from the site's own font (its faces cover Devanagari only, so Latin keeps the system's).
globalStyle(":root:lang(hi)", {
  vars: {
    [vars.font.body]: `"${DEVANAGARI_FONT_FAMILY}", ${FONT_STACKS.body}`,
    [vars.font.display]: `"${DEVANAGARI_FONT_FAMILY}", ${FONT_STACKS.display}`,
    [vars.font.mono]: `"${DEVANAGARI_FONT_FAMILY}", ${FONT_STACKS.mono}`,
  },
});

globalStyle("img, svg", { display: "block", maxInlineSize: "100%" });

globalStyle("a", { color: "inherit" });

globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });

// A word longer than a phone is wide ("Datenschutzerklärung" set large) breaks rather than widening the page.
globalStyle("h1, h2, h3", {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: "anywhere",
});

globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": { transitionDuration: "0.01ms", animationDuration: "0.01ms" },
  },
});
