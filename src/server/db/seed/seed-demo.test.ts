import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_GENRES } from "@/domain/games/game-catalogue";
import { buildApp } from "@/server/build-app";
import type { Db } from "@/server/db/client";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { gameGenresTable, gameTranslationsTable, gamesTable } from "@/server/db/schema/games";
import {
  DEMO_BANNERS,
  DEMO_FOOTER_GROUPS,
  DEMO_GAME_TRANSLATIONS,
  DEMO_GAMES,
} from "@/server/db/seed/demo-catalogue";
import { seedDemoData, seedGenres, slugOf } from "@/server/db/seed/seed-demo";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const rowCounts = async (db: Db) => {
  const [[games], [genres], [banners], [links]] = await Promise.all([
    db.select({ total: count() }).from(gamesTable),
    db.select({ total: count() }).from(gameGenresTable),
    db.select({ total: count() }).from(webBannersTable),
    db.select({ total: count() }).from(webFooterLinksTable),
  ]);
  return { games: games?.total, genres: genres?.total, banners: banners?.total, links: links?.total };
};

const SEEDED = {
  games: DEMO_GAMES.length,
  genres: GAME_GENRES.length,
  banners: DEMO_BANNERS.length,
  links: DEMO_FOOTER_GROUPS.reduce((sum, group) => sum + group.links.length, 0),
};

describe("the demo seed", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("loads the spec's partner games, at least 20 more, banners and footer links", async () => {
    expect(await rowCounts(testApp.database.db)).toEqual(SEEDED);
    expect(DEMO_GAMES.length).toBeGreaterThanOrEqual(23);
    const slugs = DEMO_GAMES.map((game) => game.slug);
    expect(slugs).toEqual(expect.arrayContaining(["bullieverse", "colexion", "dark-throne"]));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("is idempotent: seeding again, twice, keeps the same rows", async () => {
    const { db } = testApp.database;
    const before = await db.select().from(gamesTable).orderBy(gamesTable.id);
    await seedDemoData(db);
    await seedDemoData(db);
    await seedGenres(db);
    expect(await rowCounts(db)).toEqual(SEEDED);
    expect(await db.select().from(gamesTable).orderBy(gamesTable.id)).toEqual(before);
    const listed = await testApp.app.inject({ url: "/api/game?pageLimit=1" });
    expect(listed.json<{ page: { total: number } }>().page.total).toBe(DEMO_GAMES.length);
  });

  it("fills a seeded translation's missing texts at the next seeding, and keeps an admin's edit", async () => {
    const { db } = testApp.database;
    const seeded = DEMO_GAME_TRANSLATIONS.find(
      (text) => text.slug === "kabaddi-kings" && text.language === "hi",
    );
    const [game] = await db.select().from(gamesTable).where(eq(gamesTable.slug, "kabaddi-kings"));
    expect(seeded?.description).toBeTruthy();
    const row = and(
      eq(gameTranslationsTable.gameId, game?.id ?? 0),
      eq(gameTranslationsTable.language, "hi"),
    );
    // As a database seeded before descriptions existed holds it, with the name edited by an admin.
    await db.update(gameTranslationsTable).set({ name: "कबड्डी सम्राट", description: null }).where(row);
    await seedDemoData(db);
    expect(await db.select().from(gameTranslationsTable).where(row)).toEqual([
      {
        gameId: game?.id,
        language: "hi",
        name: "कबड्डी सम्राट",
        tagline: seeded?.tagline,
        description: seeded?.description,
      },
    ]);
  });

  it("is idempotent across starts on the same database", async () => {
    const again = await buildApp({ config: testApp.config, database: testApp.database });
    await again.app.close();
    expect(await rowCounts(testApp.database.db)).toEqual(SEEDED);
  });

  it("keeps genres in the domain's order with slugs made from their names", async () => {
    const genres = await testApp.database.db.select().from(gameGenresTable).orderBy(gameGenresTable.position);
    expect(genres.map((genre) => genre.name)).toEqual([...GAME_GENRES]);
    expect(genres.map((genre) => genre.slug)).toEqual(GAME_GENRES.map(slugOf));
  });
});

describe("slugOf", () => {
  it.each([
    ["Battle Royale", "battle-royale"],
    ["Play-to-Earn", "play-to-earn"],
    ["Real-Time Strategy", "real-time-strategy"],
    ["  MMORPG! ", "mmorpg"],
    ["Tiny Towers TD", "tiny-towers-td"],
  ])("turns %j into %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
