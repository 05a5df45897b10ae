import { style } from "@vanilla-extract/css";
import { vars, mobile } from "@/web/styles/theme.css";

export const root = style({ display: "grid", gap: vars.space.xs, justifyItems: "start" });

export const boxes = style({
  display: "flex",
  gap: vars.space.xs,
  // Codes read left to right in every language.
  direction: "ltr",
});

export const box = style({
  inlineSize: "3rem",
  blockSize: "3.5rem",
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: "center",
  caretColor: vars.color.accent,
  selectors: {
    "&:focus-visible": {
      borderColor: vars.color.accent,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "1px",
    },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.5 },
  },
  "@media": { [mobile]: { inlineSize: "2.6rem", blockSize: "3rem" } },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
