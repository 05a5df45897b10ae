/**
 * Loads the demo catalogue. Idempotent: rows are upserted by their natural keys (slug, genre name, footer
 * group and label), so a second start neither duplicates nor loses anything.
 */
import { inArray, sql } from "drizzle-orm";
import { GAME_GENRES } from "@/domain/games/game-catalogue";
import type { Db, DbOrTransaction } from "@/server/db/client";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { gameGenresTable, gameTranslationsTable, gamesTable } from "@/server/db/schema/games";
import { profileOptionRepository } from "@/server/db/repositories/profile-option-repository";
import {
  DEMO_BANNERS,
  DEMO_FOOTER_GROUPS,
  DEMO_GAME_TRANSLATIONS,
  DEMO_GAMES,
} from "@/server/db/seed/demo-catalogue";
import { CITIES, COLLEGES, PROFESSIONS } from "@/server/db/seed/profile-options";
import { seedDemoStore } from "@/server/db/seed/demo-store";
import { seedDemoTournaments } from "@/server/db/seed/demo-tournaments";
import { seedDemoLeaderboards } from "@/server/db/seed/demo-leaderboards";
import { seedDemoPublications } from "@/server/db/seed/demo-publications";
import { seedDemoArena } from "@/server/db/seed/demo-arena";

/** The day the demo articles and videos count back from (their dates stay put, whenever the seed runs). */
const DEMO_PUBLICATIONS_DATE = new Date("2026-11-20T09:00:00Z");

export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export const seedGenres = async (db: DbOrTransaction): Promise<void> => {
  await db
    .insert(gameGenresTable)
    .values(GAME_GENRES.map((name, position) => ({ name, slug: slugOf(name), position })))
    .onConflictDoUpdate({
      target: gameGenresTable.name,
      set: { slug: excluded("slug"), position: excluded("position") },
    });
};

/** The demo catalogue that does not depend on the day: games, banners, footer links, the store. */
export const seedDemoCatalogue = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    await seedGenres(tx);
    await tx
      .insert(gamesTable)
      .values(
        DEMO_GAMES.map((game, position) => ({
          ...game,
          genres: [...game.genres],
          platforms: [...game.platforms],
          networks: [...game.networks],
          loginMethods: [...game.loginMethods],
          coverImage: `/media/games/${game.slug}-cover.svg`,
          bannerImage: `/media/games/${game.slug}-banner.svg`,
          iconImage: `/media/games/${game.slug}-icon.svg`,
          position,
        })),
      )
      .onConflictDoNothing({ target: gamesTable.slug });
    const ids = new Map(
      (
        await tx
          .select({ id: gamesTable.id, slug: gamesTable.slug })
          .from(gamesTable)
          .where(inArray(gamesTable.slug, [...new Set(DEMO_GAME_TRANSLATIONS.map((text) => text.slug))]))
      ).map((game) => [game.slug, game.id]),
    );
    await tx
      .insert(gameTranslationsTable)
      .values(
        DEMO_GAME_TRANSLATIONS.flatMap(({ slug, ...texts }) => {
          const gameId = ids.get(slug);
          return gameId === undefined ? [] : [{ gameId, ...texts }];
        }),
      )
      // An admin's edit of a seeded text stays; one they removed comes back at the next seeding, as the demo's
      // banners and footer links do (so a row seeded before descriptions existed gets its description).
      .onConflictDoUpdate({
        target: [gameTranslationsTable.gameId, gameTranslationsTable.language],
        set: {
          name: sql`coalesce(${gameTranslationsTable.name}, ${excluded("name")})`,
          tagline: sql`coalesce(${gameTranslationsTable.tagline}, ${excluded("tagline")})`,
          description: sql`coalesce(${gameTranslationsTable.description}, ${excluded("description")})`,
        },
      });
    await tx
      .insert(webBannersTable)
      .values(
        DEMO_BANNERS.map((banner, position) => ({
          ...banner,
          imageUrl: `/media/banners/${banner.slug}.svg`,
          position,
        })),
      )
      .onConflictDoNothing({ target: webBannersTable.slug });
    await tx
      .insert(webFooterLinksTable)
      .values(
        DEMO_FOOTER_GROUPS.flatMap((group, groupPosition) =>
          group.links.map((link, position) => ({ ...link, groupName: group.name, groupPosition, position })),
        ),
      )
      .onConflictDoNothing({ target: [webFooterLinksTable.groupName, webFooterLinksTable.label] });
    await seedDemoStore(tx);
    await seedDemoArena(tx);
    // Published before any test or start-up runs: dated from a fixed day, so the catalogue does not depend on it.
    await seedDemoPublications(tx, DEMO_PUBLICATIONS_DATE);
  });
};

export const seedDemoData = async (db: Db): Promise<void> => {
  await seedDemoCatalogue(db);
  // Tournaments are dated from now: registration open, under way, finished.
  await seedDemoTournaments(db, new Date());
  // Live seasons that score the K-Points gamers earn from now on (and since their start).
  await seedDemoLeaderboards(db, new Date());
};

/** The profile pickers' reference data (not demo data: loaded at every start-up, idempotent). */
export const seedProfileOptions = async (db: DbOrTransaction): Promise<void> => {
  await profileOptionRepository.upsertMany(db, [
    ...PROFESSIONS.map((name) => ({ kind: "profession" as const, countryCode: null, city: null, name })),
    ...Object.entries(CITIES).flatMap(([countryCode, cities]) =>
      cities.map((name) => ({ kind: "city" as const, countryCode, city: null, name })),
    ),
    ...Object.entries(COLLEGES).flatMap(([countryCode, colleges]) =>
      colleges.map((college) => ({
        kind: "college" as const,
        countryCode,
        city: college.city,
        name: college.name,
      })),
    ),
  ]);
};
