/**
 * react-query hooks over the tournaments contract (api-spec/tournaments.yaml): the list by status and game, a
 * tournament with the caller's seat, its standings, registering and withdrawing. The game filter, the game's
 * login methods and saving the gamer's in-game id read the catalogue's and the game accounts' own calls (a
 * feature never imports another, so the calls are made here).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ApiError, unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type TournamentStatus = Schemas["TournamentStatus"];
export type TournamentFormat = Schemas["TournamentFormat"];
export type TournamentSummary = Schemas["TournamentSummary"];
export type TournamentPage = Schemas["TournamentPage"];
export type TournamentDetail = Schemas["TournamentDetail"];
export type TournamentStandings = Schemas["TournamentStandings"];
export type StandingEntry = Schemas["StandingEntry"];
export type Prize = Schemas["Prize"];
export type PrizePool = Schemas["PrizePool"];
export type Placement = Schemas["Placement"];
export type InGameId = Schemas["InGameId"];
export type GameLoginMethod = Schemas["GameLoginMethod"];

/** The caller, in the game accounts' paths. */
const ME = "me";

export interface TournamentListQuery {
  readonly statuses: readonly TournamentStatus[];
  readonly gameId: number | undefined;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

export const tournamentKeys = {
  all: ["tournaments"] as const,
  list: (query: TournamentListQuery) => ["tournaments", "list", query] as const,
  detail: (id: string) => ["tournaments", "detail", id] as const,
  standings: (id: string) => ["tournaments", "standings", id] as const,
  /** An admin's standings: the same call, answered with each player's account id. */
  adminStandings: (id: string) => ["tournaments", "standings", id, "admin"] as const,
  games: ["tournaments", "games"] as const,
  loginMethods: (gameId: number) => ["tournaments", "loginMethods", gameId] as const,
};

/** The largest page the catalogue answers: the filter offers the first 50 games. */
const GAME_FILTER_LIMIT = 50;

/** The tournaments' calls, as the hooks make them. */
export const tournamentRequests = {
  listTournaments: async (client: ApiClient, query: TournamentListQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tournaments", {
        params: {
          query: {
            status: [...query.statuses],
            ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  getTournament: async (client: ApiClient, tournamentId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tournaments/{tournamentId}", {
        params: { path: { tournamentId } },
        ...withSignal(signal),
      }),
    ),
  getTournamentStandings: async (client: ApiClient, tournamentId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tournaments/{tournamentId}/standings", {
        params: { path: { tournamentId } },
        ...withSignal(signal),
      }),
    ),
  createTournamentRegistration: async (client: ApiClient, tournamentId: string) =>
    unwrap(
      await client.POST("/api/tournaments/{tournamentId}/registrations", {
        params: { path: { tournamentId } },
      }),
    ),
  deleteTournamentRegistration: async (client: ApiClient, tournamentId: string) =>
    unwrap(
      await client.DELETE("/api/tournaments/{tournamentId}/registrations/me", {
        params: { path: { tournamentId } },
      }),
    ),
  createTournamentResults: async (
    client: ApiClient,
    tournamentId: string,
    placements: readonly Placement[],
  ) =>
    unwrap(
      await client.POST("/api/admin/tournaments/{tournamentId}/results", {
        params: { path: { tournamentId } },
        body: { placements: [...placements] },
      }),
    ),
  listGameLoginMethods: async (client: ApiClient, gameId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/loginmethod", { params: { query: { gameId } }, ...withSignal(signal) }),
    ),
  updateGameUsername: async (client: ApiClient, gameId: number, input: InGameId) =>
    unwrap(
      await client.PUT("/api/users/{userId}/games/{gameId}/username", {
        params: { path: { userId: ME, gameId } },
        body: { loginMethod: input.loginMethod, value: input.value },
      }),
    ),
  listFilterGames: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game", {
        params: { query: { pageLimit: GAME_FILTER_LIMIT, sort: "name" } },
        ...withSignal(signal),
      }),
    ),
};

const noRetryOnClientError = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status < 500);

export const useTournamentList = (query: TournamentListQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tournamentKeys.list(query),
    queryFn: ({ signal }) => tournamentRequests.listTournaments(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

/** One tournament. The key carries whether the caller is signed in: the answer says if they hold a seat. */
export const useTournament = (tournamentId: string, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...tournamentKeys.detail(tournamentId), signedIn] as const,
    queryFn: ({ signal }) => tournamentRequests.getTournament(client, tournamentId, signal),
    // Signing in asks again; meanwhile the guest's answer for the same tournament stays on screen.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tournamentId ? previous : undefined,
    retry: noRetryOnClientError,
  });
};

export const useTournamentStandings = (tournamentId: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tournamentKeys.standings(tournamentId),
    queryFn: ({ signal }) => tournamentRequests.getTournamentStandings(client, tournamentId, signal),
    retry: noRetryOnClientError,
  });
};

/** The games for the filter, by name. */
export const useFilterGames = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: tournamentKeys.games,
    queryFn: ({ signal }) => tournamentRequests.listFilterGames(client, signal),
    staleTime: 5 * 60_000,
  });
};

/** Registering or withdrawing; either way the tournament's queries (seats, standings, lists) are asked again. */
export const useSeatChange = (tournamentId: string) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: "register" | "withdraw") =>
      change === "register"
        ? tournamentRequests.createTournamentRegistration(client, tournamentId)
        : tournamentRequests.deleteTournamentRegistration(client, tournamentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
};

/** The standings as an admin reads them (with account ids), for recording the results. */
export const useAdminStandings = (tournamentId: string, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tournamentKeys.adminStandings(tournamentId),
    queryFn: ({ signal }) => tournamentRequests.getTournamentStandings(client, tournamentId, signal),
    enabled,
    retry: noRetryOnClientError,
  });
};

/** An admin records the final ranks; the tournament's queries (status, standings, prizes) are asked again. */
export const useRecordResults = (tournamentId: string) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placements: readonly Placement[]) =>
      tournamentRequests.createTournamentResults(client, tournamentId, placements),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
};

/** The ways a gamer may name themself in the game (its login methods), for the in-game id form. */
export const useGameLoginMethods = (gameId: number, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: tournamentKeys.loginMethods(gameId),
    queryFn: ({ signal }) => tournamentRequests.listGameLoginMethods(client, gameId, signal),
    enabled,
    staleTime: 10 * 60_000,
    retry: noRetryOnClientError,
  });
};

/**
 * Saves the gamer's in-game id for the game (it serves every tournament and quest of that game); the
 * tournament's queries, which show it, are asked again.
 */
export const useSaveInGameId = (gameId: number) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InGameId) => tournamentRequests.updateGameUsername(client, gameId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
};
