/**
 * The POG card of a `.kleos` name, front and back, as PNG: the active avatar, the name, the card's tier, the
 * badges earned and the score of each My POG tab, drawn from an SVG template by sharp in the viewer's
 * language. Anyone may see a card by its name (it is made to be shared). Each answer carries the fingerprint of
 * everything drawn on it (its ETag): the same fingerprint is the same picture, so a cached drawing is answered
 * again, and a changed avatar, name, tier, badge or score is a new fingerprint, drawn afresh.
 */
import { createHash } from "node:crypto";
import { Context, Effect, Layer } from "effect";
import sharp from "sharp";
import { pogCardTier, pogTabScores, type PogTier } from "@/domain/pog/pog-badges";
import { kleosNameOf } from "@/domain/pog/pog-name";
import { PogAvatarRepository } from "@/server/db/repositories/pog-avatar-repository";
import { PogRepository } from "@/server/db/repositories/pog-repository";
import { traced } from "@/server/effect/traced";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { PogCardCache } from "@/server/services/pog/card/card-cache";
import { useCardFonts } from "@/server/services/pog/card/card-fonts";
import { cardLocaleOf, pogCardLabels, type PogCardLocale } from "@/server/services/pog/card/card-labels";
import { pogCardSvg, type PogCardModel, type PogCardSide } from "@/server/services/pog/card/pog-card-svg";
import { Pog } from "@/server/services/pog/pog-service";

/** Bump when the template draws differently, so no earlier drawing is answered for the new one. */
const TEMPLATE_VERSION = 1;
/** About 60–120 kB a card: a few dozen MB at most. */
const CACHE_CAPACITY = 256;

export interface PogCardAnswer {
  /** A strong ETag, quoted. */
  readonly etag: string;
  /** The PNG; absent when the caller's `If-None-Match` already names this card. */
  readonly png?: Uint8Array;
}

export interface PogCardsOptions {
  readonly pictures: PictureStore;
}

/** Whether an `If-None-Match` header value names `etag` (a list, `*`, or weak forms). */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
};

export class PogCards extends Context.Service<
  PogCards,
  {
    /** The card of `name` (any case), or undefined when nobody holds the name. */
    getPogCard(
      name: string,
      side: PogCardSide,
      locale: PogCardLocale,
      ifNoneMatch?: string,
    ): Effect.Effect<PogCardAnswer | undefined>;
  }
>()("kleos/server/services/pog/PogCards") {
  static readonly layer = (options: PogCardsOptions) =>
    Layer.effect(
      PogCards,
      Effect.gen(function* () {
        const pogs = yield* PogRepository;
        const avatars = yield* PogAvatarRepository;
        const pog = yield* Pog;
        // Before anything draws text in this process (fontconfig reads its file once).
        useCardFonts();
        const cache = new PogCardCache(CACHE_CAPACITY);

        return PogCards.of(
          traced("PogCards", {
            getPogCard: (name: string, side: PogCardSide, locale: PogCardLocale, ifNoneMatch?: string) =>
              Effect.gen(function* () {
                const mint = yield* pogs.findMintByName(name);
                if (mint === undefined) return undefined;
                const standing = yield* pog.getMyPogBadges(mint.userId).pipe(
                  Effect.map((badges) => badges as typeof badges | undefined),
                  // An erased account's name shows no card.
                  Effect.catchTag("SignInRequired", () => Effect.succeed(undefined)),
                );
                if (standing === undefined) return undefined;
                const active = (yield* avatars.listSlots(mint.userId)).find(
                  (slot) => slot.active && slot.avatarKey !== null,
                );
                const drawnLocale = cardLocaleOf(locale);
                const earned = standing.badges.flatMap((entry) =>
                  entry.tier === null ? [] : [{ badge: entry.badge, tier: entry.tier }],
                );
                const tabTier = (badge: (typeof standing.badges)[number]["badge"]): PogTier | null =>
                  standing.badges.find((entry) => entry.badge === badge)?.tier ?? null;
                const facts = {
                  version: TEMPLATE_VERSION,
                  side,
                  locale: drawnLocale,
                  kleosName: kleosNameOf(mint.username),
                  tier: pogCardTier(standing.badges),
                  badges: earned,
                  socialBadges: standing.socialBadges.map((entry) => entry.badge),
                  scores: pogTabScores(standing.badges),
                  tabTiers: {
                    Gamer: pogCardTier(standing.badges),
                    Human: tabTier("ProofOfHuman"),
                    Play: tabTier("ProofOfPlay"),
                    Skill: tabTier("ProofOfSkill"),
                    Commerce: tabTier("ProofOfCommerce"),
                    Social: tabTier("ProofOfSocial"),
                  },
                  // Avatar keys are never reused: a new avatar is a new key.
                  avatar:
                    active?.avatarKey == null
                      ? null
                      : { key: active.avatarKey, composed: active.avatarSource !== "openai" },
                };
                const etag = `"${createHash("sha256").update(JSON.stringify(facts)).digest("base64url").slice(0, 32)}"`;
                if (matches(ifNoneMatch, etag)) return { etag };

                const { avatar } = facts;
                const png = yield* Effect.promise(() =>
                  cache.get(etag, async () => {
                    const jpeg = avatar === null ? undefined : await options.pictures.get(avatar.key);
                    const model: PogCardModel = {
                      ...facts,
                      avatar:
                        jpeg === undefined || avatar === null ? null : { jpeg, composed: avatar.composed },
                      labels: pogCardLabels(drawnLocale),
                    };
                    return sharp(Buffer.from(pogCardSvg(model, side)))
                      .png({ compressionLevel: 8 })
                      .toBuffer();
                  }),
                );
                return { etag, png };
              }),
          }),
        );
      }),
    );
}
