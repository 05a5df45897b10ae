import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(7.5rem, 9rem) minmax(0, 1fr)",
  gap: vars.space.xs,
});

export const country = style({ position: "relative", display: "block" });

export const countrySelect = style({
  appearance: "none",
  paddingInlineEnd: vars.space.xl,
  cursor: "pointer",
  // The picker shows flag and dial code only; its options carry the names.
  textOverflow: "ellipsis",
});

export const chevron = style({
  position: "absolute",
  insetBlockStart: "50%",
  insetInlineEnd: vars.space.xs,
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const number = style({ direction: "ltr", textAlign: "start" });
