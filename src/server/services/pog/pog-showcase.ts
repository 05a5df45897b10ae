/**
 * The POG showcase (spec §2 showcase lists, §7 POG feed and users/pog/share): the Legendary, Hottest and My
 * Clan lists of showcased cards, likes, and first-party short links that share a card. Every method takes the
 * caller from the verified access token, never from the request.
 */
import { randomBytes } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import { SignInRequired } from "@/domain/errors/auth-errors";
import { PogCardNotFound } from "@/domain/errors/pog-errors";
import { kleosNameOf } from "@/domain/pog/pog-name";
import {
  pogCardFrontPath,
  shareChannelLinks,
  sharePageHtml,
  shareTargetPath,
  type PogShareChannel,
  type PogShareCta,
} from "@/domain/pog/pog-share";
import {
  PogShowcaseRepository,
  type PogCardRow,
  type PogShareLinkRow,
} from "@/server/db/repositories/pog-showcase-repository";
import { traced } from "@/server/effect/traced";
import { ReferralCodes } from "@/server/services/referrals/referral-codes";

export type PogFeedKind = "legendary" | "hottest" | "clan";

export interface PogCardView {
  readonly name: string;
  readonly kleosName: string;
  readonly avatarUrl: string;
  readonly avatarSource: string;
  readonly frontImageUrl: string;
  readonly likes: number;
  readonly likedByMe: boolean;
  readonly clanName: string | null;
  readonly since: string;
}

export interface PogFeedPageView {
  readonly kind: PogFeedKind;
  readonly items: ReadonlyArray<PogCardView>;
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
  readonly exploreUrl: string;
}

export interface PogShareView {
  readonly code: string;
  readonly shortUrl: string;
  readonly cta: PogShareCta;
  readonly name: string;
  readonly kleosName: string;
  readonly frontImageUrl: string;
  readonly channels: ReadonlyArray<{ readonly channel: PogShareChannel; readonly url: string }>;
  readonly exploreUrl: string;
}

/** Likes of the last 7 days make a card hot. */
export const HOTTEST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The highlighted cards of a list: its top three. */
export const HIGHLIGHTED_CARDS = 3;
/** Kleos' own token page, where "explore on chain" leads without a configured block explorer. */
export const KLEOS_TOKEN_PAGE = "/api/pog-nft/collection/meta-data";

// 60 random bits per code: a collision is rare enough that a few fresh draws always find a free one.
const MAX_DRAWS = 5;
const drawCode = (): string => randomBytes(8).toString("base64url").slice(0, 10);

const cardView = (row: PogCardRow): PogCardView => ({
  name: row.username,
  kleosName: kleosNameOf(row.username),
  avatarUrl: `/api/users/pictures/${row.avatarKey}`,
  avatarSource: row.avatarSource,
  frontImageUrl: pogCardFrontPath(row.username),
  likes: row.likes,
  likedByMe: row.likedByMe,
  clanName: row.clanName,
  since: row.since.toISOString(),
});

export class PogShowcase extends Context.Service<
  PogShowcase,
  {
    listPogFeed(
      kind: PogFeedKind,
      callerId: string | undefined,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<PogFeedPageView, SignInRequired>;
    listHighlightedPogs(
      kind: PogFeedKind,
      callerId: string | undefined,
    ): Effect.Effect<
      { readonly kind: PogFeedKind; readonly items: ReadonlyArray<PogCardView> },
      SignInRequired
    >;
    /** One like per gamer and card; liking again changes nothing. */
    addPogCardLike(
      callerId: string,
      name: string,
    ): Effect.Effect<
      { readonly name: string; readonly likes: number; readonly likedByMe: boolean },
      PogCardNotFound
    >;
    /** The caller's short link to a card (the same one every time) and each channel's share link. */
    createPogShareLink(
      callerId: string,
      request: { readonly cta: PogShareCta; readonly self: boolean; readonly name: string | undefined },
      origin: string,
    ): Effect.Effect<PogShareView, PogCardNotFound>;
    /** The short link's page (Open Graph and Twitter card tags); undefined for an unknown code. */
    getSharePage(code: string, origin: string): Effect.Effect<string | undefined>;
  }
>()("kleos/server/services/pog/PogShowcase") {
  static readonly layer = (options: { readonly explorerUrl: string | undefined }) =>
    Layer.effect(
      PogShowcase,
      Effect.gen(function* () {
        const showcase = yield* PogShowcaseRepository;
        const referralCodes = yield* ReferralCodes;
        const exploreUrl = options.explorerUrl ?? KLEOS_TOKEN_PAGE;

        const page = (
          kind: PogFeedKind,
          callerId: string | undefined,
          offset: number,
          limit: number,
        ): Effect.Effect<{ cards: ReadonlyArray<PogCardRow>; total: number }, SignInRequired> =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const base = { callerId, hotSince: new Date(now - HOTTEST_WINDOW_MS), offset, limit };
            if (kind !== "clan") return { ...(yield* showcase.feed({ ...base, order: kind })) };
            if (callerId === undefined) return yield* new SignInRequired();
            const clanId = yield* showcase.clanOf(callerId);
            if (clanId === undefined) return { cards: [], total: 0 };
            return { ...(yield* showcase.feed({ ...base, order: "legendary", clanId })) };
          });

        const cardOf = (callerId: string, self: boolean, name: string | undefined) =>
          Effect.gen(function* () {
            const holder =
              self || name === undefined
                ? yield* showcase.findCardOf(callerId)
                : yield* showcase.findCardHolder(name);
            if (holder === undefined) return yield* new PogCardNotFound({ id: self ? "" : (name ?? "") });
            return holder;
          });

        const linkFor = (sharerId: string, cardUserId: string, cta: PogShareCta) =>
          Effect.gen(function* () {
            for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
              const existing = yield* showcase.findShareLink(sharerId, cardUserId, cta);
              if (existing !== undefined) return existing;
              const inserted = yield* showcase.insertShareLink({
                code: drawCode(),
                sharerId,
                cardUserId,
                cta,
              });
              if (inserted !== undefined) return inserted;
              // Nothing written: a concurrent call made this link (found on the next turn) or the code is taken.
            }
            return yield* Effect.die(
              new Error(`No free share code for ${sharerId} after ${MAX_DRAWS} draws`),
            );
          });

        const absolute = (origin: string, path: string): string => new URL(path, `${origin}/`).toString();

        const targetOf = (link: PogShareLinkRow, username: string) =>
          Effect.gen(function* () {
            const cta: PogShareCta = link.cta === "mint" ? "mint" : "view";
            const code =
              cta === "mint" ? (yield* referralCodes.createReferralCode(link.sharerId)).code : undefined;
            return shareTargetPath(cta, username, code);
          });

        return PogShowcase.of(
          traced("PogShowcase", {
            listPogFeed: (
              kind: PogFeedKind,
              callerId: string | undefined,
              pageOffset: number,
              pageLimit: number,
            ) =>
              Effect.map(page(kind, callerId, pageOffset, pageLimit), ({ cards, total }) => ({
                kind,
                items: cards.map(cardView),
                page: { pageOffset, pageLimit, total },
                exploreUrl,
              })),

            listHighlightedPogs: (kind: PogFeedKind, callerId: string | undefined) =>
              Effect.map(page(kind, callerId, 0, HIGHLIGHTED_CARDS), ({ cards }) => ({
                kind,
                items: cards.map(cardView),
              })),

            addPogCardLike: (callerId: string, name: string) =>
              Effect.gen(function* () {
                const holder = yield* showcase.findCardHolder(name);
                if (holder === undefined) return yield* new PogCardNotFound({ id: name });
                yield* showcase.insertLike(holder.userId, callerId);
                const likes = yield* showcase.likesOfCard(holder.userId, callerId);
                return { name: holder.username, ...likes };
              }),

            createPogShareLink: (
              callerId: string,
              request: {
                readonly cta: PogShareCta;
                readonly self: boolean;
                readonly name: string | undefined;
              },
              origin: string,
            ) =>
              Effect.gen(function* () {
                const holder = yield* cardOf(callerId, request.self, request.name);
                const link = yield* linkFor(callerId, holder.userId, request.cta);
                const shortUrl = absolute(origin, `/s/${link.code}`);
                const kleosName = kleosNameOf(holder.username);
                return {
                  code: link.code,
                  shortUrl,
                  cta: request.cta,
                  name: holder.username,
                  kleosName,
                  frontImageUrl: absolute(origin, pogCardFrontPath(holder.username)),
                  channels: shareChannelLinks(shortUrl, `${kleosName} · Proof of Gamer on Kleos`),
                  exploreUrl: absolute(origin, exploreUrl),
                };
              }),

            getSharePage: (code: string, origin: string) =>
              Effect.gen(function* () {
                const link = yield* showcase.findShareLinkByCode(code);
                if (link === undefined) return undefined;
                const username = yield* showcase.usernameOf(link.cardUserId);
                if (username === undefined) return undefined;
                const kleosName = kleosNameOf(username);
                return sharePageHtml({
                  title: `${kleosName} · Proof of Gamer`,
                  description: `See ${kleosName}'s Proof of Gamer card on Kleos and mint your own.`,
                  imageUrl: absolute(origin, pogCardFrontPath(username)),
                  pageUrl: absolute(origin, `/s/${code}`),
                  targetUrl: absolute(origin, yield* targetOf(link, username)),
                });
              }),
          }),
        );
      }),
    ).pipe(Layer.provide(ReferralCodes.layer));
}
