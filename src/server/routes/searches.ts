import { Effect } from "effect";
import type { Handlers } from "@/server/http/operations";
import { UserSearches } from "@/server/services/searches/user-searches";

export const searchHandlers = () =>
  ({
    recordUserSearch: ({ body }) =>
      UserSearches.use((searches) => searches.recordUserSearch(body)).pipe(
        Effect.map((search) => ({ ...search, createdAt: search.createdAt.toISOString() })),
      ),
    listRecentUserSearches: ({ query }) =>
      UserSearches.use((searches) => searches.listRecentUserSearches(query.geography, query.limit ?? 8)).pipe(
        Effect.map((recent) => ({
          items: recent.map((search) => ({ ...search, lastSearchedAt: search.lastSearchedAt.toISOString() })),
        })),
      ),
  }) satisfies Partial<Handlers>;
