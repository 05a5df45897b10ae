import { and, desc, eq, gt, max, count } from "drizzle-orm";
import type { SearchGeography } from "@/domain/games/game-catalogue";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { userSearchesTable } from "@/server/db/schema/searches";

export interface UserSearch {
  readonly id: number;
  readonly term: string;
  readonly geography: SearchGeography;
  readonly resultCount: number;
  readonly createdAt: Date;
}

export interface RecentSearch {
  readonly term: string;
  readonly searchCount: number;
  readonly lastSearchedAt: Date;
}

export const searchRepository = {
  insert: async (
    db: DbOrTransaction,
    search: { term: string; geography: SearchGeography; resultCount: number },
  ): Promise<UserSearch> => {
    const [row] = await db.insert(userSearchesTable).values(search).returning();
    if (row === undefined)
      throw new Error(`Inserting the search ${JSON.stringify(search.term)} returned no row`);
    return { ...row, geography: row.geography as SearchGeography };
  },

  /** Distinct terms that matched a game, searched in `geography` since `since`, newest first. */
  findRecent: async (
    db: DbOrTransaction,
    geography: SearchGeography,
    since: Date,
    limit: number,
  ): Promise<RecentSearch[]> => {
    const lastSearchedAt = max(userSearchesTable.createdAt);
    const rows = await db
      .select({ term: userSearchesTable.term, searchCount: count(), lastSearchedAt })
      .from(userSearchesTable)
      .where(
        and(
          eq(userSearchesTable.geography, geography),
          gt(userSearchesTable.resultCount, 0),
          gt(userSearchesTable.createdAt, since),
        ),
      )
      .groupBy(userSearchesTable.term)
      .orderBy(desc(lastSearchedAt))
      .limit(limit);
    return rows.flatMap((row) =>
      row.lastSearchedAt === null
        ? []
        : [{ term: row.term, searchCount: row.searchCount, lastSearchedAt: row.lastSearchedAt }],
    );
  },
};

/** Catalogue searches as stored, as a service. */
export class SearchRepository extends Context.Service<
  SearchRepository,
  {
    insert(search: {
      term: string;
      geography: SearchGeography;
      resultCount: number;
    }): Effect.Effect<UserSearch>;
    /** Distinct terms that matched a game, searched in `geography` since `since`, newest first. */
    findRecent(
      geography: SearchGeography,
      since: Date,
      limit: number,
    ): Effect.Effect<readonly RecentSearch[]>;
  }
>()("kleos/server/db/repositories/SearchRepository") {
  static readonly layer = Layer.effect(
    SearchRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return SearchRepository.of(
        traced("SearchRepository", {
          insert: (search: { term: string; geography: SearchGeography; resultCount: number }) =>
            query((db) => searchRepository.insert(db, search)),
          findRecent: (geography: SearchGeography, since: Date, limit: number) =>
            query((db) => searchRepository.findRecent(db, geography, since, limit)),
        }),
      );
    }),
  );
}
