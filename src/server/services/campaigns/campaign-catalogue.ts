/**
 * Reading campaigns: the list by state, one campaign with its tasks and the caller's progress, and how far a
 * campaign's reward distribution has got. Gamers see published campaigns only; drafts and archived ones are for
 * admins, and private ones open by their link but are never listed to gamers.
 */
import { Cache, Clock, Context, Duration, Effect, Exit, Layer } from "effect";
import { isPaidOnClaim, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import type { CampaignLeaderboardNotFound, CampaignNotFound } from "@/domain/errors/campaign-errors";
import { CampaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import {
  CampaignRepository,
  type CampaignFilter,
  type CampaignListing,
  type PageBoundary,
} from "@/server/db/repositories/campaign-repository";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  CampaignLeaderboard,
  type CampaignLeaderboardView,
} from "@/server/services/campaigns/campaign-leaderboard";
import { CampaignListings, type Viewer } from "@/server/services/campaigns/campaign-listings";
import {
  summaryOf,
  userProgressOf,
  type CampaignDetailView,
  type CampaignSummaryView,
} from "@/server/services/campaigns/campaign-views";
import { RememberedProgress, type GamerProgress } from "@/server/services/campaigns/remembered-progress";

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
  /** Only this game's. */
  readonly gameId?: number;
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
    ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
  };
};

/** A page of listings, the same for every caller who may see them: what the list cache keeps. */
export interface ListingPage {
  readonly listings: readonly CampaignListing[];
  readonly page: CampaignPageView["page"];
}

/** How many pages of listings an instance keeps (the oldest leave first). */
const LIST_CACHE_CAPACITY = 500;

/**
 * What the database announces when a transaction that wrote campaigns, tasks or games commits (migration 0017):
 * on the first, that a list's campaigns or their order may have changed; on the second, only what they show.
 */
export const CAMPAIGN_LIST_SHAPES_CHANNEL = "kleos_campaign_list_shapes";
export const CAMPAIGN_LISTS_CHANNEL = "kleos_campaign_lists";

/** A kept page and how long it may be served: until the next status change, at most the cache's time. */
interface KeptPage {
  readonly page: ListingPage;
  readonly ttlMs: number;
}

/** A page as first read, whose campaigns and total hold `until` (epoch ms) unless a change is announced. */
interface KeptShape extends KeptPage {
  readonly until: number;
  /** Not yet served: its rows need no second read. */
  unused: boolean;
}

/**
 * What reads of one list (a filter) left for its later pages, while its shape holds (`keptPages`): how many
 * campaigns each segment of its order holds, so the total is not counted again, and where each page read
 * ended (by segment and offset), so the next page is read from the index after it instead of skipping rows.
 */
export interface ListMemory {
  readonly counts: readonly number[] | undefined;
  readonly boundaryAt: (segment: number, offset: number) => PageBoundary | undefined;
  readonly learn: (
    counts: readonly number[],
    ends: readonly { readonly segment: number; readonly offset: number; readonly boundary: PageBoundary }[],
  ) => void;
}

/** How long a kept page may be served: its own time, if any is left. */
const keptFor = (exit: Exit.Exit<KeptPage>): Duration.Duration =>
  Exit.isSuccess(exit) && exit.value.ttlMs > 0 ? Duration.millis(exit.value.ttlMs) : Duration.zero;

/** The cache's key: the filter and the page, so two callers who may see the same list share one entry. */
const listKeyOf = (query: CampaignListQuery, viewer: Viewer): string =>
  JSON.stringify([campaignFilterOf(query, viewer) ?? null, query.pageOffset ?? 0, query.pageLimit ?? 20]);

/**
 * Pages of listings kept in memory (see `CampaignCatalogue.layer`), in two layers: a page's shape (which
 * campaigns it holds, in order, and how many match the filter), dropped when the database announces a change
 * of shape (a campaign made, or a column lists filter or order by written); and the page as shown, dropped on
 * any announced change, then read again for the shape's campaigns alone (a gamer's start raises a participant
 * count: the page's twenty rows are read again, not counted again). Beside the shapes, each list's memory
 * (`ListMemory`): its counts, so a list is counted once however many of its pages are read, and where each
 * page ended, so the next page is read from the index after it; dropped with the shapes. A read that began
 * before a change was announced is not kept: the announcement empties the cache, in-flight reads included.
 */
const keptPages = (
  readPage: (key: string, memory?: ListMemory) => Effect.Effect<ListingPage>,
  listCacheMs: number,
) =>
  Effect.gen(function* () {
    const campaigns = yield* CampaignRepository;
    const { listen } = yield* Database;
    /** By filter: what its reads left, until when it holds (as the shapes it came with). */
    const memories = new Map<
      string,
      { counts: readonly number[] | undefined; boundaries: Map<string, PageBoundary>; until: number }
    >();
    /** How many changes of shape were announced: a read that began before one learns nothing. */
    let shapeChanges = 0;
    const memoryOf = (filterKey: string, now: number, until: number): ListMemory => {
      const kept = memories.get(filterKey);
      const memory =
        kept !== undefined && kept.until > now ? kept : { counts: undefined, boundaries: new Map(), until };
      const since = shapeChanges;
      return {
        counts: memory.counts,
        boundaryAt: (segment, offset) => memory.boundaries.get(`${segment}:${offset}`),
        learn: (counts, ends) => {
          if (since !== shapeChanges) return;
          memory.counts = counts;
          for (const { segment, offset, boundary } of ends)
            memory.boundaries.set(`${segment}:${offset}`, boundary);
          // Bounded as the caches are: past their capacity of lists, every memory is let go at once.
          if (!memories.has(filterKey) && memories.size >= LIST_CACHE_CAPACITY) memories.clear();
          memories.set(filterKey, memory);
        },
      };
    };
    const readShape = (key: string): Effect.Effect<KeptShape> =>
      Effect.gen(function* () {
        const startedAt = yield* Clock.currentTimeMillis;
        const [filter] = JSON.parse(key) as [CampaignFilter | null];
        const next =
          filter === null ? undefined : yield* campaigns.nextStatusChange(filter.kind, new Date(startedAt));
        const until = Math.min(startedAt + listCacheMs, next?.getTime() ?? Number.POSITIVE_INFINITY);
        const page = yield* readPage(key, memoryOf(JSON.stringify(filter), startedAt, until));
        const doneAt = yield* Clock.currentTimeMillis;
        return { page, until, ttlMs: until - doneAt, unused: true };
      });
    const shapes = yield* Cache.makeWith(readShape, { capacity: LIST_CACHE_CAPACITY, timeToLive: keptFor });
    const readShown = (key: string): Effect.Effect<KeptPage> =>
      Effect.gen(function* () {
        const shape = yield* Cache.get(shapes, key);
        const now = yield* Clock.currentTimeMillis;
        if (shape.unused) {
          // Read just now: its rows are as fresh as they come.
          shape.unused = false;
          return { page: shape.page, ttlMs: shape.until - now };
        }
        const listings = yield* campaigns.listingsByIds(
          shape.page.listings.map((listing) => listing.campaign.id),
          new Date(now),
        );
        return { page: { ...shape.page, listings }, ttlMs: shape.until - (yield* Clock.currentTimeMillis) };
      });
    const shown = yield* Cache.makeWith(readShown, { capacity: LIST_CACHE_CAPACITY, timeToLive: keptFor });
    let heard = true;
    const dropShown = () => Effect.runSync(Cache.invalidateAll(shown));
    const dropAll = () => {
      shapeChanges += 1;
      memories.clear();
      Effect.runSync(Cache.invalidateAll(shapes));
      dropShown();
    };
    const lost = () => {
      heard = false;
      dropAll();
    };
    yield* listen(CAMPAIGN_LIST_SHAPES_CHANNEL, { notified: dropAll, lost });
    yield* listen(CAMPAIGN_LISTS_CHANNEL, { notified: dropShown, lost });
    return (key: string): Effect.Effect<ListingPage> =>
      heard ? Effect.map(Cache.get(shown, key), (kept) => kept.page) : readPage(key);
  });

/**
 * Drawn distributions: the job's state and its payout rows. Rewards paid on claim: PENDING before the start,
 * PROCESSING while claims are taken, CREDITED after; completers and claimers.
 */
const paidOnClaimState = (status: CampaignStatus): DistributionProgressView["state"] =>
  status === "DRAFT" || status === "PUBLISHED"
    ? "PENDING"
    : status === "LIVE" || status === "CLAIM_REWARDS"
      ? "PROCESSING"
      : "CREDITED";

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
   * `listCacheMs`: how old a page of listings may be when served from memory (0: not kept at all), through
   * Effect's `Cache` (concurrent misses of one page share one read; a cached page is the same object every
   * time). A kept page is dropped as soon as what it shows changes (`keptPages`): every transaction that writes
   * campaigns, their tasks or games announces it when it commits (a trigger's `pg_notify`, heard by every
   * server on the database), and a page lasts no longer than the next moment a published campaign starts,
   * ends or closes its claims, when statuses change by the clock alone. `listCacheMs` is only the longest a
   * page is kept. If the announcements can no longer be heard, nothing is kept any more. Only the listings are
   * kept (the same for every caller who may see them), with a guest's answer made of them once per kept page
   * (the same object, so its bytes are serialised once); a signed-in gamer's own progress is remembered per
   * gamer (`RememberedProgress`) and dropped when it changes, so their start or claim shows at once.
   */
  static readonly layer = ({ listCacheMs }: { readonly listCacheMs: number }) =>
    Layer.effect(
      CampaignCatalogue,
      Effect.gen(function* () {
        const campaigns = yield* CampaignRepository;
        const progress = yield* CampaignProgressRepository;
        const payouts = yield* CampaignPayoutRepository;
        const listings = yield* CampaignListings;
        const leaderboard = yield* CampaignLeaderboard;
        const remembered = yield* RememberedProgress;

        const readPage = (key: string, memory?: ListMemory): Effect.Effect<ListingPage> =>
          Effect.gen(function* () {
            const [filter, pageOffset, pageLimit] = JSON.parse(key) as [
              CampaignFilter | null,
              number,
              number,
            ];
            if (filter === null) return { listings: [], page: { pageOffset, pageLimit, total: 0 } };
            const now = new Date(yield* Clock.currentTimeMillis);
            const read = yield* campaigns.list(
              filter,
              now,
              pageOffset,
              pageLimit,
              memory === undefined
                ? {}
                : {
                    ...(memory.counts === undefined ? {} : { counts: memory.counts }),
                    boundaryAt: memory.boundaryAt,
                  },
            );
            memory?.learn(read.counts, read.ends);
            return { listings: read.listings, page: { pageOffset, pageLimit, total: read.total } };
          });
        const listingPage = listCacheMs <= 0 ? readPage : yield* keptPages(readPage, listCacheMs);

        /** A guest's answer, made once per kept page (`contract-routes.ts` sends a known object's bytes again). */
        const guestViews = new WeakMap<ListingPage, CampaignPageView>();
        const guestView = (kept: ListingPage): CampaignPageView => {
          const known = guestViews.get(kept);
          if (known !== undefined) return known;
          const view = { items: kept.listings.map((listing) => summaryOf(listing)), page: kept.page };
          guestViews.set(kept, view);
          return view;
        };

        /**
         * The page's summaries, each with the gamer's own progress (`RememberedProgress`), made once per kept
         * page and remembered progress (the same object while both hold, so its bytes are serialised once).
         */
        const userViews = new WeakMap<GamerProgress, WeakMap<ListingPage, CampaignPageView>>();
        const withUserProgress = (kept: ListingPage, userId: string) =>
          Effect.map(remembered.progressOf(userId), (own) => {
            const views = userViews.get(own) ?? new WeakMap<ListingPage, CampaignPageView>();
            const known = views.get(kept);
            if (known !== undefined) return known;
            const view: CampaignPageView = {
              items: kept.listings.map((listing) => {
                const mine = own.get(listing.campaign.id);
                return summaryOf(
                  listing,
                  userProgressOf(listing, mine?.participant, mine?.verifiedActive ?? 0),
                );
              }),
              page: kept.page,
            };
            views.set(kept, view);
            userViews.set(own, views);
            return view;
          });

        const distributionProgress = (listing: CampaignListing) =>
          Effect.gen(function* () {
            const { campaign, status } = listing;
            if (isPaidOnClaim(campaign.distribution as DistributionMethod)) {
              const { completed, claimed } = yield* progress.claimProgress(campaign.id);
              return {
                campaignId: campaign.id,
                state: paidOnClaimState(status),
                total: completed,
                paid: claimed,
              } satisfies DistributionProgressView;
            }
            const { total, paid } = yield* payouts.progress(campaign.id);
            return {
              campaignId: campaign.id,
              state: campaign.distributionState as DistributionProgressView["state"],
              total,
              paid,
            } satisfies DistributionProgressView;
          });

        return CampaignCatalogue.of(
          traced("CampaignCatalogue", {
            listCampaignsByState: (query: CampaignListQuery, viewer: Viewer) =>
              Effect.flatMap(listingPage(listKeyOf(query, viewer)), (page) =>
                viewer.userId === undefined
                  ? Effect.succeed(guestView(page))
                  : withUserProgress(page, viewer.userId),
              ),
            getCampaign: (ref: string, viewer: Viewer) =>
              Effect.flatMap(listings.visibleListing(ref, viewer), (listing) =>
                listings.campaignDetail(listing, viewer.userId),
              ),
            getDistributionProgress: (ref: string, viewer: Viewer) =>
              Effect.flatMap(listings.visibleListing(ref, viewer), distributionProgress),
            listCampaignLeaderboard: (
              ref: string,
              paging: { readonly pageOffset?: number; readonly pageLimit?: number },
              viewer: Viewer,
            ) =>
              Effect.flatMap(listings.visibleListing(ref, viewer), (listing) =>
                leaderboard.leaderboardOf(listing, viewer.userId, {
                  pageOffset: paging.pageOffset ?? 0,
                  pageLimit: paging.pageLimit ?? 20,
                }),
              ),
          }),
        );
      }),
    );
}
