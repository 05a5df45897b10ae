import { style } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

/** The account pages: one column of cards, not wider than a form wants. */
export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxInlineSize: "48rem",
  marginInline: "auto",
  "@media": { [mobile]: { gap: vars.space.lg } },
});

export const header = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });

export const title = style({ margin: 0, fontSize: vars.fontSize.display });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const sectionText = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: "grid", gap: vars.space.md });

/** Two fields side by side on a wide screen, one under the other on a phone. */
export const fieldGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

/** A row with a value and its action (an e-mail and "Verify", an address and "Copy"). */
export const valueRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const address = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  direction: "ltr",
  textAlign: "start",
  unicodeBidi: "isolate",
});

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const listItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const success = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const danger = style({ borderColor: vars.color.danger });

export const bullets = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const skeletons = style({ display: "grid", gap: vars.space.md });

/** A wallet of the multi-wallet picker: its icon and name, the whole row a button. */
export const walletChoice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  inlineSize: "100%",
  justifyContent: "flex-start",
});

export const walletIcon = style({
  inlineSize: "1.75rem",
  blockSize: "1.75rem",
  borderRadius: vars.radius.sm,
});
