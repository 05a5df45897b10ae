import { Clock, Context, Effect, Layer } from "effect";
import { CONTENT_FALLBACK_LANGUAGE } from "@/domain/content/content-language";
import { parseVideoUrl } from "@/domain/content/video-url";
import {
  BannerNotFound,
  BannerWindowInvalid,
  ContentEnglishMissing,
  FeaturedVoucherRepeated,
  VideoHostNotAllowed,
} from "@/domain/errors/content-errors";
import { VoucherCodesInvalid, VoucherNotFound } from "@/domain/errors/store-errors";
import { parseVoucherCodesCsv, VOUCHER_CODE_LINES_SHOWN } from "@/domain/store/voucher-codes-csv";
import { Database } from "@/server/db/database";
import {
  type AdminBannerRow,
  type BannerFields,
  ContentRepository,
} from "@/server/db/repositories/content-repository";
import { StoreRepository } from "@/server/db/repositories/store-repository";
import {
  type ArticleRow,
  type ArticleTexts,
  type AuditEntry,
  PublicationRepository,
  type VideoRow,
  type VideoTexts,
} from "@/server/db/repositories/publication-repository";
import { traced } from "@/server/effect/traced";
import type { PageOf } from "@/server/services/content/publications";
import { adminFooter, type FooterInput, footerRows } from "@/server/services/content/footer-texts";
import { GameNotFound } from "@/domain/games/game-errors";
import { parseGameKey } from "@/domain/games/game";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { GameCatalogue } from "@/server/services/games/game-catalogue";
import { adminGameTexts, type GameTexts, gameTextsRow } from "@/server/services/games/game-texts";

export interface ArticleInput {
  readonly coverImageUrl: string;
  readonly publishedAt: string | null;
  readonly translations: readonly ArticleTexts[];
}

export interface VideoInput {
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly publishedAt: string | null;
  readonly translations: readonly VideoTexts[];
}

export interface BannerInput {
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
  readonly position: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export type AdminBanner = BannerInput & { readonly slug: string };

export interface VoucherCodesAdded {
  readonly voucherId: string;
  readonly added: number;
  readonly stock: number;
}

const AUDIT_ENTITIES = [
  "article",
  "video",
  "banner",
  "voucherStock",
  "footer",
  "featuredVouchers",
  "game",
] as const;
/** The audit log's key for the footer, which is one piece of content. */
const FOOTER_KEY = "footer";
/** The audit log's key for the list of featured vouchers, which is one piece of content. */
const FEATURED_VOUCHERS_KEY = "featuredVouchers";

export interface FeaturedVouchersInput {
  readonly voucherIds: readonly string[];
}
const AUDIT_ACTIONS = ["created", "updated", "deleted"] as const;

export interface AuditView {
  readonly id: number;
  readonly adminUserId: string;
  readonly entity: (typeof AUDIT_ENTITIES)[number];
  readonly entityKey: string;
  readonly action: (typeof AUDIT_ACTIONS)[number];
  readonly changes: Record<string, unknown>;
  readonly at: string;
}

/** One text per language: a second one for the same language replaces the first. */
const byLanguage = <T extends { readonly language: string }>(texts: readonly T[]): T[] => [
  ...new Map(texts.map((text) => [text.language, text])).values(),
];

const adminArticle = (row: ArticleRow): ArticleInput & { slug: string } => ({
  slug: row.slug,
  coverImageUrl: row.coverImageUrl,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  translations: row.translations,
});

const adminVideo = (row: VideoRow): VideoInput & { slug: string } => ({
  slug: row.slug,
  videoUrl: row.videoUrl,
  thumbnailUrl: row.thumbnailUrl,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  translations: row.translations,
});

const auditView = (entry: AuditEntry): AuditView => ({
  id: entry.id,
  adminUserId: entry.adminUserId,
  entity: AUDIT_ENTITIES.find((entity) => entity === entry.entity) ?? "article",
  entityKey: entry.entityKey,
  action: AUDIT_ACTIONS.find((action) => action === entry.action) ?? "updated",
  changes:
    typeof entry.changes === "object" && entry.changes !== null
      ? (entry.changes as Record<string, unknown>)
      : {},
  at: entry.at.toISOString(),
});

const adminBanner = (row: AdminBannerRow): AdminBanner => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

const bannerFields = (input: BannerInput): BannerFields => ({
  ...input,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

/** Admins write articles, videos, banners and voucher stock here; every save is audited in its own transaction. */
export class ContentConsole extends Context.Service<
  ContentConsole,
  {
    saveArticle(
      adminUserId: string,
      slug: string,
      input: ArticleInput,
    ): Effect.Effect<ArticleInput & { slug: string }, ContentEnglishMissing>;
    saveVideo(
      adminUserId: string,
      slug: string,
      input: VideoInput,
    ): Effect.Effect<VideoInput & { slug: string }, ContentEnglishMissing | VideoHostNotAllowed>;
    listContentAudit(pageOffset: number, pageLimit: number): Effect.Effect<PageOf<AuditView>>;
    /** Every article, drafts and scheduled ones too, with all its translations. */
    listArticles(
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<PageOf<ArticleInput & { slug: string }>>;
    listVideos(pageOffset: number, pageLimit: number): Effect.Effect<PageOf<VideoInput & { slug: string }>>;
    /** Every banner of the carousel, live or not, in display order. */
    listBanners(): Effect.Effect<readonly AdminBanner[]>;
    saveBanner(
      adminUserId: string,
      slug: string,
      input: BannerInput,
    ): Effect.Effect<AdminBanner, BannerWindowInvalid>;
    deleteBanner(adminUserId: string, slug: string): Effect.Effect<{ slug: string }, BannerNotFound>;
    /** The footer with every translation, in display order. */
    listFooter(): Effect.Effect<FooterInput>;
    /** Replaces the whole footer; every group name and label needs its English text. */
    saveFooter(adminUserId: string, input: FooterInput): Effect.Effect<FooterInput, ContentEnglishMissing>;
    /** The vouchers admins chose to feature, in display order (empty: the vouchers' own flag decides). */
    listFeaturedVouchers(): Effect.Effect<FeaturedVouchersInput>;
    /** Replaces the featured vouchers, in the order sent; each must exist and be sent once. */
    saveFeaturedVouchers(
      adminUserId: string,
      input: FeaturedVouchersInput,
    ): Effect.Effect<FeaturedVouchersInput, VoucherNotFound | FeaturedVoucherRepeated>;
    /** A game's name, tagline and description in every language admins wrote them in, English first. */
    getGameTexts(idOrSlug: string): Effect.Effect<GameTexts, GameNotFound>;
    /** Replaces a game's name, tagline and description in every language; each needs its English text. */
    saveGameTexts(
      adminUserId: string,
      idOrSlug: string,
      input: GameTexts,
    ): Effect.Effect<GameTexts, GameNotFound | ContentEnglishMissing>;
    /** Adds a CSV's codes to a voucher's stock, all or none; answers counts only, never a code. */
    uploadVoucherCodes(
      adminUserId: string,
      voucherId: string,
      csv: string,
    ): Effect.Effect<VoucherCodesAdded, VoucherNotFound | VoucherCodesInvalid>;
  }
>()("kleos/server/services/content/ContentConsole") {
  static readonly layer = Layer.effect(
    ContentConsole,
    Effect.gen(function* () {
      const repository = yield* PublicationRepository;
      const siteContent = yield* ContentRepository;
      const store = yield* StoreRepository;
      const games = yield* GameRepository;
      const catalogue = yield* GameCatalogue;
      const { transaction } = yield* Database;
      const findGame = (idOrSlug: string) =>
        Effect.flatMap(games.findByKey(parseGameKey(idOrSlug)), (game) =>
          game === undefined ? Effect.fail(new GameNotFound({ gameId: idOrSlug })) : Effect.succeed(game),
        );
      const gameTexts = (
        gameId: number,
        game: { readonly name: string; readonly tagline: string; readonly description: string },
      ) => Effect.map(games.findTranslations([gameId]), (translations) => adminGameTexts(game, translations));
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));
      const requireEnglish = (slug: string, texts: readonly { readonly language: string }[]) =>
        texts.some((text) => text.language === CONTENT_FALLBACK_LANGUAGE)
          ? Effect.void
          : Effect.fail(new ContentEnglishMissing({ slug }));
      return ContentConsole.of(
        traced("ContentConsole", {
          saveArticle: (adminUserId: string, slug: string, input: ArticleInput) =>
            Effect.gen(function* () {
              const translations = byLanguage(input.translations);
              yield* requireEnglish(slug, translations);
              const at = yield* now;
              yield* transaction(
                Effect.gen(function* () {
                  const created = yield* repository.upsertArticle(
                    slug,
                    {
                      coverImageUrl: input.coverImageUrl,
                      publishedAt: input.publishedAt === null ? null : new Date(input.publishedAt),
                      translations,
                    },
                    at,
                  );
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "article",
                    entityKey: slug,
                    action: created ? "created" : "updated",
                    changes: input,
                    at,
                  });
                }),
              );
              return { slug, ...input, translations };
            }),
          saveVideo: (adminUserId: string, slug: string, input: VideoInput) =>
            Effect.gen(function* () {
              if (parseVideoUrl(input.videoUrl) === undefined)
                return yield* new VideoHostNotAllowed({ videoUrl: input.videoUrl });
              const translations = byLanguage(input.translations);
              yield* requireEnglish(slug, translations);
              const at = yield* now;
              yield* transaction(
                Effect.gen(function* () {
                  const created = yield* repository.upsertVideo(
                    slug,
                    {
                      videoUrl: input.videoUrl,
                      thumbnailUrl: input.thumbnailUrl,
                      publishedAt: input.publishedAt === null ? null : new Date(input.publishedAt),
                      translations,
                    },
                    at,
                  );
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "video",
                    entityKey: slug,
                    action: created ? "created" : "updated",
                    changes: input,
                    at,
                  });
                }),
              );
              return { slug, ...input, translations };
            }),
          listContentAudit: (pageOffset: number, pageLimit: number) =>
            Effect.map(repository.findAudit(pageOffset, pageLimit), (found) => ({
              items: found.rows.map(auditView),
              page: { pageOffset, pageLimit, total: found.total },
            })),
          listArticles: (pageOffset: number, pageLimit: number) =>
            Effect.map(repository.findAllArticles(pageOffset, pageLimit), (found) => ({
              items: found.rows.map(adminArticle),
              page: { pageOffset, pageLimit, total: found.total },
            })),
          listVideos: (pageOffset: number, pageLimit: number) =>
            Effect.map(repository.findAllVideos(pageOffset, pageLimit), (found) => ({
              items: found.rows.map(adminVideo),
              page: { pageOffset, pageLimit, total: found.total },
            })),
          listBanners: () => Effect.map(siteContent.findAllBanners(), (rows) => rows.map(adminBanner)),
          saveBanner: (adminUserId: string, slug: string, input: BannerInput) =>
            Effect.gen(function* () {
              if (
                input.startsAt !== null &&
                input.endsAt !== null &&
                Date.parse(input.endsAt) <= Date.parse(input.startsAt)
              )
                return yield* new BannerWindowInvalid({ slug });
              const at = yield* now;
              yield* transaction(
                Effect.gen(function* () {
                  const created = yield* siteContent.upsertBanner(slug, bannerFields(input));
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "banner",
                    entityKey: slug,
                    action: created ? "created" : "updated",
                    changes: input,
                    at,
                  });
                }),
              );
              return { slug, ...input };
            }),
          deleteBanner: (adminUserId: string, slug: string) =>
            Effect.gen(function* () {
              const at = yield* now;
              yield* transaction(
                Effect.gen(function* () {
                  const removed = yield* siteContent.deleteBanner(slug);
                  if (!removed) return yield* new BannerNotFound({ slug });
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "banner",
                    entityKey: slug,
                    action: "deleted",
                    changes: {},
                    at,
                  });
                }),
              );
              return { slug };
            }),
          listFooter: () => Effect.map(siteContent.findFooterLinks(), adminFooter),
          saveFooter: (adminUserId: string, input: FooterInput) =>
            Effect.gen(function* () {
              const rows = footerRows(input);
              if (rows === "englishMissing") return yield* new ContentEnglishMissing({ slug: FOOTER_KEY });
              const at = yield* now;
              return yield* transaction(
                Effect.gen(function* () {
                  yield* siteContent.replaceFooterLinks(rows);
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "footer",
                    entityKey: FOOTER_KEY,
                    action: "updated",
                    changes: input,
                    at,
                  });
                  return adminFooter(yield* siteContent.findFooterLinks());
                }),
              );
            }),
          listFeaturedVouchers: () =>
            Effect.map(store.featuredVoucherIds(), (voucherIds) => ({ voucherIds })),
          saveFeaturedVouchers: (adminUserId: string, input: FeaturedVouchersInput) =>
            Effect.gen(function* () {
              const seen = new Set<string>();
              for (const voucherId of input.voucherIds) {
                if (seen.has(voucherId)) return yield* new FeaturedVoucherRepeated({ voucherId });
                seen.add(voucherId);
              }
              const at = yield* now;
              return yield* transaction(
                Effect.gen(function* () {
                  const existing = new Set(yield* store.existingVoucherIds(input.voucherIds));
                  const unknown = input.voucherIds.find((voucherId) => !existing.has(voucherId));
                  if (unknown !== undefined) return yield* new VoucherNotFound({ voucherId: unknown });
                  yield* store.replaceFeaturedVouchers(input.voucherIds);
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "featuredVouchers",
                    entityKey: FEATURED_VOUCHERS_KEY,
                    action: "updated",
                    changes: { voucherIds: [...input.voucherIds] },
                    at,
                  });
                  return { voucherIds: yield* store.featuredVoucherIds() };
                }),
              );
            }),
          getGameTexts: (idOrSlug: string) =>
            Effect.flatMap(findGame(idOrSlug), (game) => gameTexts(game.id, game)),
          saveGameTexts: (adminUserId: string, idOrSlug: string, input: GameTexts) =>
            Effect.gen(function* () {
              const game = yield* findGame(idOrSlug);
              const row = gameTextsRow(input);
              if (row === "englishMissing") return yield* new ContentEnglishMissing({ slug: game.slug });
              const at = yield* now;
              const saved = yield* transaction(
                Effect.gen(function* () {
                  if (!(yield* games.replaceTexts(game.id, row)))
                    return yield* new GameNotFound({ gameId: idOrSlug });
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "game",
                    entityKey: game.slug,
                    action: "updated",
                    changes: input,
                    at,
                  });
                  return yield* gameTexts(game.id, row);
                }),
              );
              yield* catalogue.forgetCachedGames();
              return saved;
            }),
          uploadVoucherCodes: (adminUserId: string, voucherId: string, csv: string) =>
            Effect.gen(function* () {
              const voucher = yield* store.findVoucher(voucherId);
              if (voucher === undefined) return yield* new VoucherNotFound({ voucherId });
              const parsed = parseVoucherCodesCsv(csv);
              if (!parsed.ok)
                return yield* new VoucherCodesInvalid({
                  voucherId,
                  reason: parsed.reason,
                  lines: parsed.lines,
                });
              const at = yield* now;
              return yield* transaction(
                Effect.gen(function* () {
                  const added = new Set(
                    yield* store.insertCodes(
                      voucherId,
                      parsed.codes.map((entry) => entry.code),
                      at,
                    ),
                  );
                  const stored = parsed.codes.filter((entry) => !added.has(entry.code));
                  if (stored.length > 0)
                    return yield* new VoucherCodesInvalid({
                      voucherId,
                      reason: "duplicate",
                      lines: stored.map((entry) => entry.line).slice(0, VOUCHER_CODE_LINES_SHOWN),
                    });
                  yield* repository.insertAudit({
                    adminUserId,
                    entity: "voucherStock",
                    entityKey: voucherId,
                    action: "updated",
                    changes: { codesAdded: added.size },
                    at,
                  });
                  const after = yield* store.findVoucher(voucherId);
                  return { voucherId, added: added.size, stock: after?.stock ?? voucher.stock + added.size };
                }),
              );
            }),
        }),
      );
    }),
  );
}
