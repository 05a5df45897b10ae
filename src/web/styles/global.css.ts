import { globalStyle } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

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
