import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const card = style({
  position: "relative",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: `transform ${vars.motion.normal}, box-shadow ${vars.motion.normal}, border-color ${vars.motion.normal}`,
  selectors: {
    "&:hover, &:focus-within": {
      transform: "translateY(-3px)",
      borderColor: vars.color.accent,
      boxShadow: vars.shadow.glow,
    },
  },
});

export const cover = style({
  inlineSize: "100%",
  aspectRatio: "3 / 4",
  objectFit: "cover",
  background: vars.color.surfaceRaised,
});

export const body = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const name = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const link = style({
  textDecoration: "none",
  color: vars.color.text,
  selectors: {
    // The whole card is the link's hit area; the heading stays the accessible name.
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xxs });

export const featured = style({
  position: "absolute",
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
});
