/**
 * The game catalogue's only access to the database. No business rules here: it answers queries and maps
 * rows to domain types.
 */
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { GameGenre, GameLoginMethod, GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";
import type {
  FacetCount,
  Game,
  GameKey,
  GameQuery,
  GameSummary,
  GenreFacet,
  Page,
} from "@/domain/games/game";
import { Context, Effect, Layer } from "effect";
import { rowsOf, type DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { gameGenresTable, gameTranslationsTable, gamesTable } from "@/server/db/schema/games";

type GameRow = typeof gamesTable.$inferSelect;

/** A game's name, tagline and description in one language other than English, as stored (any may be absent). */
export interface GameTranslationRow {
  readonly gameId: number;
  readonly language: string;
  readonly name: string | null;
  readonly tagline: string | null;
  readonly description: string | null;
}

/** A game's English name, tagline and description (on the game's row) and its translations, as an admin saves them. */
export interface GameTextsRow {
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  readonly translations: readonly Omit<GameTranslationRow, "gameId">[];
}

const summaryColumns = {
  id: gamesTable.id,
  slug: gamesTable.slug,
  name: gamesTable.name,
  tagline: gamesTable.tagline,
  developer: gamesTable.developer,
  genres: gamesTable.genres,
  platforms: gamesTable.platforms,
  networks: gamesTable.networks,
  coverImage: gamesTable.coverImage,
  iconImage: gamesTable.iconImage,
  featured: gamesTable.featured,
};

type SummaryRow = Pick<GameRow, keyof typeof summaryColumns>;

// The columns hold values of the catalogue vocabularies only (the seed and, later, the admin API write
// them through the contract's enums), so narrowing the element type here is sound.
const toSummary = (row: SummaryRow): GameSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  tagline: row.tagline,
  developer: row.developer,
  genres: row.genres as GameGenre[],
  platforms: row.platforms as GamePlatform[],
  networks: row.networks as GameNetwork[],
  images: { cover: row.coverImage, icon: row.iconImage },
  featured: row.featured,
});

const toGame = (row: GameRow): Game => ({
  ...toSummary(row),
  images: { cover: row.coverImage, banner: row.bannerImage, icon: row.iconImage },
  description: row.description,
  loginMethods: row.loginMethods as GameLoginMethod[],
  websiteUrl: row.websiteUrl,
  releasedOn: row.releasedOn,
});

/** `%` and `_` in what a gamer typed are literal characters, not wildcards. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const whereOf = (query: Omit<GameQuery, "pageOffset" | "pageLimit" | "sort">): SQL | undefined => {
  const conditions: SQL[] = [];
  if (query.genres.length > 0) conditions.push(arrayOverlaps(gamesTable.genres, [...query.genres]));
  if (query.platforms.length > 0) conditions.push(arrayOverlaps(gamesTable.platforms, [...query.platforms]));
  if (query.networks.length > 0) conditions.push(arrayOverlaps(gamesTable.networks, [...query.networks]));
  if (query.featured !== undefined) conditions.push(eq(gamesTable.featured, query.featured));
  if (query.search !== undefined) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(gamesTable.name, pattern),
      ilike(gamesTable.tagline, pattern),
      ilike(gamesTable.developer, pattern),
      sql`exists (select 1 from ${gameTranslationsTable} where ${gameTranslationsTable.gameId} = ${gamesTable.id} and (${ilike(gameTranslationsTable.name, pattern)} or ${ilike(gameTranslationsTable.tagline, pattern)}))`,
    );
    if (match !== undefined) conditions.push(match);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
};

const orderOf = (sort: GameQuery["sort"]): SQL[] => {
  switch (sort) {
    case "featured":
      return [desc(gamesTable.featured), asc(gamesTable.position), asc(gamesTable.name)];
    case "name":
      return [asc(gamesTable.name), asc(gamesTable.id)];
    case "newest":
      return [sql`${gamesTable.releasedOn} desc nulls last`, desc(gamesTable.id)];
  }
};

const facetCounts = async (db: DbOrTransaction, column: SQL): Promise<Map<string, number>> => {
  const result = await db.execute(
    sql`select value as name, count(*) as game_count from ${gamesTable}, unnest(${column}) as value group by value`,
  );
  const rows = rowsOf<{ name: string; game_count: number | string }>(result);
  return new Map(rows.map((row) => [row.name, Number(row.game_count)]));
};

export const gameRepository = {
  findPage: async (db: DbOrTransaction, query: GameQuery): Promise<Page<GameSummary>> => {
    const where = whereOf(query);
    // The total rides along with the page (one round trip); only a page past the end needs its own count.
    const rows = await db
      .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(gamesTable)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageLimit)
      .offset(query.pageOffset);
    const total =
      rows[0]?.total ??
      (query.pageOffset === 0
        ? 0
        : ((await db.select({ total: count() }).from(gamesTable).where(where))[0]?.total ?? 0));
    return {
      items: rows.map(toSummary),
      page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
    };
  },

  countMatching: async (db: DbOrTransaction, search: string): Promise<number> => {
    const filter = { genres: [], platforms: [], networks: [], featured: undefined, search };
    const rows = await db.select({ total: count() }).from(gamesTable).where(whereOf(filter));
    return rows[0]?.total ?? 0;
  },

  findByKey: async (db: DbOrTransaction, key: GameKey): Promise<Game | undefined> => {
    const condition = key.kind === "id" ? eq(gamesTable.id, key.id) : eq(gamesTable.slug, key.slug);
    const rows = await db.select().from(gamesTable).where(condition).limit(1);
    return rows[0] === undefined ? undefined : toGame(rows[0]);
  },

  /** The translations of these games, by game then language. */
  findTranslations: async (db: DbOrTransaction, gameIds: readonly number[]): Promise<GameTranslationRow[]> =>
    gameIds.length === 0
      ? []
      : db
          .select()
          .from(gameTranslationsTable)
          .where(inArray(gameTranslationsTable.gameId, [...gameIds]))
          .orderBy(asc(gameTranslationsTable.gameId), asc(gameTranslationsTable.language)),

  /** Sets the game's English texts and replaces its translations; false when there is no such game. */
  replaceTexts: async (db: DbOrTransaction, gameId: number, texts: GameTextsRow): Promise<boolean> => {
    const updated = await db
      .update(gamesTable)
      .set({ name: texts.name, tagline: texts.tagline, description: texts.description })
      .where(eq(gamesTable.id, gameId))
      .returning({ id: gamesTable.id });
    if (updated.length === 0) return false;
    await db.delete(gameTranslationsTable).where(eq(gameTranslationsTable.gameId, gameId));
    if (texts.translations.length > 0)
      await db
        .insert(gameTranslationsTable)
        .values(texts.translations.map((translation) => ({ ...translation, gameId })));
    return true;
  },

  genreFacets: async (db: DbOrTransaction): Promise<GenreFacet[]> => {
    const [genres, counts] = await Promise.all([
      db.select().from(gameGenresTable).orderBy(asc(gameGenresTable.position)),
      facetCounts(db, sql`${gamesTable.genres}`),
    ]);
    return genres.map((genre) => ({
      id: genre.id,
      name: genre.name as GameGenre,
      slug: genre.slug,
      gameCount: counts.get(genre.name) ?? 0,
    }));
  },

  platformCounts: (db: DbOrTransaction) => facetCounts(db, sql`${gamesTable.platforms}`),
  networkCounts: (db: DbOrTransaction) => facetCounts(db, sql`${gamesTable.networks}`),
};

export const countsFor = <Name extends string>(
  names: readonly Name[],
  counts: ReadonlyMap<string, number>,
): FacetCount<Name>[] => names.map((name) => ({ name, gameCount: counts.get(name) ?? 0 }));

/** The game catalogue as stored, as a service. */
export class GameRepository extends Context.Service<
  GameRepository,
  {
    findPage(query: GameQuery): Effect.Effect<Page<GameSummary>>;
    countMatching(search: string): Effect.Effect<number>;
    findByKey(key: GameKey): Effect.Effect<Game | undefined>;
    findTranslations(gameIds: readonly number[]): Effect.Effect<GameTranslationRow[]>;
    replaceTexts(gameId: number, texts: GameTextsRow): Effect.Effect<boolean>;
    genreFacets(): Effect.Effect<GenreFacet[]>;
    platformCounts(): Effect.Effect<Map<string, number>>;
    networkCounts(): Effect.Effect<Map<string, number>>;
  }
>()("kleos/server/db/repositories/GameRepository") {
  static readonly layer = Layer.effect(
    GameRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = gameRepository;
      return GameRepository.of(
        traced("GameRepository", {
          findPage: (page: GameQuery) => query((db) => repo.findPage(db, page)),
          countMatching: (search: string) => query((db) => repo.countMatching(db, search)),
          findByKey: (key: GameKey) => query((db) => repo.findByKey(db, key)),
          findTranslations: (gameIds: readonly number[]) => query((db) => repo.findTranslations(db, gameIds)),
          replaceTexts: (gameId: number, texts: GameTextsRow) =>
            query((db) => repo.replaceTexts(db, gameId, texts)),
          genreFacets: () => query((db) => repo.genreFacets(db)),
          platformCounts: () => query((db) => repo.platformCounts(db)),
          networkCounts: () => query((db) => repo.networkCounts(db)),
        }),
      );
    }),
  );
}
