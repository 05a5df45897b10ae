/**
 * react-query hooks for the admin pages: the campaign search, create, change, publish, archive and special
 * codes (api-spec/campaigns.yaml, admin operations), the quest proof review queue (api-spec/quests.yaml), the
 * verification record of a campaign's tasks (api-spec/task-verification.yaml), the platform leaderboards
 * (api-spec/leaderboards.yaml), and the games list the form picks a game from. Every
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
export type FooterInput = components["schemas"]["FooterInput"];
export type GameTexts = components["schemas"]["GameTexts"];
export type FeaturedVouchersInput = components["schemas"]["FeaturedVouchersInput"];
export type ContentKind = "article" | "video";
export type LeaderboardInput = components["schemas"]["LeaderboardInput"];
export type LeaderboardChanges = components["schemas"]["LeaderboardChanges"];
export type AdminLeaderboard = components["schemas"]["Leaderboard"];
export type AdminLeaderboardKind = components["schemas"]["LeaderboardKind"];
export type AdminWebBanner = components["schemas"]["AdminWebBanner"];
export type WebBannerInput = components["schemas"]["WebBannerInput"];
export type VoucherCodesAdded = components["schemas"]["VoucherCodesAdded"];
export type OverlaySchedule = components["schemas"]["OverlaySchedule"];
export type OverlayScheduleInput = components["schemas"]["OverlayScheduleInput"];
export type PogAdminSettings = components["schemas"]["PogAdminSettings"];
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
  banners: ["admin", "content", "banners"] as const,
  footer: ["admin", "content", "footer"] as const,
  gameTexts: (gameId: number) => ["admin", "content", "game-texts", gameId] as const,
  featuredVouchers: ["admin", "content", "featured-vouchers"] as const,
  overlaySchedules: ["admin", "overlay-schedules"] as const,
  stockVouchers: ["admin", "content", "stock-vouchers"] as const,
  pogSettings: ["admin", "pog-settings"] as const,
  /** Under the public boards' key, so what changes a board (create, edit) reloads the admin's list too. */
  leaderboards: (query: AdminLeaderboardQuery) => ["leaderboards", "admin", query] as const,
  leaderboard: (leaderboardId: string) => ["leaderboards", "admin", "one", leaderboardId] as const,
};

/** The admin's page of leaderboards: every status, optionally one kind. */
export interface AdminLeaderboardQuery {
  readonly pageOffset: number;
  readonly kind: AdminLeaderboardKind | undefined;
}

/** The leaderboards console's page size. */
export const LEADERBOARDS_PAGE_LIMIT = 10;

/** The voucher stock section lists the catalogue's first vouchers (the contract's largest page). */
export const STOCK_VOUCHERS_LIMIT = 50;

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
  createLeaderboard: async (client: ApiClient, input: LeaderboardInput) =>
    unwrap(await client.POST("/api/admin/leaderboards", { body: input })),
  /** Every leaderboard (upcoming, live and ended), live ones first; the list is public, the admin reads it too. */
  listLeaderboards: async (client: ApiClient, query: AdminLeaderboardQuery, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards", {
        params: {
          query: {
            pageOffset: query.pageOffset,
            pageLimit: LEADERBOARDS_PAGE_LIMIT,
            ...(query.kind === undefined ? {} : { kind: query.kind }),
          },
        },
        ...withSignal(signal),
      }),
    ),
  /** One leaderboard, whatever its status (the public board, read without its ranks). */
  getLeaderboard: async (client: ApiClient, leaderboardId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/platform-centralized-leaderboard/leaderboards/{leaderboardId}", {
        params: { path: { leaderboardId }, query: { pageOffset: 0, pageLimit: 1 } },
        ...withSignal(signal),
      }),
    ).leaderboard,
  updateLeaderboard: async (client: ApiClient, leaderboardId: string, changes: LeaderboardChanges) =>
    unwrap(
      await client.PATCH("/api/admin/leaderboards/{leaderboardId}", {
        params: { path: { leaderboardId } },
        body: changes,
      }),
    ),
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
  listAdminWebBanners: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/web-banners", { ...withSignal(signal) })),
  saveWebBanner: async (client: ApiClient, bannerSlug: string, input: WebBannerInput) =>
    unwrap(
      await client.PUT("/api/admin/web-banners/{bannerSlug}", {
        params: { path: { bannerSlug } },
        body: input,
      }),
    ),
  deleteWebBanner: async (client: ApiClient, bannerSlug: string) =>
    unwrap(await client.DELETE("/api/admin/web-banners/{bannerSlug}", { params: { path: { bannerSlug } } })),
  listAdminWebFooters: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/web-footers", { ...withSignal(signal) })),
  saveWebFooters: async (client: ApiClient, input: FooterInput) =>
    unwrap(await client.PUT("/api/admin/web-footers", { body: input })),
  getGameTexts: async (client: ApiClient, gameId: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/admin/games/{gameId}/texts", {
        params: { path: { gameId } },
        ...withSignal(signal),
      }),
    ),
  saveGameTexts: async (client: ApiClient, gameId: string, input: GameTexts) =>
    unwrap(
      await client.PUT("/api/admin/games/{gameId}/texts", { params: { path: { gameId } }, body: input }),
    ),
  uploadVoucherCodes: async (client: ApiClient, voucherId: string, csv: string) =>
    unwrap(
      await client.POST("/api/admin/store/vouchers/{voucherId}/codes", {
        params: { path: { voucherId } },
        body: { csv },
      }),
    ),
  listAdminFeaturedVouchers: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/featured-vouchers", { ...withSignal(signal) })),
  saveFeaturedVouchers: async (client: ApiClient, input: FeaturedVouchersInput) =>
    unwrap(await client.PUT("/api/admin/featured-vouchers", { body: input })),
  listStockVouchers: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/store/vouchers", {
        params: { query: { pageOffset: 0, pageLimit: STOCK_VOUCHERS_LIMIT } },
        ...withSignal(signal),
      }),
    ),
  listOverlaySchedules: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/overlay/schedules", { ...withSignal(signal) })),
  createOverlaySchedule: async (client: ApiClient, input: OverlayScheduleInput) =>
    unwrap(await client.POST("/api/admin/overlay/schedules", { body: input })),
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
  getPogAdminSettings: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/tps/pog/admin", withSignal(signal))),
  updatePogAdminSettings: async (client: ApiClient, body: PogAdminSettings) =>
    unwrap(await client.PUT("/api/admin/tps/pog/admin", { body })),
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

/** Creates a platform leaderboard; the public lists of boards are read again. */
export const useCreateLeaderboard = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaderboardInput) => adminRequests.createLeaderboard(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["leaderboards"] }),
  });
};

export const useAdminLeaderboards = (query: AdminLeaderboardQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.leaderboards(query),
    queryFn: ({ signal }) => adminRequests.listLeaderboards(client, query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useAdminLeaderboard = (leaderboardId: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.leaderboard(leaderboardId),
    queryFn: ({ signal }) => adminRequests.getLeaderboard(client, leaderboardId, signal),
  });
};

/**
 * Changes a platform leaderboard; its pages and every list of boards are read again, after a refusal too (a 409
 * says the season has started meanwhile: the board's status is stale).
 */
export const useUpdateLeaderboard = (leaderboardId: string) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: LeaderboardChanges) =>
      adminRequests.updateLeaderboard(client, leaderboardId, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["leaderboards"] }),
  });
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

export const useAdminBanners = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.banners,
    queryFn: ({ signal }) => adminRequests.listAdminWebBanners(client, signal),
  });
};

/** Saves or removes a banner; the banner list, the audit log and the home carousel reload. */
export const useSaveBanner = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { slug: string; input: WebBannerInput }) =>
      adminRequests.saveWebBanner(client, save.slug, save.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
};

export const useDeleteBanner = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => adminRequests.deleteWebBanner(client, slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
};

export const useAdminFooter = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.footer,
    queryFn: ({ signal }) => adminRequests.listAdminWebFooters(client, signal),
  });
};

/** Replaces the footer; the console's footer and the audit log reload, and so does the site's footer. */
export const useSaveFooter = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FooterInput) => adminRequests.saveWebFooters(client, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.content });
      await queryClient.invalidateQueries({ queryKey: ["content", "footers"] });
    },
  });
};

/** A game's name and tagline in every language admins wrote them in. */
export const useAdminGameTexts = (gameId: number | undefined) => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.gameTexts(gameId ?? 0),
    queryFn: ({ signal }) => adminRequests.getGameTexts(client, String(gameId), signal),
    enabled: gameId !== undefined,
  });
};

/** Replaces a game's texts; the console's copy and the audit log reload, and so does the site's catalogue. */
export const useSaveGameTexts = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, texts }: { gameId: number; texts: GameTexts }) =>
      adminRequests.saveGameTexts(client, String(gameId), texts),
    onSuccess: async (_saved, { gameId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.gameTexts(gameId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.games });
      await queryClient.invalidateQueries({ queryKey: adminKeys.content });
      await queryClient.invalidateQueries({ queryKey: ["games"] });
    },
  });
};

export const useAdminFeaturedVouchers = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.featuredVouchers,
    queryFn: ({ signal }) => adminRequests.listAdminFeaturedVouchers(client, signal),
  });
};

/** Replaces the featured vouchers; the console and the audit log reload, and so do the store's lists. */
export const useSaveFeaturedVouchers = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeaturedVouchersInput) => adminRequests.saveFeaturedVouchers(client, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.content });
      await queryClient.invalidateQueries({ queryKey: ["store"] });
    },
  });
};

export const useStockVouchers = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.stockVouchers,
    queryFn: ({ signal }) => adminRequests.listStockVouchers(client, signal),
  });
};

/** Uploads a CSV of codes; the answer has counts only, and the vouchers' stock reloads. */
export const useUploadVoucherCodes = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: { voucherId: string; csv: string }) =>
      adminRequests.uploadVoucherCodes(client, upload.voucherId, upload.csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
};

export const useOverlaySchedules = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.overlaySchedules,
    queryFn: ({ signal }) => adminRequests.listOverlaySchedules(client, signal),
  });
};

export const useCreateOverlaySchedule = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OverlayScheduleInput) => adminRequests.createOverlaySchedule(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.overlaySchedules }),
  });
};

/** The POG settings: what an avatar slot costs in each currency. */
export const usePogAdminSettings = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: adminKeys.pogSettings,
    queryFn: ({ signal }) => adminRequests.getPogAdminSettings(client, signal),
  });
};

export const useUpdatePogAdminSettings = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PogAdminSettings) => adminRequests.updatePogAdminSettings(client, settings),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.pogSettings, settings),
  });
};
