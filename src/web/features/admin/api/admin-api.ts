/**
 * react-query hooks for the admin pages: the campaign search, create, change, publish, archive and special
 * codes (api-spec/campaigns.yaml, admin operations), the quest proof review queue (api-spec/quests.yaml), the
 * verification record of a campaign's tasks (api-spec/task-verification.yaml), and the games list the form picks
 * a game from. Every
 * call answers 403 `AdminRoleRequired` to a caller without the admin role; the pages ask only for admins.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components, paths } from "#generated/api";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type AdminCampaign = components["schemas"]["AdminCampaign"];
export type AdminTask = components["schemas"]["AdminTask"];
export type AdminCampaignPage = components["schemas"]["AdminCampaignPage"];
export type CampaignInput = components["schemas"]["CampaignInput"];
export type CampaignChanges = components["schemas"]["CampaignChanges"];
export type CampaignKind = components["schemas"]["CampaignKind"];
export type CampaignStatus = components["schemas"]["CampaignStatus"];
export type SiteCurrency = components["schemas"]["SiteCurrency"];
export type SpecialCodesResult = components["schemas"]["SpecialCodesResult"];
export type AdminQuestProof = components["schemas"]["AdminQuestProof"];
export type ProofStatus = components["schemas"]["ProofStatus"];
export type ProofDecision = components["schemas"]["ProofReview"]["decision"];
export type QuestProofQuery = NonNullable<paths["/api/admin/quest-proofs"]["get"]["parameters"]["query"]>;
export type TaskVerificationCheck = components["schemas"]["TaskVerificationCheck"];
export type TaskVerificationCheckQuery = paths["/api/admin/task-verifications"]["get"]["parameters"]["query"];
export type AdminArticle = components["schemas"]["AdminArticle"];
export type AdminVideo = components["schemas"]["AdminVideo"];
export type ArticleInput = components["schemas"]["ArticleInput"];
export type VideoInput = components["schemas"]["VideoInput"];
export type ContentAuditEntry = components["schemas"]["ContentAuditEntry"];
export type ContentKind = "article" | "video";
export type AdminCampaignQuery = NonNullable<paths["/api/admin/campaigns"]["get"]["parameters"]["query"]>;

export interface GameOption {
  readonly id: number;
  readonly name: string;
}

export const adminKeys = {
  all: ["admin"] as const,
  campaigns: ["admin", "campaigns"] as const,
  search: (query: AdminCampaignQuery) => ["admin", "campaigns", "search", query] as const,
  campaign: (campaignId: string) => ["admin", "campaigns", "one", campaignId] as const,
  games: ["admin", "games"] as const,
  proofs: ["admin", "quest-proofs"] as const,
  proofList: (query: QuestProofQuery) => ["admin", "quest-proofs", query] as const,
  checks: (query: TaskVerificationCheckQuery) => ["admin", "task-verifications", query] as const,
  content: ["admin", "content"] as const,
  contentList: (kind: ContentKind, pageOffset: number) => ["admin", "content", kind, pageOffset] as const,
  contentAudit: (pageOffset: number) => ["admin", "content", "audit", pageOffset] as const,
};

/** The content console's page size. */
export const CONTENT_PAGE_LIMIT = 10;

/** The games list pages through the catalogue at the contract's largest page size. */
const GAMES_PAGE_LIMIT = 50;

/** The admin calls, as the hooks make them. */
export const adminRequests = {
  searchCampaigns: async (client: ApiClient, query: AdminCampaignQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/campaigns", { params: { query }, ...withSignal(signal) })),
  /** One campaign by id or slug, drafts included; null when none has it. */
  findCampaign: async (client: ApiClient, campaignId: string, signal?: AbortSignal) => {
    const result = await client.GET("/api/admin/campaigns/{campaignId}", {
      params: { path: { campaignId } },
      ...withSignal(signal),
    });
    if (result.response.status === 404) return null;
    return unwrap(result);
  },
  createCampaign: async (client: ApiClient, input: CampaignInput) =>
    unwrap(await client.POST("/api/admin/campaigns", { body: input })),
  updateCampaign: async (client: ApiClient, campaignId: string, changes: CampaignChanges) =>
    unwrap(
      await client.PATCH("/api/admin/campaigns/{campaignId}", {
        params: { path: { campaignId } },
        body: changes,
      }),
    ),
  publishCampaign: async (client: ApiClient, campaignId: string) =>
    unwrap(
      await client.POST("/api/admin/campaigns/{campaignId}/publish", { params: { path: { campaignId } } }),
    ),
  archiveCampaign: async (client: ApiClient, campaignId: string) =>
    unwrap(
      await client.POST("/api/admin/campaigns/{campaignId}/archive", { params: { path: { campaignId } } }),
    ),
  addSpecialCodes: async (
    client: ApiClient,
    input: { campaignId: string; taskId: string; codes: string[]; useLimit: number },
  ) =>
    unwrap(
      await client.POST("/api/admin/campaigns/{campaignId}/tasks/{taskId}/special-codes", {
        params: { path: { campaignId: input.campaignId, taskId: input.taskId } },
        body: { codes: input.codes, useLimit: input.useLimit },
      }),
    ),
  listQuestProofs: async (client: ApiClient, query: QuestProofQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/quest-proofs", { params: { query }, ...withSignal(signal) })),
  reviewQuestProof: async (client: ApiClient, proofId: string, decision: ProofDecision) =>
    unwrap(
      await client.POST("/api/admin/quest-proofs/{proofId}/review", {
        params: { path: { proofId } },
        body: { decision },
      }),
    ),
  listTaskVerificationChecks: async (
    client: ApiClient,
    query: TaskVerificationCheckQuery,
    signal?: AbortSignal,
  ) =>
    unwrap(await client.GET("/api/admin/task-verifications", { params: { query }, ...withSignal(signal) })),
  listAdminArticles: async (client: ApiClient, pageOffset: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/articles", {
        params: { query: { pageOffset, pageLimit: CONTENT_PAGE_LIMIT } },
        ...withSignal(signal),
      }),
    ),
  listAdminVideos: async (client: ApiClient, pageOffset: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/videos", {
        params: { query: { pageOffset, pageLimit: CONTENT_PAGE_LIMIT } },
        ...withSignal(signal),
      }),
    ),
  saveArticle: async (client: ApiClient, articleSlug: string, input: ArticleInput) =>
    unwrap(
      await client.PUT("/api/admin/articles/{articleSlug}", {
        params: { path: { articleSlug } },
        body: input,
      }),
    ),
  saveVideo: async (client: ApiClient, videoSlug: string, input: VideoInput) =>
    unwrap(
      await client.PUT("/api/admin/videos/{videoSlug}", { params: { path: { videoSlug } }, body: input }),
    ),
  listContentAudit: async (client: ApiClient, pageOffset: number, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/content-audit", {
        params: { query: { pageOffset, pageLimit: CONTENT_PAGE_LIMIT } },
        ...withSignal(signal),
      }),
    ),
  /** Every game of the catalogue (id and name), by name, for the form's game select. */
  listGameOptions: async (client: ApiClient, signal?: AbortSignal): Promise<GameOption[]> => {
    const games: GameOption[] = [];
    for (let pageOffset = 0; ; pageOffset += GAMES_PAGE_LIMIT) {
      const page = unwrap(
        await client.GET("/api/game", {
          params: { query: { pageOffset, pageLimit: GAMES_PAGE_LIMIT, sort: "name" } },
          ...withSignal(signal),
        }),
      );
      games.push(...page.items.map((game) => ({ id: game.id, name: game.name })));
      if (page.items.length === 0 || pageOffset + page.items.length >= page.page.total) return games;
    }
  },
};

export const useAdminCampaigns = (query: AdminCampaignQuery, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.search(query),
    queryFn: ({ signal }) => adminRequests.searchCampaigns(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useAdminCampaign = (campaignId: string, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.campaign(campaignId),
    queryFn: ({ signal }) => adminRequests.findCampaign(client, campaignId, signal),
    enabled,
  });
};

export const useGameOptions = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.games,
    queryFn: ({ signal }) => adminRequests.listGameOptions(client, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
};

/**
 * Keeps a campaign the server answered: under its id and its slug, in place of any copy read by an older slug,
 * and the searches reload.
 */
const useKeepCampaign = () => {
  const queryClient = useQueryClient();
  return async (campaign: AdminCampaign) => {
    queryClient.setQueriesData<AdminCampaign | null>(
      { queryKey: [...adminKeys.campaigns, "one"] },
      (cached) => (cached?.id === campaign.id ? campaign : cached),
    );
    queryClient.setQueryData(adminKeys.campaign(campaign.id), campaign);
    queryClient.setQueryData(adminKeys.campaign(campaign.slug), campaign);
    await queryClient.invalidateQueries({ queryKey: [...adminKeys.campaigns, "search"] });
  };
};

export const useCreateCampaign = () => {
  const client = useApiClient();
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: (input: CampaignInput) => adminRequests.createCampaign(client, input),
    onSuccess: keep,
  });
};

export const useUpdateCampaign = (campaignId: string) => {
  const client = useApiClient();
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: (changes: CampaignChanges) => adminRequests.updateCampaign(client, campaignId, changes),
    onSuccess: keep,
  });
};

export const usePublishCampaign = (campaignId: string) => {
  const client = useApiClient();
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: () => adminRequests.publishCampaign(client, campaignId),
    onSuccess: keep,
  });
};

export const useArchiveCampaign = (campaignId: string) => {
  const client = useApiClient();
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: () => adminRequests.archiveCampaign(client, campaignId),
    onSuccess: keep,
  });
};

export const useAddSpecialCodes = (campaignId: string) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { taskId: string; codes: string[]; useLimit: number }) =>
      adminRequests.addSpecialCodes(client, { campaignId, ...input }),
    // The task's code count changed: read the campaign again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.campaigns }),
  });
};

export const useQuestProofs = (query: QuestProofQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.proofList(query),
    queryFn: ({ signal }) => adminRequests.listQuestProofs(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

/** Approves or rejects a proof; every proof list reloads, so a decided proof leaves the pending queue. */
export const useReviewQuestProof = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { proofId: string; decision: ProofDecision }) =>
      adminRequests.reviewQuestProof(client, input.proofId, input.decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.proofs }),
  });
};

/** A page of the checks the verifiers made of a campaign's tasks, newest first. */
export const useTaskVerificationChecks = (query: TaskVerificationCheckQuery, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.checks(query),
    queryFn: ({ signal }) => adminRequests.listTaskVerificationChecks(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useAdminArticles = (pageOffset: number, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.contentList("article", pageOffset),
    queryFn: ({ signal }) => adminRequests.listAdminArticles(client, pageOffset, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useAdminVideos = (pageOffset: number, enabled = true) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.contentList("video", pageOffset),
    queryFn: ({ signal }) => adminRequests.listAdminVideos(client, pageOffset, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useContentAudit = (pageOffset: number) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.contentAudit(pageOffset),
    queryFn: ({ signal }) => adminRequests.listContentAudit(client, pageOffset, signal),
    placeholderData: keepPreviousData,
  });
};

/** Saves an article or a video under its slug; the lists and the audit log reload. */
export const useSaveContent = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      save:
        | { kind: "article"; slug: string; input: ArticleInput }
        | { kind: "video"; slug: string; input: VideoInput },
    ): Promise<AdminArticle | AdminVideo> =>
      save.kind === "article"
        ? adminRequests.saveArticle(client, save.slug, save.input)
        : adminRequests.saveVideo(client, save.slug, save.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
};
