/**
 * Theme tokens: the only source of colours, spacing, type, radii, elevation and motion. Components use
 * `vars.*` and never raw values. A dark gaming look by default.
 */
import { createGlobalTheme } from "@vanilla-extract/css";

/** The site's font stacks: system fonts, so nothing is downloaded for the Latin, Cyrillic, Greek, Hebrew and CJK pages. */
export const FONT_STACKS = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  display: '"Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", Arial, sans-serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/**
 * The one font the site ships: Noto Sans Devanagari, for Hindi pages on devices without a Devanagari font
 * (`devanagari-font.ts` adds it, for Hindi only; every stack lists it first under `:lang(hi)`).
 */
export const DEVANAGARI_FONT_FAMILY = "Noto Sans Devanagari";

export const vars = createGlobalTheme(":root", {
  color: {
    background: "#0b0d17",
    surface: "#141829",
    surfaceRaised: "#1c2138",
    surfaceHover: "#242a46",
    border: "#2b3152",
    text: "#f2f4ff",
    textMuted: "#a3aacb",
    textOnAccent: "#0b0d17",
    accent: "#7cf29c",
    accentStrong: "#4be37a",
    accentSoft: "rgba(124, 242, 156, 0.14)",
    secondary: "#8b5cf6",
    secondarySoft: "rgba(139, 92, 246, 0.18)",
    warning: "#ffb547",
    danger: "#ff5c7a",
    focus: "#ffd84d",
    overlay: "rgba(5, 6, 12, 0.72)",
  },
  space: {
    none: "0",
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4.5rem",
  },
  font: FONT_STACKS,
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(1.75rem, 1.2rem + 2.5vw, 3rem)",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700", black: "800" },
  lineHeight: { tight: "1.15", normal: "1.5" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
    md: "0 8px 24px rgba(0, 0, 0, 0.45)",
    glow: "0 0 0 1px rgba(124, 242, 156, 0.35), 0 8px 32px rgba(124, 242, 156, 0.18)",
  },
  motion: { fast: "120ms ease-out", normal: "220ms ease-out", slow: "420ms ease-in-out" },
  layout: { maxWidth: "1240px", headerMaxWidth: "1600px", headerHeight: "64px" },
});

/** The spec's mobile breakpoint (767 px and below is mobile, spec §6/§9). */
export const mobile = "screen and (max-width: 767px)";
