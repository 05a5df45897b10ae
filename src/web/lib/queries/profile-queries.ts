/**
 * The signed-in gamer's profile query, shared: the session reads it, sign-in fetches it, the account pages
 * write to it after a change.
 */
import { queryOptions } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ApiError, unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";

export type UserProfile = components["schemas"]["UserProfile"];

export const profileKeys = { me: ["session", "profile"] as const };

/** `GET /api/users/me/profile`. */
export const getMyProfile = async (client: ApiClient, signal?: AbortSignal): Promise<UserProfile> =>
  unwrap(await client.GET("/api/users/me/profile", withSignal(signal)));

/** The profile of whoever is signed in; a 4xx (a guest, an expired session) is not asked again. */
export const profileQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => getMyProfile(client, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    staleTime: 60_000,
  });
