/**
 * react-query hooks over the quests contract (api-spec/quests.yaml): K-Quest lists by tab and by game, the
 * games that have quests, one quest, its slots, the quest start (which checks the game login method
 * first), the gamer's standing in a quest and the proof pictures they send. Quests are campaigns of kind `quest`: their detail is a CampaignDetail and it is cached under the
 * campaign detail's key, so validation and claims (the campaigns' calls) update it the same way.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { campaignKeys, useApplyProgress } from "@/web/features/campaigns/api/campaigns-api";
import { ApiError, unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

type Schemas = components["schemas"];
export type QuestTab = Schemas["QuestTab"];
export type QuestTabPage = Schemas["QuestTabPage"];
export type QuestGames = Schemas["QuestGames"];
export type GameQuestPage = Schemas["GameQuestPage"];
export type QuestSlots = Schemas["QuestSlots"];
export type QuestStatus = Schemas["QuestStatus"];
export type QuestProof = Schemas["QuestProof"];
export type ProofStatus = Schemas["ProofStatus"];

/**
 * A proof to send: the JPEG's bytes, and optionally a note and the task it shows. The contract's three proof
 * calls take different parts (v1 the picture, v2 with a note, v3 with a note and a task; v2 and v3 need a
 * note), so the parts given pick the call: v3 with a task and a note, v2 with a note alone, else v1.
 */
export interface ProofUpload {
  readonly questId: string;
  readonly picture: Uint8Array<ArrayBuffer>;
  readonly note: string | undefined;
  readonly taskId: string | undefined;
}

export interface QuestTabQuery {
  readonly tab: QuestTab;
  readonly gameId: number | undefined;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

/** A page of the quests the signed-in gamer started, most recently started first. */
export interface MyQuestsQuery {
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

export interface GameQuestQuery {
  readonly game: string;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

export const questKeys = {
  all: ["campaigns", "quests"] as const,
  tab: (query: QuestTabQuery) => ["campaigns", "quests", "tab", query] as const,
  games: ["campaigns", "quests", "games"] as const,
  game: (query: GameQuestQuery) => ["campaigns", "quests", "game", query] as const,
  slots: (ref: string) => ["campaigns", "quests", "slots", ref] as const,
  status: (ref: string) => ["campaigns", "quests", "status", ref] as const,
  mine: (query: MyQuestsQuery) => ["campaigns", "quests", "mine", query] as const,
};

/** A JPEG body through the typed client: the contract types it as a string; the bytes go as they are. */
const jpegBody = (picture: Uint8Array<ArrayBuffer>) => ({
  body: picture as unknown as string,
  bodySerializer: (body: unknown) => body as Uint8Array<ArrayBuffer>,
  headers: { "content-type": "image/jpeg" },
});

/** The quests' calls, as the hooks make them. */
export const questRequests = {
  listQuestsByTab: async (client: ApiClient, query: QuestTabQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/quest/v2/questlist", {
        params: {
          query: {
            tab: query.tab,
            ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  listMyQuests: async (client: ApiClient, query: MyQuestsQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/userquest/me", {
        params: { query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit } },
        ...withSignal(signal),
      }),
    ),
  listQuestGames: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/quest/gamelist", withSignal(signal))),
  listGameQuests: async (client: ApiClient, query: GameQuestQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/quest/questlist", {
        params: { query: { game: query.game, pageOffset: query.pageOffset, pageLimit: query.pageLimit } },
        ...withSignal(signal),
      }),
    ),
  getQuest: async (client: ApiClient, ref: string, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/quests/{id}", { params: { path: { id: ref } }, ...withSignal(signal) })),
  getQuestSlots: async (client: ApiClient, ref: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/quest/slots", { params: { query: { questId: ref } }, ...withSignal(signal) }),
    ),
  getQuestStatus: async (client: ApiClient, ref: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/quest/queststatus", {
        params: { query: { questId: ref } },
        ...withSignal(signal),
      }),
    ),
  createQuestProof: async (client: ApiClient, proof: ProofUpload) => {
    const { questId, note, taskId } = proof;
    if (note !== undefined && taskId !== undefined)
      return unwrap(
        await client.POST("/api/quest/v3/proof", {
          params: { query: { questId, taskId, note } },
          ...jpegBody(proof.picture),
        }),
      );
    if (note !== undefined)
      return unwrap(
        await client.POST("/api/quest/v2/proof", {
          params: { query: { questId, note } },
          ...jpegBody(proof.picture),
        }),
      );
    return unwrap(
      await client.POST("/api/quest/proof", { params: { query: { questId } }, ...jpegBody(proof.picture) }),
    );
  },
  startQuest: async (client: ApiClient, questId: string, referral: string | undefined) =>
    unwrap(
      await client.POST("/api/quest/start", {
        body: referral === undefined ? { questId } : { questId, referral },
      }),
    ),
};

/** One tab of K-Quest, with the count of every tab. */
export const useQuestTab = (query: QuestTabQuery, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.tab(query),
    queryFn: ({ signal }) => questRequests.listQuestsByTab(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** The quests the signed-in gamer started, with their progress in each (`enabled` only when signed in). */
export const useMyQuests = (query: MyQuestsQuery, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.mine(query),
    queryFn: ({ signal }) => questRequests.listMyQuests(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** The games that have quests (the K-Quest game filter). */
export const useQuestGames = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.games,
    queryFn: ({ signal }) => questRequests.listQuestGames(client, signal),
    staleTime: 5 * 60_000,
  });
};

/** One game's quests by the game's slug: the game's header and its first quests (404 for an unknown game). */
export const useGameQuests = (query: GameQuestQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.game(query),
    queryFn: ({ signal }) => questRequests.listGameQuests(client, query, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
};

/** One quest, cached under the campaign detail's key (see the module comment). */
export const useQuest = (ref: string, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...campaignKeys.detail(ref), signedIn, "quest"] as const,
    queryFn: ({ signal }) => questRequests.getQuest(client, ref, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
};

export const useQuestSlots = (ref: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.slots(ref),
    queryFn: ({ signal }) => questRequests.getQuestSlots(client, ref, signal),
  });
};

/** The quest start: the game login method is checked first (422 "Quest login method…"), then the slots. */
export const useStartQuest = (ref: string) => {
  const client = useApiClient();
  const apply = useApplyProgress();
  return useMutation({
    mutationFn: ({ campaignId, referral }: { campaignId: string; referral: string | undefined }) =>
      questRequests.startQuest(client, campaignId, referral),
    onSuccess: (answer) =>
      apply(ref, (quest) => ({ ...quest, userProgress: answer.userProgress, button: answer.button })),
  });
};

/** The signed-in gamer's standing in a quest, with their latest proof. */
export const useQuestStatus = (ref: string, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: questKeys.status(ref),
    queryFn: ({ signal }) => questRequests.getQuestStatus(client, ref, signal),
    enabled,
  });
};

/** Sends a proof picture; the proof the server answers becomes the gamer's latest at once. */
export const useSendQuestProof = (ref: string) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: ProofUpload) => questRequests.createQuestProof(client, proof),
    onSuccess: (proof) => {
      queryClient.setQueryData<QuestStatus>(questKeys.status(ref), (current) =>
        current === undefined ? current : { ...current, proof },
      );
      return queryClient.invalidateQueries({ queryKey: questKeys.status(ref) });
    },
  });
};
