/**
 * react-query hooks over the campaigns contract (api-spec/campaigns.yaml): the catalogue by state or tab, one
 * campaign with its tasks and its leaderboard, and the signed-in gamer's progress (start, validate a task,
 * claim the reward).
 * K-Drop campaigns and K-Quest quests are the same thing told apart by `kind`. Progress calls name the gamer
 * as `me`. Every answer that changes progress refreshes the campaign's queries; a claim also refreshes the
 * wallet's, so the header's balance rises.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import { ApiError, unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { walletKeys } from "@/web/lib/queries/wallet-queries";

type Schemas = components["schemas"];
export type CampaignStatus = Schemas["CampaignStatus"];
export type CampaignTab = Schemas["CampaignTab"];
export type CampaignKind = Schemas["CampaignKind"];
export type CampaignSummary = Schemas["CampaignSummary"];
export type CampaignPage = Schemas["CampaignPage"];
export type CampaignDetail = Schemas["CampaignDetail"];
export type CampaignTask = Schemas["CampaignTask"];
export type TaskType = Schemas["TaskType"];
export type TaskState = Schemas["TaskState"];
export type UserProgress = Schemas["UserProgress"];
export type CampaignButtonAnswer = Schemas["CampaignButton"];
export type TaskValidation = Schemas["TaskValidation"];
export type ValidationError = Schemas["ValidationError"];
export type ClaimedReward = Schemas["ClaimedReward"];
export type Reward = Schemas["Reward"];
export type Distribution = Schemas["Distribution"];
export type RaffleCommitment = Schemas["RaffleCommitment"];
export type GameRef = Schemas["GameRef"];
export type ReferralCode = Schemas["ReferralCode"];
export type GameLoginMethod = Schemas["GameLoginMethod"];
export type GameUsername = Schemas["GameUsername"];
export type GameUsernameInput = Schemas["GameUsernameInput"];
export type CampaignLeaderboard = Schemas["CampaignLeaderboard"];
export type LeaderboardEntry = Schemas["LeaderboardEntry"];

/** A page of the list: of one status, or of one tab (`ended` is every state after the end, in one call). */
export type CampaignListQuery = {
  readonly kind: CampaignKind;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
  /** Only this game's (a game's page). */
  readonly gameId?: number;
} & (
  | { readonly status: CampaignStatus; readonly tab?: never }
  | { readonly tab: CampaignTab; readonly status?: never }
);

export interface LeaderboardQuery {
  readonly campaignId: string;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (query: CampaignListQuery) => ["campaigns", "list", query] as const,
  leaderboard: (query: LeaderboardQuery) => ["campaigns", "leaderboard", query] as const,
  detail: (ref: string) => ["campaigns", "detail", ref] as const,
  referralCode: ["campaigns", "referral-code"] as const,
  loginMethods: (gameId: number) => ["campaigns", "game", gameId, "login-methods"] as const,
  gameUsername: (gameId: number) => ["campaigns", "game", gameId, "username"] as const,
};

/** The gamer in progress calls: the caller themself. */
const ME = "me";

/** The campaigns' calls, as the hooks make them. */
export const campaignRequests = {
  listCampaignsByState: async (client: ApiClient, query: CampaignListQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/campaigns/by-state", {
        // No region filter is sent: the server applies the campaigns' countries and continents itself.
        params: {
          query: {
            kind: query.kind,
            ...(query.tab === undefined ? { status: query.status } : { tab: query.tab }),
            ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
            pageOffset: query.pageOffset,
            pageLimit: query.pageLimit,
          },
        },
        ...withSignal(signal),
      }),
    ),
  getCampaign: async (client: ApiClient, ref: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/campaigns/{campaignId}", {
        params: { path: { campaignId: ref } },
        ...withSignal(signal),
      }),
    ),
  listCampaignLeaderboard: async (client: ApiClient, query: LeaderboardQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/campaigns/{campaignId}/leaderboard", {
        params: {
          path: { campaignId: query.campaignId },
          query: { pageOffset: query.pageOffset, pageLimit: query.pageLimit },
        },
        ...withSignal(signal),
      }),
    ),
  startCampaign: async (client: ApiClient, campaignId: string, referral: string | undefined) =>
    unwrap(
      await client.POST("/api/user-progress/{userId}/campaigns/{campaignId}/start", {
        params: { path: { userId: ME, campaignId } },
        body: referral === undefined ? {} : { referral },
      }),
    ),
  validateCampaignTask: async (
    client: ApiClient,
    campaignId: string,
    taskId: string,
    code: string | undefined,
  ) =>
    unwrap(
      await client.POST("/api/user-progress/{userId}/campaigns/{campaignId}/tasks/{taskId}/validate", {
        params: { path: { userId: ME, campaignId, taskId } },
        body: code === undefined ? {} : { code },
      }),
    ),
  claimCampaignReward: async (client: ApiClient, campaignId: string, idempotencyKey: string) =>
    unwrap(
      await client.POST("/api/user-progress/{userId}/campaigns/{campaignId}/claim-reward", {
        params: { path: { userId: ME, campaignId }, header: { "idempotency-key": idempotencyKey } },
      }),
    ),
  getReferralCode: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/referral-campaign/code/user", withSignal(signal))),
  createReferralCode: async (client: ApiClient) =>
    unwrap(await client.POST("/api/referral-campaign/code/user")),
  listGameLoginMethods: async (client: ApiClient, gameId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/game/loginmethod", { params: { query: { gameId } }, ...withSignal(signal) }),
    ),
  getGameUsername: async (client: ApiClient, gameId: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/users/{userId}/games/{gameId}/username", {
        params: { path: { userId: ME, gameId } },
        ...withSignal(signal),
      }),
    ),
  updateGameUsername: async (client: ApiClient, gameId: number, input: GameUsernameInput) =>
    unwrap(
      await client.PUT("/api/users/{userId}/games/{gameId}/username", {
        params: { path: { userId: ME, gameId } },
        body: { loginMethod: input.loginMethod, value: input.value },
      }),
    ),
};

/**
 * The tracked redirect of a URI_REDIRECTION task: the path the campaign gives in the task's `url`, or the
 * contract's redirect path (recordTaskRedirect) when the task carries none. It records the visit, then sends
 * the browser to the partner's page.
 */
export const taskRedirectPath = (campaignId: string, task: CampaignTask): string => {
  const url = task.config["url"];
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//")
    ? url
    : `/api/campaigns/${encodeURIComponent(campaignId)}/tasks/${encodeURIComponent(task.id)}/redirect`;
};

export const useCampaignList = (query: CampaignListQuery, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignKeys.list(query),
    queryFn: ({ signal }) => campaignRequests.listCampaignsByState(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

/**
 * A page of a LEADERBOARD campaign's ranks with the signed-in gamer's own row. The key carries whether the
 * caller is signed in (the answer holds their row); a task verified refreshes it with every campaign query.
 */
export const useCampaignLeaderboard = (query: LeaderboardQuery, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...campaignKeys.leaderboard(query), signedIn] as const,
    queryFn: ({ signal }) => campaignRequests.listCampaignLeaderboard(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

/**
 * One campaign by id or slug. The key carries whether the caller is signed in: the answer holds their
 * progress, so signing in asks again.
 */
export const useCampaign = (ref: string, signedIn: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: [...campaignKeys.detail(ref), signedIn] as const,
    queryFn: ({ signal }) => campaignRequests.getCampaign(client, ref, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
};

/** Writes progress the server answered into the cached campaign at once, then asks for it again. */
export const useApplyProgress = () => {
  const queryClient = useQueryClient();
  return (ref: string, change: (campaign: CampaignDetail) => CampaignDetail): Promise<void> => {
    queryClient.setQueriesData<CampaignDetail>({ queryKey: campaignKeys.detail(ref) }, (current) =>
      current === undefined ? current : change(current),
    );
    return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  };
};

export const useStartCampaign = (ref: string) => {
  const client = useApiClient();
  const apply = useApplyProgress();
  return useMutation({
    mutationFn: ({ campaignId, referral }: { campaignId: string; referral: string | undefined }) =>
      campaignRequests.startCampaign(client, campaignId, referral),
    onSuccess: (answer) =>
      apply(ref, (campaign) => ({ ...campaign, userProgress: answer.userProgress, button: answer.button })),
  });
};

/** Puts a validation's answer (the task's state and error, the progress, the button) into the campaign. */
export const withValidation = (campaign: CampaignDetail, answer: TaskValidation): CampaignDetail => ({
  ...campaign,
  userProgress: answer.userProgress,
  button: answer.button,
  tasks: campaign.tasks.map((task) =>
    task.id === answer.taskId
      ? {
          ...task,
          progress: {
            state: answer.state,
            attempts: (task.progress?.attempts ?? 0) + 1,
            verifiedAt: answer.state === "VERIFIED" ? new Date().toISOString() : null,
            lastError: answer.isError
              ? {
                  isError: answer.isError,
                  message: answer.message,
                  errorCode: answer.errorCode,
                  errorType: answer.errorType,
                }
              : null,
          },
        }
      : task,
  ),
});

export const useValidateTask = (ref: string) => {
  const client = useApiClient();
  const apply = useApplyProgress();
  return useMutation({
    mutationFn: ({ campaignId, taskId, code }: { campaignId: string; taskId: string; code?: string }) =>
      campaignRequests.validateCampaignTask(client, campaignId, taskId, code),
    onSuccess: (answer) => apply(ref, (campaign) => withValidation(campaign, answer)),
  });
};

/** Claims with the attempt's key; the caller keeps the key and sends it again on a retry of the attempt. */
export const useClaimReward = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, idempotencyKey }: { campaignId: string; idempotencyKey: string }) =>
      campaignRequests.claimCampaignReward(client, campaignId, idempotencyKey),
    onSettled: () =>
      Promise.all([
        // The campaign, every list (K-Drop and K-Quest) and the wallet's balances and history.
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};

/** Whether a failed call was the server's "not there" (404): a referral code or game identity not made yet. */
const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The gamer's referral code; `null` until they create one. */
export const useReferralCode = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignKeys.referralCode,
    queryFn: async ({ signal }) => {
      try {
        return await campaignRequests.getReferralCode(client, signal);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
  });
};

export const useCreateReferralCode = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => campaignRequests.createReferralCode(client),
    onSuccess: (code) => queryClient.setQueryData(campaignKeys.referralCode, code),
  });
};

export const useGameLoginMethods = (gameId: number | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignKeys.loginMethods(gameId ?? 0),
    queryFn: ({ signal }) => campaignRequests.listGameLoginMethods(client, gameId ?? 0, signal),
    enabled: gameId !== undefined,
    staleTime: 10 * 60_000,
  });
};

/** The gamer's saved identity in a game; `null` until they save one. */
export const useGameUsername = (gameId: number | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignKeys.gameUsername(gameId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await campaignRequests.getGameUsername(client, gameId ?? 0, signal);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    enabled: gameId !== undefined,
  });
};

export const useUpdateGameUsername = (gameId: number) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GameUsernameInput) => campaignRequests.updateGameUsername(client, gameId, input),
    onSuccess: (saved) => queryClient.setQueryData(campaignKeys.gameUsername(gameId), saved),
  });
};
