import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const section = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, overflowWrap: "anywhere" });
