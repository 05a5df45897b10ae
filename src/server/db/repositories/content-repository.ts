import { and, asc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  webBannersTable,
  webFooterLinkTranslationsTable,
  webFooterLinksTable,
} from "@/server/db/schema/content";

export interface WebBanner {
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
  readonly position: number;
}

/** A footer link with its English texts and its translations, as stored. */
export interface FooterLinkRow {
  readonly id: number;
  readonly groupName: string;
  readonly groupPosition: number;
  readonly label: string;
  readonly url: string;
  readonly external: boolean;
  readonly position: number;
  readonly translations: readonly FooterLinkTranslation[];
}

/** A group name and a label in a language other than English; null where English is to be shown. */
export interface FooterLinkTranslation {
  readonly language: string;
  readonly groupName: string | null;
  readonly label: string | null;
}

export type NewFooterLink = Omit<FooterLinkRow, "id">;

/** A banner as admins edit it: its slug and its window too. */
export interface AdminBannerRow {
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
  readonly position: number;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

export type BannerFields = Omit<AdminBannerRow, "slug">;

/** The most live banners listed (the contract's `maxItems`): the carousel shows a handful. */
export const WEB_BANNERS_MAX = 50;
/** The most footer links read, over every group (the contract's `maxItems` of groups and of links). */
export const FOOTER_LINKS_MAX = 200;

export const contentRepository = {
  /** Banners whose window includes `now` (an open start or end counts as always). */
  findLiveBanners: async (db: DbOrTransaction, now: Date): Promise<WebBanner[]> =>
    db
      .select({
        id: webBannersTable.id,
        title: webBannersTable.title,
        subtitle: webBannersTable.subtitle,
        imageUrl: webBannersTable.imageUrl,
        ctaLabel: webBannersTable.ctaLabel,
        ctaUrl: webBannersTable.ctaUrl,
        position: webBannersTable.position,
      })
      .from(webBannersTable)
      .where(
        and(
          or(isNull(webBannersTable.startsAt), lte(webBannersTable.startsAt, now)),
          or(isNull(webBannersTable.endsAt), gt(webBannersTable.endsAt, now)),
        ),
      )
      .orderBy(asc(webBannersTable.position), asc(webBannersTable.id))
      .limit(WEB_BANNERS_MAX),

  /** Every banner, live or not, in display order. */
  findAllBanners: async (db: DbOrTransaction): Promise<AdminBannerRow[]> =>
    db
      .select({
        slug: webBannersTable.slug,
        title: webBannersTable.title,
        subtitle: webBannersTable.subtitle,
        imageUrl: webBannersTable.imageUrl,
        ctaLabel: webBannersTable.ctaLabel,
        ctaUrl: webBannersTable.ctaUrl,
        position: webBannersTable.position,
        startsAt: webBannersTable.startsAt,
        endsAt: webBannersTable.endsAt,
      })
      .from(webBannersTable)
      .orderBy(asc(webBannersTable.position), asc(webBannersTable.id))
      .limit(WEB_BANNERS_MAX),

  /** Creates or replaces the banner with this slug; true when it was created. */
  upsertBanner: async (db: DbOrTransaction, slug: string, fields: BannerFields): Promise<boolean> => {
    const [existing] = await db
      .select({ id: webBannersTable.id })
      .from(webBannersTable)
      .where(eq(webBannersTable.slug, slug))
      .limit(1);
    await db
      .insert(webBannersTable)
      .values({ slug, ...fields })
      .onConflictDoUpdate({ target: webBannersTable.slug, set: fields });
    return existing === undefined;
  },

  /** Removes the banner with this slug; false when there was none. */
  deleteBanner: async (db: DbOrTransaction, slug: string): Promise<boolean> => {
    const removed = await db
      .delete(webBannersTable)
      .where(eq(webBannersTable.slug, slug))
      .returning({ id: webBannersTable.id });
    return removed.length > 0;
  },

  /** Every footer link (the first FOOTER_LINKS_MAX), in display order, with its translations. */
  findFooterLinks: async (db: DbOrTransaction): Promise<FooterLinkRow[]> => {
    const links = await db
      .select()
      .from(webFooterLinksTable)
      .orderBy(
        asc(webFooterLinksTable.groupPosition),
        asc(webFooterLinksTable.position),
        asc(webFooterLinksTable.id),
      )
      .limit(FOOTER_LINKS_MAX);
    if (links.length === 0) return [];
    const translations = await db
      .select()
      .from(webFooterLinkTranslationsTable)
      .where(
        inArray(
          webFooterLinkTranslationsTable.linkId,
          links.map((link) => link.id),
        ),
      )
      .orderBy(asc(webFooterLinkTranslationsTable.language));
    return links.map((link) => ({
      ...link,
      translations: translations
        .filter((translation) => translation.linkId === link.id)
        .map(({ language, groupName, label }) => ({ language, groupName, label })),
    }));
  },

  /** Replaces every footer link (and its translations) with `links`. */
  replaceFooterLinks: async (db: DbOrTransaction, links: readonly NewFooterLink[]): Promise<void> => {
    await db.delete(webFooterLinksTable);
    for (const { translations, ...link } of links) {
      const [inserted] = await db
        .insert(webFooterLinksTable)
        .values(link)
        .returning({ id: webFooterLinksTable.id });
      if (inserted === undefined)
        throw new Error(`Footer link ${link.groupName}/${link.label} was not stored`);
      if (translations.length > 0)
        await db
          .insert(webFooterLinkTranslationsTable)
          .values(translations.map((translation) => ({ linkId: inserted.id, ...translation })));
    }
  },
};

/** The site content (banners, footer), as a service. */
export class ContentRepository extends Context.Service<
  ContentRepository,
  {
    /** Banners whose window includes `now` (an open start or end counts as always). */
    findLiveBanners(now: Date): Effect.Effect<readonly WebBanner[]>;
    findFooterLinks(): Effect.Effect<readonly FooterLinkRow[]>;
    replaceFooterLinks(links: readonly NewFooterLink[]): Effect.Effect<void>;
    findAllBanners(): Effect.Effect<readonly AdminBannerRow[]>;
    /** Creates or replaces the banner with this slug; true when it was created. */
    upsertBanner(slug: string, fields: BannerFields): Effect.Effect<boolean>;
    /** Removes the banner with this slug; false when there was none. */
    deleteBanner(slug: string): Effect.Effect<boolean>;
  }
>()("kleos/server/db/repositories/ContentRepository") {
  static readonly layer = Layer.effect(
    ContentRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ContentRepository.of(
        traced("ContentRepository", {
          findLiveBanners: (now: Date) => query((db) => contentRepository.findLiveBanners(db, now)),
          findFooterLinks: () => query((db) => contentRepository.findFooterLinks(db)),
          replaceFooterLinks: (links: readonly NewFooterLink[]) =>
            query((db) => contentRepository.replaceFooterLinks(db, links)),
          findAllBanners: () => query((db) => contentRepository.findAllBanners(db)),
          upsertBanner: (slug: string, fields: BannerFields) =>
            query((db) => contentRepository.upsertBanner(db, slug, fields)),
          deleteBanner: (slug: string) => query((db) => contentRepository.deleteBanner(db, slug)),
        }),
      );
    }),
  );
}
