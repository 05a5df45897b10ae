import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const root = styleVariants({
  header: { flex: "none" },
  menu: { display: "grid", gap: vars.space.xs },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const pill = style({
  minBlockSize: "40px",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  // The page's fonts, not the browser's for controls: that one has no Devanagari, so Hindi showed as boxes.
  fontFamily: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
});

export const select = styleVariants({
  // As wide as the chosen language's name, not the longest one's: the header's row has no room to spare.
  header: [pill, { fieldSizing: "content", maxInlineSize: "11rem" }],
  menu: [pill, { inlineSize: "100%" }],
});
