/**
 * Reading campaigns: the list by state, one campaign with its tasks and the caller's progress, and how far a
 * campaign's reward distribution has got. Gamers see published campaigns only; drafts and archived ones are for
 * admins, and private ones open by their link but are never listed to gamers.
 */
import { Context, Effect, Layer } from "effect";
import { isPaidOnClaim, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignNotFound } from "@/domain/errors/campaign-errors";
import type { Db } from "@/server/db/client";
import { campaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { campaignRepository, type CampaignListing } from "@/server/db/repositories/campaign-repository";
import { attempt } from "@/server/services/wallet/attempt";
import {
  detailOf,
  summaryOf,
  userProgressOf,
  type CampaignDetailView,
  type CampaignSummaryView,
} from "@/server/services/campaigns/campaign-views";
import { DatabaseService } from "@/server/services/database";

/** Who asks: a guest, a gamer, or an admin (who also sees drafts, archived and, when asked, private ones). */
export interface Viewer {
  readonly userId: string | undefined;
  readonly isAdmin: boolean;
}

export interface CampaignListQuery {
  readonly status?: CampaignStatus;
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

export const listCampaigns = async (
  db: Db,
  query: CampaignListQuery,
  viewer: Viewer,
  now: Date,
): Promise<CampaignPageView> => {
  const pageOffset = query.pageOffset ?? 0;
  const pageLimit = query.pageLimit ?? 20;
  const unpublished = query.status !== undefined && UNPUBLISHED_STATUSES.has(query.status);
  if (unpublished && !viewer.isAdmin) return { items: [], page: { pageOffset, pageLimit, total: 0 } };
  const { listings, total } = await campaignRepository.list(
    db,
    {
      kind: query.kind ?? "campaign",
      status: query.status,
      featured: query.featured,
      upcoming: query.upcoming,
      continent: query.applicableContinent,
      country: query.applicableCountry,
      includePrivate: viewer.isAdmin && query.excludePrivateCampaigns === false,
      includeUnpublished: unpublished,
      title: undefined,
    },
    now,
    pageOffset,
    pageLimit,
  );
  const { userId } = viewer;
  if (userId === undefined)
    return { items: listings.map((listing) => summaryOf(listing)), page: { pageOffset, pageLimit, total } };
  const ids = listings.map((listing) => listing.campaign.id);
  const [participants, verified] = await Promise.all([
    campaignProgressRepository.participantsOf(db, userId, ids),
    campaignProgressRepository.verifiedActiveCounts(db, userId, ids),
  ]);
  const participantOf = new Map(participants.map((row) => [row.campaignId, row]));
  return {
    items: listings.map((listing) =>
      summaryOf(
        listing,
        userProgressOf(
          listing,
          participantOf.get(listing.campaign.id),
          verified.get(listing.campaign.id) ?? 0,
        ),
      ),
    ),
    page: { pageOffset, pageLimit, total },
  };
};

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
  }
>()("kleos/server/services/campaigns/CampaignCatalogue") {
  static readonly layer = Layer.effect(
    CampaignCatalogue,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return CampaignCatalogue.of({
        listCampaignsByState: (query, viewer) =>
          Effect.promise(() => listCampaigns(db, query, viewer, new Date())),
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
      });
    }),
  );
}
