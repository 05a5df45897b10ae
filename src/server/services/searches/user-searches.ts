import { Clock, Context, Effect, Layer } from "effect";
import type { SearchGeography } from "@/domain/games/game-catalogue";
import { normaliseSearchTerm } from "@/domain/games/game";
import { gameRepository } from "@/server/db/repositories/game-repository";
import { searchRepository } from "@/server/db/repositories/search-repository";
import type { RecentSearch, UserSearch } from "@/server/db/repositories/search-repository";
import { DatabaseService } from "@/server/services/database";

/** How far back "recent" searches reach. */
export const RECENT_SEARCH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Records catalogue searches and lists what was searched recently in a geography. */
export class UserSearches extends Context.Service<
  UserSearches,
  {
    recordUserSearch(input: { term: string; geography: SearchGeography }): Effect.Effect<UserSearch>;
    listRecentUserSearches(geography: SearchGeography, limit: number): Effect.Effect<readonly RecentSearch[]>;
  }
>()("kleos/server/services/searches/UserSearches") {
  static readonly layer = Layer.effect(
    UserSearches,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return UserSearches.of({
        recordUserSearch: ({ term, geography }) =>
          Effect.promise(async () => {
            const normalised = normaliseSearchTerm(term);
            const resultCount = await gameRepository.countMatching(db, normalised);
            return searchRepository.insert(db, { term: normalised, geography, resultCount });
          }),
        listRecentUserSearches: (geography, limit) =>
          Clock.currentTimeMillis.pipe(
            Effect.flatMap((now) =>
              Effect.promise(() =>
                searchRepository.findRecent(db, geography, new Date(now - RECENT_SEARCH_WINDOW_MS), limit),
              ),
            ),
          ),
      });
    }),
  );
}
