/**
 * The POG card as SVG (600 × 900 pixels a side), drawn by sharp into a PNG. Front: the active avatar, the
 * `.kleos` name, the card's tier and the badges earned. Back: the score of each My POG tab. Every word on it
 * comes in `labels` (the viewer's language); every string from a gamer or a catalogue is XML-escaped here.
 */
import {
  POG_DASHBOARD_TABS,
  type PogBadge,
  type PogDashboardTab,
  type PogSocialBadge,
  type PogTier,
} from "@/domain/pog/pog-badges";
import { CARD_FONT_FAMILY } from "@/server/services/pog/card/card-fonts";

export const POG_CARD_WIDTH = 600;
export const POG_CARD_HEIGHT = 900;

export type PogCardSide = "front" | "back";

export interface PogCardLabels {
  /** Right to left (Hebrew): the rows of the back put their words on the right and their scores on the left. */
  readonly rightToLeft: boolean;
  readonly title: string;
  readonly badges: string;
  readonly scores: string;
  readonly noTier: string;
  readonly noBadges: string;
  readonly composed: string;
  readonly tiers: { readonly [Tier in PogTier]: string };
  readonly badgeNames: { readonly [Badge in PogBadge]: string };
  readonly socialBadgeNames: { readonly [Badge in PogSocialBadge]: string };
  readonly tabs: { readonly [Tab in PogDashboardTab]: string };
}

export interface PogCardModel {
  readonly kleosName: string;
  readonly tier: PogTier | null;
  /** The overall badges earned (a tier reached), in the dashboard's order. */
  readonly badges: ReadonlyArray<{ readonly badge: PogBadge; readonly tier: PogTier }>;
  readonly socialBadges: ReadonlyArray<PogSocialBadge>;
  readonly scores: { readonly [Tab in PogDashboardTab]: number };
  /** Each tab's tier (Gamer: the card's). */
  readonly tabTiers: { readonly [Tab in PogDashboardTab]: PogTier | null };
  /** The active avatar, a JPEG; null draws the name's first letter instead. */
  readonly avatar: { readonly jpeg: Uint8Array; readonly composed: boolean } | null;
  readonly labels: PogCardLabels;
}

const TIER_COLOURS: { readonly [Tier in PogTier]: string } = {
  Bronze: "#cd7f32",
  Silver: "#c9d1d9",
  Gold: "#f5c542",
  Diamond: "#7fdbff",
};
const NO_TIER_COLOUR = "#6b7280";

const tierColour = (tier: PogTier | null): string => (tier === null ? NO_TIER_COLOUR : TIER_COLOURS[tier]);

/** Text for XML character data and attribute values. */
export const xmlEscape = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

interface TextOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill?: string;
  readonly weight?: 400 | 700;
  readonly anchor?: "start" | "middle" | "end";
  /** The width it may take: a longer text (German, Hindi) is squeezed into it rather than run off the card. */
  readonly maxWidth: number;
}

// Noto Sans glyphs average a little over half the font size; Devanagari clusters a little more.
const estimatedWidth = (text: string, size: number): number => [...text].length * size * 0.6;

const text = (content: string, options: TextOptions): string => {
  const fit =
    estimatedWidth(content, options.size) > options.maxWidth
      ? ` textLength="${options.maxWidth}" lengthAdjust="spacingAndGlyphs"`
      : "";
  return (
    `<text x="${options.x}" y="${options.y}" font-family="${CARD_FONT_FAMILY}" font-size="${options.size}"` +
    ` font-weight="${options.weight ?? 400}" fill="${options.fill ?? "#f8fafc"}"` +
    ` text-anchor="${options.anchor ?? "start"}"${fit}>${xmlEscape(content)}</text>`
  );
};

const frame = (tier: PogTier | null): string =>
  [
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#1b2150"/><stop offset="1" stop-color="#0b0e22"/>`,
    `</linearGradient>`,
    `<clipPath id="avatar"><rect x="130" y="110" width="340" height="340" rx="28"/></clipPath>`,
    `</defs>`,
    `<rect x="0" y="0" width="${POG_CARD_WIDTH}" height="${POG_CARD_HEIGHT}" rx="36" fill="url(#bg)"/>`,
    `<rect x="8" y="8" width="${POG_CARD_WIDTH - 16}" height="${POG_CARD_HEIGHT - 16}" rx="30" fill="none"`,
    ` stroke="${tierColour(tier)}" stroke-width="6"/>`,
  ].join("");

const avatarOf = (model: PogCardModel): string => {
  if (model.avatar === null) {
    const initial = [...model.kleosName][0]?.toUpperCase() ?? "?";
    return (
      `<rect x="130" y="110" width="340" height="340" rx="28" fill="#2a3170"/>` +
      text(initial, { x: 300, y: 330, size: 160, weight: 700, anchor: "middle", maxWidth: 300 })
    );
  }
  const href = `data:image/jpeg;base64,${Buffer.from(model.avatar.jpeg).toString("base64")}`;
  return (
    `<image x="130" y="110" width="340" height="340" preserveAspectRatio="xMidYMid slice"` +
    ` clip-path="url(#avatar)" href="${href}"/>` +
    (model.avatar.composed
      ? text(model.labels.composed, {
          x: 300,
          y: 478,
          size: 16,
          fill: "#a5b4fc",
          anchor: "middle",
          maxWidth: 340,
        })
      : "")
  );
};

const chip = (label: string, x: number, y: number, colour: string): string =>
  `<rect x="${x}" y="${y}" width="250" height="40" rx="20" fill="#1f2a5c" stroke="${colour}" stroke-width="2"/>` +
  text(label, { x: x + 125, y: y + 27, size: 17, anchor: "middle", maxWidth: 226 });

const front = (model: PogCardModel): string => {
  const { labels } = model;
  const tierLabel = model.tier === null ? labels.noTier : labels.tiers[model.tier];
  const chips = [
    ...model.badges.map((entry) => ({
      label: `${labels.badgeNames[entry.badge]} · ${labels.tiers[entry.tier]}`,
      colour: TIER_COLOURS[entry.tier],
    })),
    ...model.socialBadges.map((badge) => ({ label: labels.socialBadgeNames[badge], colour: "#a5b4fc" })),
  ];
  return [
    text(labels.title, { x: 300, y: 72, size: 26, weight: 700, anchor: "middle", maxWidth: 520 }),
    avatarOf(model),
    text(model.kleosName, { x: 300, y: 548, size: 44, weight: 700, anchor: "middle", maxWidth: 520 }),
    `<rect x="200" y="572" width="200" height="44" rx="22" fill="${tierColour(model.tier)}"/>`,
    text(tierLabel, {
      x: 300,
      y: 602,
      size: 20,
      weight: 700,
      fill: "#0b0e22",
      anchor: "middle",
      maxWidth: 180,
    }),
    text(labels.badges, { x: 300, y: 664, size: 20, fill: "#cbd5e1", anchor: "middle", maxWidth: 520 }),
    chips.length === 0
      ? text(labels.noBadges, { x: 300, y: 712, size: 18, fill: "#94a3b8", anchor: "middle", maxWidth: 520 })
      : chips
          .slice(0, 8)
          .map((entry, i) =>
            // Two to a row, the first on the side a line starts: the left, or the right in Hebrew.
            chip(
              entry.label,
              (i % 2 === 0) === !labels.rightToLeft ? 40 : 310,
              684 + Math.floor(i / 2) * 50,
              entry.colour,
            ),
          )
          .join(""),
  ].join("");
};

const back = (model: PogCardModel): string => {
  const { labels } = model;
  const rows = POG_DASHBOARD_TABS.map((tab, i) => {
    const y = 200 + i * 106;
    const tier = model.tabTiers[tab];
    // Where a row's words start and its score ends, mirrored for a language read right to left.
    const words = labels.rightToLeft
      ? { x: 532, anchor: "end" as const }
      : { x: 68, anchor: "start" as const };
    const score = labels.rightToLeft
      ? { x: 68, anchor: "start" as const }
      : { x: 532, anchor: "end" as const };
    return (
      `<rect x="40" y="${y}" width="520" height="88" rx="18" fill="#1f2a5c" stroke="${tierColour(tier)}"` +
      ` stroke-width="2"/>` +
      text(labels.tabs[tab], { ...words, y: y + 40, size: 26, weight: 700, maxWidth: 300 }) +
      text(tier === null ? labels.noTier : labels.tiers[tier], {
        ...words,
        y: y + 70,
        size: 17,
        fill: tierColour(tier),
        maxWidth: 300,
      }) +
      text(String(model.scores[tab]), { ...score, y: y + 58, size: 40, weight: 700, maxWidth: 180 })
    );
  });
  return [
    text(labels.title, { x: 300, y: 72, size: 26, weight: 700, anchor: "middle", maxWidth: 520 }),
    text(model.kleosName, { x: 300, y: 118, size: 30, anchor: "middle", maxWidth: 520 }),
    text(labels.scores, { x: 300, y: 172, size: 20, fill: "#cbd5e1", anchor: "middle", maxWidth: 520 }),
    ...rows,
  ].join("");
};

/** The SVG of one side of the card. */
export const pogCardSvg = (model: PogCardModel, side: PogCardSide): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${POG_CARD_WIDTH}" height="${POG_CARD_HEIGHT}"` +
  ` viewBox="0 0 ${POG_CARD_WIDTH} ${POG_CARD_HEIGHT}">` +
  frame(model.tier) +
  (side === "front" ? front(model) : back(model)) +
  `</svg>`;
