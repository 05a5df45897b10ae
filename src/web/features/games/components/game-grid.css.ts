import { style } from "@vanilla-extract/css";
import { vars } from "@/web/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const skeletonCard = style({ display: "grid", gap: vars.space.xs });
