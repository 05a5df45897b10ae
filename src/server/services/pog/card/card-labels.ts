/**
 * The words on the POG card, in the viewer's language: read from the site's own compiled catalogues
 * (generated/locales, `npm run gen`), under the message ids the My POG page shows them with, so the card and the
 * page always say the same. Languages whose script the card's fonts lack (Japanese, Chinese: the card's Noto Sans
 * fonts cover Latin, Cyrillic, Greek, Devanagari and Hebrew; CJK fonts would add tens of megabytes to every
 * start) get the English card rather than boxes.
 */
import { readFileSync } from "node:fs";
import type { PogCardLabels } from "@/server/services/pog/card/pog-card-svg";

/** The catalogues (BCP 47 tags, as the site's `locales/` names them) a card may be asked in. */
export const POG_CARD_LOCALES = [
  "en",
  "be",
  "bg",
  "cs",
  "de",
  "el",
  "es",
  "et",
  "fr",
  "he",
  "hi",
  "it",
  "ja",
  "nl",
  "pl",
  "pt-BR",
  "pt-PT",
  "ro",
  "ru",
  "uk",
  "zh-Hans",
  "zh-Hant",
] as const;
export type PogCardLocale = (typeof POG_CARD_LOCALES)[number];

const WITHOUT_FONT: ReadonlySet<PogCardLocale> = new Set(["ja", "zh-Hans", "zh-Hant"]);

const RIGHT_TO_LEFT: ReadonlySet<PogCardLocale> = new Set(["he"]);

/** The catalogue the card is drawn in when `locale` is asked for. */
export const cardLocaleOf = (locale: PogCardLocale): PogCardLocale =>
  WITHOUT_FONT.has(locale) ? "en" : locale;

/** A compiled message (formatjs AST); the card's are plain text, element type 0. */
type Compiled = ReadonlyArray<{ readonly type: number; readonly value?: unknown }>;

const catalogueOf = (locale: PogCardLocale): Readonly<Record<string, Compiled>> =>
  JSON.parse(
    readFileSync(new URL(`../../../../../generated/locales/${locale}.json`, import.meta.url), "utf8"),
  ) as Record<string, Compiled>;

const plain = (catalogue: Readonly<Record<string, Compiled>>, id: string, locale: string): string => {
  const message = catalogue[id];
  if (message === undefined || !message.every((part) => part.type === 0 && typeof part.value === "string"))
    throw new Error(`The ${locale} catalogue has no plain message ${id} for the POG card`);
  return message.map((part) => String(part.value)).join("");
};

const labelsOf = (locale: PogCardLocale): PogCardLabels => {
  const catalogue = catalogueOf(locale);
  const t = (id: string) => plain(catalogue, id, locale);
  return {
    rightToLeft: RIGHT_TO_LEFT.has(locale),
    title: t("pog.page.title"),
    badges: t("pog.card.badges"),
    scores: t("pog.card.scores"),
    noTier: t("pog.badgeCard.notEarned"),
    noBadges: t("pog.myPog.noBadgesTitle"),
    composed: t("pog.avatar.composed"),
    tiers: {
      Bronze: t("pog.tier.bronze"),
      Silver: t("pog.tier.silver"),
      Gold: t("pog.tier.gold"),
      Diamond: t("pog.tier.diamond"),
    },
    badgeNames: {
      ProofOfHuman: t("pog.badge.proofOfHuman"),
      ProofOfPlay: t("pog.badge.proofOfPlay"),
      ProofOfSkill: t("pog.badge.proofOfSkill"),
      ProofOfCommerce: t("pog.badge.proofOfCommerce"),
      ProofOfSocial: t("pog.badge.proofOfSocial"),
      KleosCommunity: t("pog.badge.kleosCommunity"),
    },
    socialBadgeNames: {
      Telegramer: t("pog.socialBadge.telegramer"),
      Xer: t("pog.socialBadge.xer"),
      Discorder: t("pog.socialBadge.discorder"),
    },
    tabs: {
      Gamer: t("pog.dashboardTab.gamer"),
      Human: t("pog.dashboardTab.human"),
      Play: t("pog.dashboardTab.play"),
      Skill: t("pog.dashboardTab.skill"),
      Commerce: t("pog.dashboardTab.commerce"),
      Social: t("pog.dashboardTab.social"),
    },
  };
};

const loaded = new Map<PogCardLocale, PogCardLabels>();

/** The card's words for a viewer who reads `locale` (read once per catalogue). */
export const pogCardLabels = (locale: PogCardLocale): PogCardLabels => {
  const drawn = cardLocaleOf(locale);
  const cached = loaded.get(drawn);
  if (cached !== undefined) return cached;
  const labels = labelsOf(drawn);
  loaded.set(drawn, labels);
  return labels;
};
