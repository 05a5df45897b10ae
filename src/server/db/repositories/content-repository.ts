import { and, asc, gt, isNull, lte, or } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";

export interface WebBanner {
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
  readonly position: number;
}

export interface FooterGroup {
  readonly name: string;
  readonly links: readonly {
    readonly id: number;
    readonly label: string;
    readonly url: string;
    readonly external: boolean;
  }[];
}

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

  findFooterGroups: async (db: DbOrTransaction): Promise<FooterGroup[]> => {
    const rows = await db
      .select()
      .from(webFooterLinksTable)
      .orderBy(
        asc(webFooterLinksTable.groupPosition),
        asc(webFooterLinksTable.position),
        asc(webFooterLinksTable.id),
      )
      .limit(FOOTER_LINKS_MAX);
    const groups = new Map<string, FooterGroup["links"][number][]>();
    for (const row of rows) {
      const links = groups.get(row.groupName) ?? [];
      links.push({ id: row.id, label: row.label, url: row.url, external: row.external });
      groups.set(row.groupName, links);
    }
    return [...groups].map(([name, links]) => ({ name, links }));
  },
};

/** The site content (banners, footer), as a service. */
export class ContentRepository extends Context.Service<
  ContentRepository,
  {
    /** Banners whose window includes `now` (an open start or end counts as always). */
    findLiveBanners(now: Date): Effect.Effect<readonly WebBanner[]>;
    findFooterGroups(): Effect.Effect<readonly FooterGroup[]>;
  }
>()("kleos/server/db/repositories/ContentRepository") {
  static readonly layer = Layer.effect(
    ContentRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ContentRepository.of(
        traced("ContentRepository", {
          findLiveBanners: (now: Date) => query((db) => contentRepository.findLiveBanners(db, now)),
          findFooterGroups: () => query((db) => contentRepository.findFooterGroups(db)),
        }),
      );
    }),
  );
}
