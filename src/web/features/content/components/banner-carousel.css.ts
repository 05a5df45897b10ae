import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/**
 * The carousel keeps one shape whatever its text (16:6 on a desktop, 4:5 on a phone, where the text sits on
 * the art), and its loading placeholder has the same shape: nothing below it moves when banners arrive.
 */
export const region = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  aspectRatio: "16 / 6",
  "@media": { [mobile]: { aspectRatio: "4 / 5" } },
});

export const slide = style({ position: "relative", display: "grid", blockSize: "100%" });

export const image = style({
  gridArea: "1 / 1",
  inlineSize: "100%",
  blockSize: "100%",
  objectFit: "cover",
  "@media": { [mobile]: { objectPosition: "75% center" } },
});

export const text = style({
  gridArea: "1 / 1",
  alignSelf: "center",
  overflow: "hidden",
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  maxInlineSize: "36rem",
  padding: vars.space.xl,
  // The art keeps its dark side on the left in every language (it is a picture, not mirrored): on a right-to-left
  // page the text stays there too, not over the art's bright side.
  selectors: { "[dir='rtl'] &": { justifySelf: "end" } },
  // On a phone the text sits above the carousel's controls.
  "@media": { [mobile]: { alignSelf: "end", padding: vars.space.lg, paddingBlockEnd: vars.space.xxxl } },
});

export const title = style({ fontSize: vars.fontSize.display, textShadow: "0 2px 12px rgba(0,0,0,0.6)" });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textShadow: "0 1px 8px rgba(0,0,0,0.7)",
});

export const controls = style({
  position: "absolute",
  insetBlockEnd: vars.space.md,
  // On the art's side, away from the text, in every language (see `text`).
  right: vars.space.md,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const arrow = style({
  inlineSize: "40px",
  blockSize: "40px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.overlay,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceHover } },
});

export const dot = style({
  inlineSize: "24px",
  blockSize: "24px",
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  display: "grid",
  placeItems: "center",
  "::before": {
    content: '""',
    inlineSize: "10px",
    blockSize: "10px",
    borderRadius: vars.radius.pill,
    background: vars.color.textMuted,
  },
  selectors: { "&[aria-current='true']::before": { background: vars.color.accent, inlineSize: "22px" } },
});

export const placeholder = style({ display: "block", background: vars.color.surfaceRaised });
