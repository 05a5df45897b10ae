/**
 * react-query hooks for the POG avatar: the catalogue (categories, characters, styles), the gamer's slots, and
 * the calls that change them (choices, selfie, generation, activation, buying a slot with an Idempotency-Key
 * made once per user action). While a slot is generating, the slots are read again every two seconds.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { pogKeys } from "@/web/features/pog/api/pog-api";
import { walletBalancesQuery, walletKeys } from "@/web/lib/queries/wallet-queries";

export type AvatarCategory = components["schemas"]["AvatarCategory"];
export type AvatarCharacter = components["schemas"]["AvatarCharacter"];
export type AvatarSlot = components["schemas"]["AvatarSlot"];
export type AvatarSlots = components["schemas"]["AvatarSlots"];
export type AvatarImage = components["schemas"]["AvatarImage"];
export type SlotCurrency = components["schemas"]["SlotCurrency"];
export type PogAvatarStatus = components["schemas"]["PogAvatarStatus"];

export const avatarKeys = {
  all: ["pog", "avatar"] as const,
  categories: ["pog", "avatar", "categories"] as const,
  characters: (category: AvatarCategory) => ["pog", "avatar", "characters", category] as const,
  styles: (character: string) => ["pog", "avatar", "styles", character] as const,
  slots: ["pog", "avatar", "slots"] as const,
  status: ["pog", "avatar", "status"] as const,
};

/** How often the slots are read while an avatar is being generated. */
const GENERATING_POLL_MS = 2_000;

export const avatarRequests = {
  listCategories: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/mint/avatar/categories", withSignal(signal))),
  listCharacters: async (client: ApiClient, category: AvatarCategory, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tps/pog/mint/avatar/categories/{category}/characters", {
        params: { path: { category } },
        ...withSignal(signal),
      }),
    ),
  listStyles: async (client: ApiClient, character: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/tps/pog/mint/avatar/characters/{character}/styles", {
        params: { path: { character } },
        ...withSignal(signal),
      }),
    ),
  getStatus: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/status", withSignal(signal))),
  listSlots: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/tps/pog/slot/avatars", withSignal(signal))),
  saveStyle: async (
    client: ApiClient,
    body: { slot: number; category: AvatarCategory; character: string; style: string },
  ) => unwrap(await client.POST("/api/tps/pog/slot/save/style", { body })),
  saveSelfie: async (client: ApiClient, slot: number, jpeg: Blob) =>
    unwrap(
      await client.POST("/api/tps/pog/slot/save/selfie", {
        params: { query: { slot } },
        // The body is the JPEG itself.
        body: jpeg as unknown as string,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { "content-type": "image/jpeg" },
      }),
    ),
  generate: async (client: ApiClient, slot: number) =>
    unwrap(await client.POST("/api/tps/pog/slot/avatar/generate", { body: { slot } })),
  activate: async (client: ApiClient, slot: number) =>
    unwrap(await client.POST("/api/tps/pog/activate", { body: { slot } })),
  buySlot: async (client: ApiClient, currency: SlotCurrency, idempotencyKey: string) =>
    unwrap(
      await client.POST("/api/tps/pog/slot/unlock", {
        params: { header: { "idempotency-key": idempotencyKey } },
        body: { currency },
      }),
    ),
};

export const useAvatarCategories = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: avatarKeys.categories,
    queryFn: ({ signal }) => avatarRequests.listCategories(client, signal),
    staleTime: Infinity,
  });
};

export const useAvatarCharacters = (category: AvatarCategory | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: avatarKeys.characters(category ?? "Adventure"),
    queryFn: ({ signal }) => avatarRequests.listCharacters(client, category ?? "Adventure", signal),
    enabled: category !== undefined,
    staleTime: Infinity,
  });
};

export const useAvatarStyles = (character: string | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: avatarKeys.styles(character ?? ""),
    queryFn: ({ signal }) => avatarRequests.listStyles(client, character ?? "", signal),
    enabled: character !== undefined,
    staleTime: Infinity,
  });
};

export const useAvatarSlots = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: avatarKeys.slots,
    queryFn: ({ signal }) => avatarRequests.listSlots(client, signal),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.slots.some((slot) => slot.status === "PENDING") === true ? GENERATING_POLL_MS : false,
  });
};

/** The POG avatar and the slots being generated, read again every two seconds while one is. */
export const usePogAvatarStatus = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: avatarKeys.status,
    queryFn: ({ signal }) => avatarRequests.getStatus(client, signal),
    enabled,
    refetchInterval: (query) => ((query.state.data?.generating.length ?? 0) > 0 ? GENERATING_POLL_MS : false),
  });
};

/** The gamer's K-Cash and rKLEOS in base units (undefined while loading). */
export const useSlotBalances = (enabled: boolean) => {
  const client = useApiClient();
  const query = useQuery({ ...walletBalancesQuery(client), enabled });
  const of = (currency: SlotCurrency) =>
    query.data === undefined
      ? undefined
      : (query.data.balances.find((balance) => balance.currency === currency)?.amount ?? 0);
  return { ...query, of };
};

const useSlotsMutation = <Input, Output>(run: (client: ApiClient, input: Input) => Promise<Output>) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(client, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: avatarKeys.slots }),
        queryClient.invalidateQueries({ queryKey: avatarKeys.status }),
      ]),
  });
};

export const useSaveAvatarStyle = () =>
  useSlotsMutation((client, body: Parameters<typeof avatarRequests.saveStyle>[1]) =>
    avatarRequests.saveStyle(client, body),
  );

export const useSaveAvatarSelfie = () =>
  useSlotsMutation((client, input: { slot: number; jpeg: Blob }) =>
    avatarRequests.saveSelfie(client, input.slot, input.jpeg),
  );

export const useGenerateAvatar = () =>
  useSlotsMutation((client, slot: number) => avatarRequests.generate(client, slot));

/**
 * Makes a slot's avatar the POG avatar. The slots are read again (the card of /my-pog is versioned by the active
 * one, so it loads anew), and the mint status too: whether the card can be minted depends on the active avatar.
 */
export const useActivateAvatar = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: number) => avatarRequests.activate(client, slot),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: avatarKeys.slots }),
        queryClient.invalidateQueries({ queryKey: avatarKeys.status }),
        queryClient.invalidateQueries({ queryKey: pogKeys.mintStatus }),
      ]),
  });
};

export const useBuyAvatarSlot = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, idempotencyKey }: { currency: SlotCurrency; idempotencyKey: string }) =>
      avatarRequests.buySlot(client, currency, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: avatarKeys.slots }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};
