import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { UserSearches } from "@/server/services/searches/user-searches";

export const searchHandlers = ({ run }: AppRuntime) =>
  ({
    recordUserSearch: async ({ body }) => {
      const search = await run(UserSearches.use((searches) => searches.recordUserSearch(body)));
      return { ...search, createdAt: search.createdAt.toISOString() };
    },
    listRecentUserSearches: async ({ query }) => {
      const recent = await run(
        UserSearches.use((searches) => searches.listRecentUserSearches(query.geography, query.limit ?? 8)),
      );
      return {
        items: recent.map((search) => ({ ...search, lastSearchedAt: search.lastSearchedAt.toISOString() })),
      };
    },
  }) satisfies Partial<Handlers>;
