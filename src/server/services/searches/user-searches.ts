import { Clock, Context, Effect, Layer } from "effect";
import type { SearchGeography } from "@/domain/games/game-catalogue";
import { normaliseSearchTerm } from "@/domain/games/game";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { SearchRepository } from "@/server/db/repositories/search-repository";
import type { RecentSearch, UserSearch } from "@/server/db/repositories/search-repository";
import { traced } from "@/server/effect/traced";

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
      const games = yield* GameRepository;
      const searches = yield* SearchRepository;
      return UserSearches.of(
        traced("UserSearches", {
          recordUserSearch: ({ term, geography }: { term: string; geography: SearchGeography }) =>
            Effect.gen(function* () {
              const normalised = normaliseSearchTerm(term);
              const resultCount = yield* games.countMatching(normalised);
              return yield* searches.insert({ term: normalised, geography, resultCount });
            }),
          listRecentUserSearches: (geography: SearchGeography, limit: number) =>
            Effect.flatMap(Clock.currentTimeMillis, (now) =>
              searches.findRecent(geography, new Date(now - RECENT_SEARCH_WINDOW_MS), limit),
            ),
        }),
      );
    }),
  );
}
