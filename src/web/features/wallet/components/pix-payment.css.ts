import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const pix = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

/** The QR on white, as bank apps read best, never wider than the card. */
export const qr = style({
  justifySelf: "center",
  inlineSize: "min(100%, 14rem)",
  blockSize: "auto",
  aspectRatio: "1",
  padding: vars.space.sm,
  background: "#ffffff",
  borderRadius: vars.radius.md,
  imageRendering: "pixelated",
});

/** The copy-paste code: one long token, broken anywhere so it never widens the page. */
export const code = style({
  inlineSize: "100%",
  minInlineSize: 0,
  boxSizing: "border-box",
  resize: "none",
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  wordBreak: "break-all",
  overflowWrap: "anywhere",
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
