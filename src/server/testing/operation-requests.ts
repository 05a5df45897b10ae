/**
 * One request per operation that the seeded demo catalogue answers with success. The type lists every
 * operationId of the contract, so a new operation does not compile until it has one.
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";

export const VALID_REQUESTS: { readonly [K in OperationId]: InjectOptions } = {
  getHealth: { method: "GET", url: "/api/health" },
  listGames: { method: "GET", url: "/api/game?genre=RPG&genre=Action&platform=PC&sort=name&pageLimit=5" },
  getGame: { method: "GET", url: "/api/game/dark-throne" },
  getGameFilters: { method: "GET", url: "/api/game/filter" },
  listGameGenres: { method: "GET", url: "/api/game-genre" },
  listGamePlatforms: { method: "GET", url: "/api/game-platform" },
  listGameNetworks: { method: "GET", url: "/api/game-network" },
  listWebBanners: { method: "GET", url: "/api/web-banners" },
  listWebFooters: { method: "GET", url: "/api/web-footers" },
  recordUserSearch: {
    method: "POST",
    url: "/api/user-searches",
    payload: { term: "Throne", geography: "India" },
  },
  listRecentUserSearches: { method: "GET", url: "/api/user-searches/recent?geography=India&limit=5" },
};
