/**
 * react-query hooks for the gamer's POG preferences (spec §3, §6): the preferred Kleos role and platform, read
 * and saved together (`tps/pog/users/preferences`) or one at a time (`v1/user/preferred-role`,
 * `preferred-platform`). Every call answers both, so each answer is written into every preference query.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import type { KleosRole, PreferredPlatform } from "@/web/lib/preference-vocabulary";

export type Preferences = components["schemas"]["Preferences"];

export const preferenceKeys = {
  all: ["pog", "preferences"] as const,
  both: ["pog", "preferences", "both"] as const,
  role: ["pog", "preferences", "role"] as const,
  platform: ["pog", "preferences", "platform"] as const,
};

/** The preference calls, as the hooks make them. */
export const preferenceRequests = {
  getPogPreferences: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/users/preferences", withSignal(signal))),
  updatePogPreferences: async (client: ApiClient, body: Preferences) =>
    unwrap(await client.PUT("/api/tps/pog/users/preferences", { body })),
  getPreferredRole: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/v1/user/preferred-role", withSignal(signal))),
  updatePreferredRole: async (client: ApiClient, preferredRole: KleosRole) =>
    unwrap(await client.POST("/api/v1/user/preferred-role", { body: { preferredRole } })),
  getPreferredPlatform: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/v1/user/preferred-platform", withSignal(signal))),
  updatePreferredPlatform: async (client: ApiClient, preferredPlatform: PreferredPlatform) =>
    unwrap(await client.POST("/api/v1/user/preferred-platform", { body: { preferredPlatform } })),
};

const remember = (queryClient: QueryClient, preferences: Preferences) => {
  for (const key of [preferenceKeys.both, preferenceKeys.role, preferenceKeys.platform])
    queryClient.setQueryData(key, preferences);
};

/** Both preferences, read together (My POG's settings). */
export const usePogPreferences = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: preferenceKeys.both,
    queryFn: ({ signal }) => preferenceRequests.getPogPreferences(client, signal),
  });
};

export const useUpdatePogPreferences = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) => preferenceRequests.updatePogPreferences(client, body),
    onSuccess: (preferences) => remember(queryClient, preferences),
  });
};

/** The preferred role alone (the mint flow's quick choice). */
export const usePreferredRole = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: preferenceKeys.role,
    queryFn: ({ signal }) => preferenceRequests.getPreferredRole(client, signal),
  });
};

export const useUpdatePreferredRole = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: KleosRole) => preferenceRequests.updatePreferredRole(client, role),
    onSuccess: (preferences) => remember(queryClient, preferences),
  });
};

/** The preferred platform alone (the mint flow's quick choice). */
export const usePreferredPlatform = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: preferenceKeys.platform,
    queryFn: ({ signal }) => preferenceRequests.getPreferredPlatform(client, signal),
  });
};

export const useUpdatePreferredPlatform = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: PreferredPlatform) => preferenceRequests.updatePreferredPlatform(client, platform),
    onSuccess: (preferences) => remember(queryClient, preferences),
  });
};
