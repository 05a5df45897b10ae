/**
 * Reading campaigns: the list by state, one campaign with its tasks and the caller's progress, and how far a
 * campaign's reward distribution has got. Gamers see published campaigns only; drafts and archived ones are for
 * admins, and private ones open by their link but are never listed to gamers.
 */
import { Context, Effect, Layer } from "effect";
import { isPaidOnClaim, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignNotFound, type CampaignLeaderboardNotFound } from "@/domain/errors/campaign-errors";
import type { Db } from "@/server/db/client";
import { campaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import {
  campaignRepository,
  type CampaignFilter,
  type CampaignListing,
} from "@/server/db/repositories/campaign-repository";
import { attempt } from "@/server/services/wallet/attempt";
import {
  campaignLeaderboard,
  type CampaignLeaderboardView,
} from "@/server/services/campaigns/campaign-leaderboard";
import {
  detailOf,
  summaryOf,
  userProgressOf,
  type CampaignDetailView,
  type CampaignSummaryView,
} from "@/server/services/campaigns/campaign-views";
import { DatabaseService } from "@/server/services/database";
import { makeTtlCache } from "@/server/services/ttl-cache";

/** Who asks: a guest, a gamer, or an admin (who also sees drafts, archived and, when asked, private ones). */
export interface Viewer {
  readonly userId: string | undefined;
  readonly isAdmin: boolean;
}

/** The list's tabs and the statuses each shows (the same split as K-Quest's tabs). */
export const CAMPAIGN_TABS = ["live", "upcoming", "ended"] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];
export const CAMPAIGN_TAB_STATUSES: { readonly [Tab in CampaignTab]: readonly CampaignStatus[] } = {
  live: ["LIVE"],
  upcoming: ["PUBLISHED"],
  ended: ["CLAIM_REWARDS", "PROCESSING_REWARDS", "REWARDS_CREDITED", "ENDED"],
};

export interface CampaignListQuery {
  readonly status?: CampaignStatus;
  readonly tab?: CampaignTab;
  readonly pageOffset?: number;
  readonly pageLimit?: number;
  readonly featured?: boolean;
  readonly upcoming?: boolean;
  readonly applicableContinent?: string;
  readonly applicableCountry?: string;
  readonly excludePrivateCampaigns?: boolean;
  readonly kind?: "campaign" | "quest";
}

export interface CampaignPageView {
  readonly items: readonly CampaignSummaryView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface DistributionProgressView {
  readonly campaignId: string;
  readonly state: "PENDING" | "PROCESSING" | "CREDITED";
  readonly total: number;
  readonly paid: number;
}

/** Statuses only admins list, and only when they ask for them. */
const UNPUBLISHED_STATUSES: ReadonlySet<CampaignStatus> = new Set(["DRAFT", "ARCHIVED"]);

/** The campaign `ref` names, as `viewer` may see it (drafts and archived ones: admins only). */
export const visibleListing = async (
  db: Db,
  ref: string,
  viewer: Viewer,
  now: Date,
): Promise<CampaignListing> => {
  const listing = await campaignRepository.findListing(db, ref, now);
  if (listing === undefined || (listing.campaign.lifecycle !== "PUBLISHED" && !viewer.isAdmin))
    throw new CampaignNotFound({ campaignId: ref });
  return listing;
};

/** What the list asks of the repository for `viewer`; undefined when the viewer may see none of it. */
export const campaignFilterOf = (query: CampaignListQuery, viewer: Viewer): CampaignFilter | undefined => {
  const unpublished = query.status !== undefined && UNPUBLISHED_STATUSES.has(query.status);
  if (unpublished && !viewer.isAdmin) return undefined;
  return {
    kind: query.kind ?? "campaign",
    status: query.status,
    ...(query.tab === undefined ? {} : { statuses: CAMPAIGN_TAB_STATUSES[query.tab] }),
    featured: query.featured,
    upcoming: query.upcoming,
    continent: query.applicableContinent,
    country: query.applicableCountry,
    includePrivate: viewer.isAdmin && query.excludePrivateCampaigns === false,
    includeUnpublished: unpublished,
    title: undefined,
  };
};

/** A page of listings, the same for every caller who may see them: what the list cache keeps. */
export interface ListingPage {
  readonly listings: readonly CampaignListing[];
  readonly page: CampaignPageView["page"];
}

export const listingPage = async (
  db: Db,
  query: CampaignListQuery,
  viewer: Viewer,
  now: Date,
): Promise<ListingPage> => {
  const pageOffset = query.pageOffset ?? 0;
  const pageLimit = query.pageLimit ?? 20;
  const filter = campaignFilterOf(query, viewer);
  if (filter === undefined) return { listings: [], page: { pageOffset, pageLimit, total: 0 } };
  const { listings, total } = await campaignRepository.list(db, filter, now, pageOffset, pageLimit);
  return { listings, page: { pageOffset, pageLimit, total } };
};

/** The page's summaries, each with the gamer's own progress (read now, for the page's campaigns only). */
export const withUserProgress = async (
  db: Db,
  { listings, page }: ListingPage,
  userId: string | undefined,
): Promise<CampaignPageView> => {
  if (userId === undefined) return { items: listings.map((listing) => summaryOf(listing)), page };
  const progress = await campaignProgressRepository.progressIn(
    db,
    userId,
    listings.map((listing) => listing.campaign.id),
  );
  const progressOf = new Map(progress.map((row) => [row.participant.campaignId, row]));
  return {
    items: listings.map((listing) => {
      const own = progressOf.get(listing.campaign.id);
      return summaryOf(listing, userProgressOf(listing, own?.participant, own?.verifiedActive ?? 0));
    }),
    page,
  };
};

export const listCampaigns = async (
  db: Db,
  query: CampaignListQuery,
  viewer: Viewer,
  now: Date,
): Promise<CampaignPageView> =>
  withUserProgress(db, await listingPage(db, query, viewer, now), viewer.userId);

export const campaignDetail = async (
  db: Db,
  listing: CampaignListing,
  userId: string | undefined,
  now: Date,
): Promise<CampaignDetailView> => {
  const id = listing.campaign.id;
  const tasks = await campaignRepository.tasksOf(db, [id]);
  if (userId === undefined) return detailOf(listing, tasks, undefined, now);
  const [participant, progress] = await Promise.all([
    campaignProgressRepository.findParticipant(db, id, userId),
    campaignProgressRepository.taskProgressOf(db, id, userId),
  ]);
  return detailOf(listing, tasks, { participant, progress }, now);
};

/**
 * Drawn distributions: the job's state and its payout rows. Rewards paid on claim: PENDING before the start,
 * PROCESSING while claims are taken, CREDITED after; completers and claimers.
 */
export const distributionProgress = async (
  db: Db,
  listing: CampaignListing,
): Promise<DistributionProgressView> => {
  const { campaign, status } = listing;
  if (isPaidOnClaim(campaign.distribution as DistributionMethod)) {
    const { completed, claimed } = await campaignProgressRepository.claimProgress(db, campaign.id);
    const state =
      status === "DRAFT" || status === "PUBLISHED"
        ? "PENDING"
        : status === "LIVE" || status === "CLAIM_REWARDS"
          ? "PROCESSING"
          : "CREDITED";
    return { campaignId: campaign.id, state, total: completed, paid: claimed };
  }
  const { total, paid } = await campaignPayoutRepository.progress(db, campaign.id);
  return {
    campaignId: campaign.id,
    state: campaign.distributionState as DistributionProgressView["state"],
    total,
    paid,
  };
};

export class CampaignCatalogue extends Context.Service<
  CampaignCatalogue,
  {
    listCampaignsByState(query: CampaignListQuery, viewer: Viewer): Effect.Effect<CampaignPageView>;
    getCampaign(ref: string, viewer: Viewer): Effect.Effect<CampaignDetailView, CampaignNotFound>;
    getDistributionProgress(
      ref: string,
      viewer: Viewer,
    ): Effect.Effect<DistributionProgressView, CampaignNotFound>;
    listCampaignLeaderboard(
      ref: string,
      paging: { readonly pageOffset?: number; readonly pageLimit?: number },
      viewer: Viewer,
    ): Effect.Effect<CampaignLeaderboardView, CampaignNotFound | CampaignLeaderboardNotFound>;
  }
>()("kleos/server/services/campaigns/CampaignCatalogue") {
  /**
   * `listCacheMs`: how old a page of listings may be when served from memory. Only the listings are kept (the
   * same for every caller who may see them); a signed-in gamer's own progress is read afresh on every request,
   * so their start or claim shows at once.
   */
  static readonly layer = ({ listCacheMs }: { readonly listCacheMs: number }) =>
    Layer.effect(
      CampaignCatalogue,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const pages = makeTtlCache<ListingPage>(listCacheMs);
        return CampaignCatalogue.of({
          listCampaignsByState: (query, viewer) =>
            pages
              .through(
                JSON.stringify([
                  campaignFilterOf(query, viewer) ?? null,
                  query.pageOffset ?? 0,
                  query.pageLimit ?? 20,
                ]),
                Effect.promise(() => listingPage(db, query, viewer, new Date())),
              )
              .pipe(
                Effect.flatMap((page) => Effect.promise(() => withUserProgress(db, page, viewer.userId))),
              ),
          getCampaign: (ref, viewer) =>
            attempt<CampaignDetailView, CampaignNotFound>(async () => {
              const now = new Date();
              const listing = await visibleListing(db, ref, viewer, now);
              return campaignDetail(db, listing, viewer.userId, now);
            }),
          getDistributionProgress: (ref, viewer) =>
            attempt<DistributionProgressView, CampaignNotFound>(async () =>
              distributionProgress(db, await visibleListing(db, ref, viewer, new Date())),
            ),
          listCampaignLeaderboard: (ref, paging, viewer) =>
            attempt<CampaignLeaderboardView, CampaignNotFound | CampaignLeaderboardNotFound>(async () =>
              campaignLeaderboard(db, await visibleListing(db, ref, viewer, new Date()), viewer.userId, {
                pageOffset: paging.pageOffset ?? 0,
                pageLimit: paging.pageLimit ?? 20,
              }),
            ),
        });
      }),
    );
}
