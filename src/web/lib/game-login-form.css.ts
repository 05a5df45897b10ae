import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
