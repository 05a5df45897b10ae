import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const stack = style({ display: "grid", gap: vars.space.md });

export const form = style({ display: "grid", gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::before, &::after": {
      content: '""',
      flexGrow: 1,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const methods = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  alignItems: "start",
  gap: vars.space.xs,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const method = style({ display: "grid", gap: vars.space.xxs, alignContent: "start" });

export const fullWidth = style({ inlineSize: "100%" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const recipient = style({
  fontWeight: vars.fontWeight.bold,
  unicodeBidi: "isolate",
  direction: "ltr",
});

export const telegram = style({ minBlockSize: "40px", display: "flex", justifyContent: "center" });
