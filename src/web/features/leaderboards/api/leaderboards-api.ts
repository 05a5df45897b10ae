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

export const leaderboardKeys = {
  all: ["leaderboards"] as const,
  list: (query: BoardListQuery) => ["leaderboards", "list", query] as const,
  ranks: (query: BoardRanksQuery, signedIn: boolean) => ["leaderboards", "ranks", query, signedIn] as const,
  current: (kind: LeaderboardKind) => ["leaderboards", "current", kind] as const,
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
  listLeaderboards: async (client: ApiClient, kind: LeaderboardKind, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards", {
        params: { query: { kind, pageOffset: 0, pageLimit: 1 } },
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

/** The current board of a kind: the live one ending soonest, else the next to start, else the last ended. */
export const useCurrentLeaderboard = (kind: LeaderboardKind) => {
  const client = useApiClient();
  return useQuery({
    queryKey: leaderboardKeys.current(kind),
    queryFn: async ({ signal }) =>
      (await leaderboardRequests.listLeaderboards(client, kind, signal)).items[0] ?? null,
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
