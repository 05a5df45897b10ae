import { Clock, Context, Effect, Layer } from "effect";
import { contentLanguageCandidates, pickContentLanguage } from "@/domain/content/content-language";
import { parseVideoUrl } from "@/domain/content/video-url";
import { ArticleNotFound, VideoNotFound } from "@/domain/errors/content-errors";
import {
  type ArticleRow,
  type ArticleTexts,
  PublicationRepository,
  type VideoRow,
  type VideoTexts,
} from "@/server/db/repositories/publication-repository";
import { traced } from "@/server/effect/traced";

export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly coverImageUrl: string;
  readonly publishedAt: string;
  readonly language: string;
}

export interface Article extends ArticleSummary {
  readonly bodyMarkdown: string;
}

export interface Video {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly videoUrl: string;
  readonly embedUrl: string;
  readonly thumbnailUrl: string;
  readonly publishedAt: string;
  readonly language: string;
}

export interface PageOf<Item> {
  readonly items: readonly Item[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

const texts = <T extends { readonly language: string }>(
  translations: readonly T[],
  language: string | undefined,
): T | undefined => {
  const picked = pickContentLanguage(
    language,
    translations.map((text) => text.language),
  );
  return translations.find((text) => text.language === picked);
};

const toArticle = (row: ArticleRow, language: string | undefined): Article | undefined => {
  const chosen: ArticleTexts | undefined = texts(row.translations, language);
  if (chosen === undefined || row.publishedAt === null) return undefined;
  return {
    slug: row.slug,
    title: chosen.title,
    summary: chosen.summary,
    coverImageUrl: row.coverImageUrl,
    publishedAt: row.publishedAt.toISOString(),
    language: chosen.language,
    bodyMarkdown: chosen.bodyMarkdown,
  };
};

const toVideo = (row: VideoRow, language: string | undefined): Video | undefined => {
  const chosen: VideoTexts | undefined = texts(row.translations, language);
  const source = parseVideoUrl(row.videoUrl);
  // A row whose address left the allow-list (edited in the database) is not embedded anywhere.
  if (chosen === undefined || source === undefined || row.publishedAt === null) return undefined;
  return {
    slug: row.slug,
    title: chosen.title,
    description: chosen.description,
    videoUrl: row.videoUrl,
    embedUrl: source.embedUrl,
    thumbnailUrl: row.thumbnailUrl,
    publishedAt: row.publishedAt.toISOString(),
    language: chosen.language,
  };
};

const summary = ({ bodyMarkdown: _body, ...rest }: Article): ArticleSummary => rest;

const present = <T>(value: T | undefined): value is T => value !== undefined;

/** Published articles and videos, for readers, in their display language with English as the fallback. */
export class Publications extends Context.Service<
  Publications,
  {
    listArticles(
      language: string | undefined,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<PageOf<ArticleSummary>>;
    getArticle(slug: string, language: string | undefined): Effect.Effect<Article, ArticleNotFound>;
    listVideos(
      language: string | undefined,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<PageOf<Video>>;
    getVideo(slug: string, language: string | undefined): Effect.Effect<Video, VideoNotFound>;
  }
>()("kleos/server/services/content/Publications") {
  static readonly layer = Layer.effect(
    Publications,
    Effect.gen(function* () {
      const repository = yield* PublicationRepository;
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));
      return Publications.of(
        traced("Publications", {
          listArticles: (language: string | undefined, pageOffset: number, pageLimit: number) =>
            Effect.gen(function* () {
              const found = yield* repository.findPublishedArticles(
                yield* now,
                contentLanguageCandidates(language),
                pageOffset,
                pageLimit,
              );
              return {
                items: found.rows
                  .map((row) => toArticle(row, language))
                  .filter(present)
                  .map(summary),
                page: { pageOffset, pageLimit, total: found.total },
              };
            }),
          getArticle: (slug: string, language: string | undefined) =>
            Effect.gen(function* () {
              const row = yield* repository.findPublishedArticle(
                slug,
                yield* now,
                contentLanguageCandidates(language),
              );
              const article = row === undefined ? undefined : toArticle(row, language);
              if (article === undefined) return yield* new ArticleNotFound({ slug });
              return article;
            }),
          listVideos: (language: string | undefined, pageOffset: number, pageLimit: number) =>
            Effect.gen(function* () {
              const found = yield* repository.findPublishedVideos(
                yield* now,
                contentLanguageCandidates(language),
                pageOffset,
                pageLimit,
              );
              return {
                items: found.rows.map((row) => toVideo(row, language)).filter(present),
                page: { pageOffset, pageLimit, total: found.total },
              };
            }),
          getVideo: (slug: string, language: string | undefined) =>
            Effect.gen(function* () {
              const row = yield* repository.findPublishedVideo(
                slug,
                yield* now,
                contentLanguageCandidates(language),
              );
              const video = row === undefined ? undefined : toVideo(row, language);
              if (video === undefined) return yield* new VideoNotFound({ slug });
              return video;
            }),
        }),
      );
    }),
  );
}
