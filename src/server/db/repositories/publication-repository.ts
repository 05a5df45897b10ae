import { and, count, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  articleTranslationsTable,
  articlesTable,
  contentAuditLogTable,
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

export interface ArticleFields {
  readonly coverImageUrl: string;
  readonly publishedAt: Date | null;
  readonly translations: readonly ArticleTexts[];
}

export interface VideoFields {
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly publishedAt: Date | null;
  readonly translations: readonly VideoTexts[];
}

export interface AuditEntry {
  readonly id: number;
  readonly adminUserId: string;
  readonly entity: string;
  readonly entityKey: string;
  readonly action: string;
  readonly changes: unknown;
  readonly at: Date;
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

const allArticleTexts = async (db: DbOrTransaction, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(articleTranslationsTable)
        .where(inArray(articleTranslationsTable.articleId, [...ids]))
        .orderBy(articleTranslationsTable.language);

const allVideoTexts = async (db: DbOrTransaction, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(videoTranslationsTable)
        .where(inArray(videoTranslationsTable.videoId, [...ids]))
        .orderBy(videoTranslationsTable.language);

export const publicationRepository = {
  /** Creates or replaces an article and all its translations; says whether it was new. */
  upsertArticle: async (
    db: DbOrTransaction,
    slug: string,
    fields: ArticleFields,
    now: Date,
  ): Promise<boolean> => {
    const [existing] = await db
      .select({ id: articlesTable.id })
      .from(articlesTable)
      .where(eq(articlesTable.slug, slug))
      .for("update");
    const [row] = await db
      .insert(articlesTable)
      .values({ slug, coverImageUrl: fields.coverImageUrl, publishedAt: fields.publishedAt, updatedAt: now })
      .onConflictDoUpdate({
        target: articlesTable.slug,
        set: { coverImageUrl: fields.coverImageUrl, publishedAt: fields.publishedAt, updatedAt: now },
      })
      .returning({ id: articlesTable.id });
    const id = row?.id ?? 0;
    await db.delete(articleTranslationsTable).where(eq(articleTranslationsTable.articleId, id));
    await db
      .insert(articleTranslationsTable)
      .values(fields.translations.map((text) => ({ ...text, articleId: id })));
    return existing === undefined;
  },

  upsertVideo: async (
    db: DbOrTransaction,
    slug: string,
    fields: VideoFields,
    now: Date,
  ): Promise<boolean> => {
    const [existing] = await db
      .select({ id: videosTable.id })
      .from(videosTable)
      .where(eq(videosTable.slug, slug))
      .for("update");
    const values = {
      videoUrl: fields.videoUrl,
      thumbnailUrl: fields.thumbnailUrl,
      publishedAt: fields.publishedAt,
      updatedAt: now,
    };
    const [row] = await db
      .insert(videosTable)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: videosTable.slug, set: values })
      .returning({ id: videosTable.id });
    const id = row?.id ?? 0;
    await db.delete(videoTranslationsTable).where(eq(videoTranslationsTable.videoId, id));
    await db
      .insert(videoTranslationsTable)
      .values(fields.translations.map((text) => ({ ...text, videoId: id })));
    return existing === undefined;
  },

  insertAudit: async (db: DbOrTransaction, entry: Omit<AuditEntry, "id">): Promise<void> => {
    await db.insert(contentAuditLogTable).values(entry);
  },

  findAudit: async (
    db: DbOrTransaction,
    pageOffset: number,
    pageLimit: number,
  ): Promise<Page<AuditEntry>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contentAuditLogTable)
        .orderBy(desc(contentAuditLogTable.at), desc(contentAuditLogTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(contentAuditLogTable),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Every article (drafts and scheduled too), newest created first, each with all its translations. */
  findAllArticles: async (
    db: DbOrTransaction,
    pageOffset: number,
    pageLimit: number,
  ): Promise<Page<ArticleRow>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(articlesTable)
        .orderBy(desc(articlesTable.createdAt), desc(articlesTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(articlesTable),
    ]);
    const texts = await allArticleTexts(
      db,
      rows.map((row) => row.id),
    );
    return {
      rows: rows.map((row) => ({
        ...row,
        translations: texts
          .filter((text) => text.articleId === row.id)
          .map(({ language, title, summary, bodyMarkdown }) => ({ language, title, summary, bodyMarkdown })),
      })),
      total: total?.total ?? 0,
    };
  },

  /** Every video (drafts and scheduled too), newest created first, each with all its translations. */
  findAllVideos: async (
    db: DbOrTransaction,
    pageOffset: number,
    pageLimit: number,
  ): Promise<Page<VideoRow>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(videosTable)
        .orderBy(desc(videosTable.createdAt), desc(videosTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(videosTable),
    ]);
    const texts = await allVideoTexts(
      db,
      rows.map((row) => row.id),
    );
    return {
      rows: rows.map((row) => ({
        ...row,
        translations: texts
          .filter((text) => text.videoId === row.id)
          .map(({ language, title, description }) => ({ language, title, description })),
      })),
      total: total?.total ?? 0,
    };
  },

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
    findAllArticles(pageOffset: number, pageLimit: number): Effect.Effect<Page<ArticleRow>>;
    findAllVideos(pageOffset: number, pageLimit: number): Effect.Effect<Page<VideoRow>>;
    /** Creates or replaces an article with all its translations; true when it was new. */
    upsertArticle(slug: string, fields: ArticleFields, now: Date): Effect.Effect<boolean>;
    upsertVideo(slug: string, fields: VideoFields, now: Date): Effect.Effect<boolean>;
    insertAudit(entry: Omit<AuditEntry, "id">): Effect.Effect<void>;
    findAudit(pageOffset: number, pageLimit: number): Effect.Effect<Page<AuditEntry>>;
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
          findAllArticles: (pageOffset: number, pageLimit: number) =>
            query((db) => publicationRepository.findAllArticles(db, pageOffset, pageLimit)),
          findAllVideos: (pageOffset: number, pageLimit: number) =>
            query((db) => publicationRepository.findAllVideos(db, pageOffset, pageLimit)),
          upsertArticle: (slug: string, fields: ArticleFields, now: Date) =>
            query((db) => publicationRepository.upsertArticle(db, slug, fields, now)),
          upsertVideo: (slug: string, fields: VideoFields, now: Date) =>
            query((db) => publicationRepository.upsertVideo(db, slug, fields, now)),
          insertAudit: (entry: Omit<AuditEntry, "id">) =>
            query((db) => publicationRepository.insertAudit(db, entry)),
          findAudit: (pageOffset: number, pageLimit: number) =>
            query((db) => publicationRepository.findAudit(db, pageOffset, pageLimit)),
        }),
      );
    }),
  );
}
