/**
 * react-query hooks over the Klash arena (api-spec/klash.yaml): the arena's games with the gamer's arena
 * username and waitlist place, saving an arena username (the game accounts' call, under the arena's login
 * method), the arena redirect through the single-use handoff, and the waitlist sign-up.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ARENA_LOGIN_METHOD } from "@/domain/games/arena";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type ArenaGame = Schemas["ArenaGame"];
export type ArenaWaitlistEntry = Schemas["ArenaWaitlistEntry"];

/** The caller, in the game accounts' paths. */
const ME = "me";

export const klashKeys = {
  games: ["klash", "games"] as const,
};

export const klashRequests = {
  listArenaGames: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/klash/games", { ...withSignal(signal) })),
  saveArenaUsername: async (client: ApiClient, gameId: number, value: string) =>
    unwrap(
      await client.PUT("/api/users/{userId}/games/{gameId}/username", {
        params: { path: { userId: ME, gameId } },
        body: { loginMethod: ARENA_LOGIN_METHOD, value },
      }),
    ),
  getArenaRedirectUrl: async (client: ApiClient, gameId: number) =>
    unwrap(await client.GET("/api/klash/games/{gameId}/redirect-url", { params: { path: { gameId } } })),
  joinArenaWaitlist: async (client: ApiClient, gameId: number) =>
    unwrap(await client.POST("/api/klash/games/{gameId}/waitlist", { params: { path: { gameId } } })),
  getGameArenaMetadata: async (client: ApiClient, gameId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/games-metadata/{id}/GAMERJI", {
        params: { path: { id: gameId } },
        ...withSignal(signal),
      }),
    ),
  getGameMetadataByProviderGameId: async (client: ApiClient, providerGameId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/games-metadata/by-provider-game-id/{id}", {
        params: { path: { id: providerGameId } },
        ...withSignal(signal),
      }),
    ),
};

/** The arena's games; signed in, with the gamer's own arena usernames and waitlist places. */
export const useArenaGames = (signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...klashKeys.games, signedIn],
    queryFn: ({ signal }) => klashRequests.listArenaGames(client, signal),
  });
};

/** Saves the gamer's bash arena username in a game (add or edit). */
export const useSaveArenaUsername = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, value }: { readonly gameId: number; readonly value: string }) =>
      klashRequests.saveArenaUsername(client, gameId, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: klashKeys.games }),
  });
};

/** A fresh arena link for the game (its handoff code lives 60 seconds and is used once). */
export const useArenaRedirect = () => {
  const client = useApiClient();
  return useMutation({ mutationFn: (gameId: number) => klashRequests.getArenaRedirectUrl(client, gameId) });
};

export const useJoinArenaWaitlist = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) => klashRequests.joinArenaWaitlist(client, gameId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: klashKeys.games }),
  });
};
