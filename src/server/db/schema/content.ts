import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const webBannersTable = pgTable(
  "web_banners",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    imageUrl: text("image_url").notNull(),
    ctaLabel: text("cta_label").notNull(),
    ctaUrl: text("cta_url").notNull(),
    position: integer("position").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (table) => [index("web_banners_position_idx").on(table.position)],
);

export const webFooterLinksTable = pgTable(
  "web_footer_links",
  {
    id: serial("id").primaryKey(),
    groupName: text("group_name").notNull(),
    groupPosition: integer("group_position").notNull(),
    label: text("label").notNull(),
    url: text("url").notNull(),
    external: boolean("external").notNull().default(false),
    position: integer("position").notNull(),
  },
  (table) => [
    index("web_footer_links_order_idx").on(table.groupPosition, table.position),
    uniqueIndex("web_footer_links_group_label_idx").on(table.groupName, table.label),
  ],
);

/**
 * A footer link's group name and label in a language other than English (the texts on `web_footer_links`, the
 * fallback); either may be absent, and then English is shown for it.
 */
export const webFooterLinkTranslationsTable = pgTable(
  "web_footer_link_translations",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => webFooterLinksTable.id, { onDelete: "cascade" }),
    /** BCP 47 tag. */
    language: text("language").notNull(),
    groupName: text("group_name"),
    label: text("label"),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.language] })],
);

/*
 * Articles and videos, written by admins. The texts live in one row per language (English always present, the
 * fallback); an item without `published_at`, or with it in the future, is not shown to readers.
 */
export const articlesTable = pgTable("articles", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  coverImageUrl: text("cover_image_url").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const articleTranslationsTable = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articlesTable.id, { onDelete: "cascade" }),
    /** BCP 47 tag. */
    language: text("language").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** CommonMark; raw HTML in it is shown as text, never rendered. */
    bodyMarkdown: text("body_markdown").notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.language] })],
);

export const videosTable = pgTable("videos", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** The video's page on an allow-listed host (src/domain/content/video-url.ts). */
  videoUrl: text("video_url").notNull(),
  thumbnailUrl: text("thumbnail_url").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const videoTranslationsTable = pgTable(
  "video_translations",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => videosTable.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.language] })],
);

/** Who changed which piece of site content, when, and to what (append-only). */
export const contentAuditLogTable = pgTable(
  "content_audit_log",
  {
    id: serial("id").primaryKey(),
    adminUserId: uuid("admin_user_id").notNull(),
    /** article, video, banner, voucherStock, footer. */
    entity: text("entity").notNull(),
    entityKey: text("entity_key").notNull(),
    /** created, updated. */
    action: text("action").notNull(),
    /** The fields written, as the admin sent them. */
    changes: jsonb("changes").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_audit_log_at_idx").on(table.at)],
);
