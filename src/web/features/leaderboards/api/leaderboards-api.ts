/**
 * react-query hooks over the platform leaderboards contract (api-spec/leaderboards.yaml): the boards by status,
 * one board with a page of its ranks (and, signed in, the caller's own standing), and "where am I" on a board.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ApiError, unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type Leaderboard = Schemas["Leaderboard"];
export type LeaderboardStatus = Schemas["LeaderboardStatus"];
export type LeaderboardKind = Schemas["LeaderboardKind"];
export type LeaderboardRanks = Schemas["LeaderboardRanks"];
/** A row of a platform board (the generated name is ambiguous with the campaign leaderboard's row). */
export type LeaderboardEntry = LeaderboardRanks["items"][number];
export type LeaderboardStanding = Schemas["LeaderboardStanding"];

export interface BoardListQuery {
  readonly statuses: readonly LeaderboardStatus[];
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface BoardRanksQuery {
  readonly leaderboardId: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

/** The scopes whose boards have an address of their own. */
export type BoardScope = Exclude<LeaderboardKind, "GAMER">;
const SCOPE_PATHS = {
  CLAN: "/api/platform-centralized-leaderboard/leaderboards/clan",
  CLAN_CHIEF: "/api/platform-centralized-leaderboard/leaderboards/clan-chief",
  PARTNER_CLAN: "/api/platform-centralized-leaderboard/leaderboards/partner-clan",
} as const satisfies Record<BoardScope, string>;

/** The newest board of a kind an entity (a partner) sponsors, with a page of its ranks. */
export interface EntityBoardQuery {
  readonly entityRefId: string;
  readonly kind: LeaderboardKind;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export const leaderboardKeys = {
  all: ["leaderboards"] as const,
  list: (query: BoardListQuery) => ["leaderboards", "list", query] as const,
  ranks: (query: BoardRanksQuery, signedIn: boolean) => ["leaderboards", "ranks", query, signedIn] as const,
  current: (scope: BoardScope) => ["leaderboards", "current", scope] as const,
  clanStanding: (leaderboardId: string, clanId: number) =>
    ["leaderboards", "clan-standing", leaderboardId, clanId] as const,
  entityBoard: (query: EntityBoardQuery, signedIn: boolean) =>
    ["leaderboards", "entity", query, signedIn] as const,
  mine: (leaderboardId: string) => ["leaderboards", "mine", leaderboardId] as const,
};

/** The leaderboards' calls, as the hooks make them. */
export const leaderboardRequests = {
  listLeaderboardsByStatus: async (client: ApiClient, query: BoardListQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards/by-status", {
        params: {
          query: { status: [...query.statuses], pageOffset: query.pageOffset, pageLimit: query.pageLimit },
        },
        ...withSignal(signal),
      }),
    ),
  getLeaderboard: async (client: ApiClient, query: BoardRanksQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards/{leaderboardId}", {
        params: {
          path: { leaderboardId: query.leaderboardId },
          query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit },
        },
        ...withSignal(signal),
      }),
    ),
  /** The boards of one scope at its own address: the clan chiefs', the clans', the partners' clan boards. */
  listBoardsOfScope: async (
    client: ApiClient,
    scope: BoardScope,
    page: { readonly pageOffset: number; readonly pageLimit: number },
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET(SCOPE_PATHS[scope], {
        params: { query: { pageOffset: page.pageOffset, pageLimit: page.pageLimit } },
        ...withSignal(signal),
      }),
    ),
  getLeaderboardByEntityRef: async (client: ApiClient, query: EntityBoardQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET(
        "/api/platform-centralized-leaderboard/leaderboards/entity_ref_id/{entityRefId}/leaderboard_type/{leaderboardType}",
        {
          params: {
            path: { entityRefId: query.entityRefId, leaderboardType: query.kind },
            query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit },
          },
          ...withSignal(signal),
        },
      ),
    ),
  getLeaderboardClanStanding: async (
    client: ApiClient,
    leaderboardId: string,
    clanId: number,
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET(
        "/api/platform-centralized-leaderboard/leaderboards/{leaderboardId}/participants/{clanId}",
        {
          params: { path: { leaderboardId, clanId } },
          ...withSignal(signal),
        },
      ),
    ),
  getMyLeaderboardStanding: async (client: ApiClient, leaderboardId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards/{leaderboardId}/me", {
        params: { path: { leaderboardId } },
        ...withSignal(signal),
      }),
    ),
};

const noRetryOnClientError = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status < 500);

export const useLeaderboardList = (query: BoardListQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.list(query),
    queryFn: ({ signal }) => leaderboardRequests.listLeaderboardsByStatus(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

/** The current board of a scope: the live one ending soonest, else the next to start, else the last ended. */
export const useCurrentLeaderboard = (scope: BoardScope) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.current(scope),
    queryFn: async ({ signal }) =>
      (await leaderboardRequests.listBoardsOfScope(client, scope, { pageOffset: 0, pageLimit: 1 }, signal))
        .items[0] ?? null,
  });
};

/** A clan's standing on a clan board; asked once the board is known. */
export const useClanStanding = (leaderboardId: string | undefined, clanId: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.clanStanding(leaderboardId ?? "", clanId),
    queryFn: ({ signal }) =>
      leaderboardRequests.getLeaderboardClanStanding(client, leaderboardId ?? "", clanId, signal),
    enabled: leaderboardId !== undefined,
    retry: noRetryOnClientError,
  });
};

/** The newest board of a kind an entity sponsors, or null when it sponsors none (404). */
export const useEntityLeaderboard = (query: EntityBoardQuery, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.entityBoard(query, signedIn),
    queryFn: async ({ signal }) => {
      try {
        return await leaderboardRequests.getLeaderboardByEntityRef(client, query, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: noRetryOnClientError,
  });
};

/** A board and a page of its ranks; the key carries whether the caller is signed in (the answer's `me`). */
export const useLeaderboardRanks = (query: BoardRanksQuery, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.ranks(query, signedIn),
    queryFn: ({ signal }) => leaderboardRequests.getLeaderboard(client, query, signal),
    placeholderData: keepPreviousData,
    retry: noRetryOnClientError,
  });
};

/** The signed-in caller's standing on a board (on a clan board, their clan's); only asked when signed in. */
export const useMyStanding = (leaderboardId: string | undefined, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.mine(leaderboardId ?? ""),
    queryFn: ({ signal }) =>
      leaderboardRequests.getMyLeaderboardStanding(client, leaderboardId ?? "", signal),
    enabled: signedIn && leaderboardId !== undefined,
    retry: noRetryOnClientError,
  });
};
