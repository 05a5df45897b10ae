import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const field = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

/** The box of a text-like control (input, select, the phone number). */
export const control = style({
  inlineSize: "100%",
  minBlockSize: "44px",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    "&:hover:not(:disabled)": { borderColor: vars.color.textMuted },
    "&:focus-visible": {
      borderColor: vars.color.accent,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "1px",
    },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
  },
});
