/** The clan pages' styles: theme tokens and logical properties only (right-to-left safe), fitting 375 px. */
import { style, styleVariants } from "@vanilla-extract/css";
import { mobile, vars } from "@/web/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  inlineSize: "100%",
  maxInlineSize: vars.layout.maxWidth,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  minInlineSize: 0,
  "@media": { [mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: "60ch" });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const filters = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
});

export const clanCard = style({ display: "grid", gap: vars.space.sm, blockSize: "100%", minInlineSize: 0 });

export const clanCardHead = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minInlineSize: 0,
});

export const clanName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const facts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const banner = styleVariants({
  crimson: { background: `linear-gradient(135deg, ${vars.color.danger}, ${vars.color.surface})` },
  saffron: { background: `linear-gradient(135deg, ${vars.color.warning}, ${vars.color.surface})` },
  emerald: { background: `linear-gradient(135deg, ${vars.color.accentStrong}, ${vars.color.surface})` },
  sapphire: { background: `linear-gradient(135deg, ${vars.color.secondary}, ${vars.color.background})` },
  violet: { background: `linear-gradient(135deg, ${vars.color.secondarySoft}, ${vars.color.secondary})` },
  onyx: { background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.background})` },
  none: { background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})` },
});

/** The head of a clan's page: its banner's strip, then the emblem (overlapping the strip) beside its name. */
export const hero = style({
  display: "grid",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: "hidden",
  minInlineSize: 0,
});

/** 4:1 like the server's banner on phones; no taller than 9rem on wider screens, the picture cropped to fit. */
export const bannerStrip = style({
  position: "relative",
  inlineSize: "100%",
  aspectRatio: "4 / 1",
  maxBlockSize: "9rem",
});

export const bannerImage = style({
  position: "absolute",
  inset: 0,
  display: "block",
  inlineSize: "100%",
  blockSize: "100%",
  objectFit: "cover",
});

export const heroBody = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.sm} ${vars.space.lg}`,
  minInlineSize: 0,
  "@media": { [mobile]: { paddingInline: vars.space.md, paddingBlockEnd: vars.space.md } },
});

/** The emblem (4.5rem) rises half its height into the banner's strip. */
export const heroEmblem = style({
  position: "relative",
  display: "flex",
  marginBlockStart: `calc(-1 * (${vars.space.xxxl} / 2 + ${vars.space.sm}))`,
});

export const heroText = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0, flex: "1 1 12rem" });

export const description = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xxs,
});

export const form = style({ display: "grid", gap: vars.space.md, maxInlineSize: "40rem" });

export const formRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const statGrid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  margin: 0,
});

export const stat = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const video = style({
  inlineSize: "100%",
  aspectRatio: "16 / 9",
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const imagePicker = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const imageThumb = style({ inlineSize: "3rem", blockSize: "3rem", borderRadius: vars.radius.sm });
