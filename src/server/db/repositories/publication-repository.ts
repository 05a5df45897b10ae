import { and, count, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  articleTranslationsTable,
  articlesTable,
  videoTranslationsTable,
  videosTable,
} from "@/server/db/schema/content";

export interface ArticleTexts {
  readonly language: string;
  readonly title: string;
  readonly summary: string;
  readonly bodyMarkdown: string;
}

export interface ArticleRow {
  readonly id: number;
  readonly slug: string;
  readonly coverImageUrl: string;
  readonly publishedAt: Date | null;
  readonly translations: readonly ArticleTexts[];
}

export interface VideoTexts {
  readonly language: string;
  readonly title: string;
  readonly description: string;
}

export interface VideoRow {
  readonly id: number;
  readonly slug: string;
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly publishedAt: Date | null;
  readonly translations: readonly VideoTexts[];
}

export interface Page<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

const articlePublished = (now: Date) =>
  and(isNotNull(articlesTable.publishedAt), lte(articlesTable.publishedAt, now));
const videoPublished = (now: Date) =>
  and(isNotNull(videosTable.publishedAt), lte(videosTable.publishedAt, now));

const articleTexts = async (db: DbOrTransaction, ids: readonly number[], languages: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(articleTranslationsTable)
        .where(
          and(
            inArray(articleTranslationsTable.articleId, [...ids]),
            inArray(articleTranslationsTable.language, [...languages]),
          ),
        );

const videoTexts = async (db: DbOrTransaction, ids: readonly number[], languages: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(videoTranslationsTable)
        .where(
          and(
            inArray(videoTranslationsTable.videoId, [...ids]),
            inArray(videoTranslationsTable.language, [...languages]),
          ),
        );

export const publicationRepository = {
  /** Published articles, newest first, each with its texts in `languages` (those it has). */
  findPublishedArticles: async (
    db: DbOrTransaction,
    now: Date,
    languages: readonly string[],
    pageOffset: number,
    pageLimit: number,
  ): Promise<Page<ArticleRow>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(articlesTable)
        .where(articlePublished(now))
        .orderBy(desc(articlesTable.publishedAt), desc(articlesTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(articlesTable).where(articlePublished(now)),
    ]);
    const texts = await articleTexts(
      db,
      rows.map((row) => row.id),
      languages,
    );
    return {
      rows: rows.map((row) => ({ ...row, translations: texts.filter((text) => text.articleId === row.id) })),
      total: total?.total ?? 0,
    };
  },

  findPublishedArticle: async (
    db: DbOrTransaction,
    slug: string,
    now: Date,
    languages: readonly string[],
  ): Promise<ArticleRow | undefined> => {
    const [row] = await db
      .select()
      .from(articlesTable)
      .where(and(eq(articlesTable.slug, slug), articlePublished(now)));
    if (row === undefined) return undefined;
    return { ...row, translations: await articleTexts(db, [row.id], languages) };
  },

  findPublishedVideos: async (
    db: DbOrTransaction,
    now: Date,
    languages: readonly string[],
    pageOffset: number,
    pageLimit: number,
  ): Promise<Page<VideoRow>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(videosTable)
        .where(videoPublished(now))
        .orderBy(desc(videosTable.publishedAt), desc(videosTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(videosTable).where(videoPublished(now)),
    ]);
    const texts = await videoTexts(
      db,
      rows.map((row) => row.id),
      languages,
    );
    return {
      rows: rows.map((row) => ({ ...row, translations: texts.filter((text) => text.videoId === row.id) })),
      total: total?.total ?? 0,
    };
  },

  findPublishedVideo: async (
    db: DbOrTransaction,
    slug: string,
    now: Date,
    languages: readonly string[],
  ): Promise<VideoRow | undefined> => {
    const [row] = await db
      .select()
      .from(videosTable)
      .where(and(eq(videosTable.slug, slug), videoPublished(now)));
    if (row === undefined) return undefined;
    return { ...row, translations: await videoTexts(db, [row.id], languages) };
  },
};

/** Articles and videos, as a service. Texts are read only in the languages asked for. */
export class PublicationRepository extends Context.Service<
  PublicationRepository,
  {
    findPublishedArticles(
      now: Date,
      languages: readonly string[],
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<Page<ArticleRow>>;
    findPublishedArticle(
      slug: string,
      now: Date,
      languages: readonly string[],
    ): Effect.Effect<ArticleRow | undefined>;
    findPublishedVideos(
      now: Date,
      languages: readonly string[],
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<Page<VideoRow>>;
    findPublishedVideo(
      slug: string,
      now: Date,
      languages: readonly string[],
    ): Effect.Effect<VideoRow | undefined>;
  }
>()("kleos/server/db/repositories/PublicationRepository") {
  static readonly layer = Layer.effect(
    PublicationRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PublicationRepository.of(
        traced("PublicationRepository", {
          findPublishedArticles: (
            now: Date,
            languages: readonly string[],
            pageOffset: number,
            pageLimit: number,
          ) =>
            query((db) =>
              publicationRepository.findPublishedArticles(db, now, languages, pageOffset, pageLimit),
            ),
          findPublishedArticle: (slug: string, now: Date, languages: readonly string[]) =>
            query((db) => publicationRepository.findPublishedArticle(db, slug, now, languages)),
          findPublishedVideos: (
            now: Date,
            languages: readonly string[],
            pageOffset: number,
            pageLimit: number,
          ) =>
            query((db) =>
              publicationRepository.findPublishedVideos(db, now, languages, pageOffset, pageLimit),
            ),
          findPublishedVideo: (slug: string, now: Date, languages: readonly string[]) =>
            query((db) => publicationRepository.findPublishedVideo(db, slug, now, languages)),
        }),
      );
    }),
  );
}
