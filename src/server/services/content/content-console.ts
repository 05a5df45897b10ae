import { Clock, Context, Effect, Layer } from "effect";
import { CONTENT_FALLBACK_LANGUAGE } from "@/domain/content/content-language";
import { parseVideoUrl } from "@/domain/content/video-url";
import { ContentEnglishMissing, VideoHostNotAllowed } from "@/domain/errors/content-errors";
import { Database } from "@/server/db/database";
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

export interface AuditView {
  readonly id: number;
  readonly adminUserId: string;
  readonly entity: "article" | "video";
  readonly entityKey: string;
  readonly action: "created" | "updated";
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
  entity: entry.entity === "video" ? "video" : "article",
  entityKey: entry.entityKey,
  action: entry.action === "created" ? "created" : "updated",
  changes:
    typeof entry.changes === "object" && entry.changes !== null
      ? (entry.changes as Record<string, unknown>)
      : {},
  at: entry.at.toISOString(),
});

/** Admins write articles and videos here; every save is audited in its own transaction. */
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
  }
>()("kleos/server/services/content/ContentConsole") {
  static readonly layer = Layer.effect(
    ContentConsole,
    Effect.gen(function* () {
      const repository = yield* PublicationRepository;
      const { transaction } = yield* Database;
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
        }),
      );
    }),
  );
}
