/**
 * K-Quest: quests are campaigns of kind `quest`, so listing, detail, start, validation and claim are the
 * campaign services' (campaign-catalogue.ts, campaign-progress.ts) and the status comes from the campaign
 * repository's SQL. What is the quests' own: lists by game and by tab, the games that have quests, a gamer's
 * quests, slots, the game login method check before a start, and the recruiting quests shown to clan chiefs.
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import type { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { QuestSlotsFull } from "@/domain/errors/quest-errors";
import { QuestLoginMethodInvalid } from "@/domain/errors/task-errors";
import { parseGameKey } from "@/domain/games/game";
import { GameNotFound } from "@/domain/games/game-errors";
import type { TaskType } from "@/domain/tasks/task-types";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import {
  CampaignRepository,
  type CampaignFilter,
  type CampaignListing,
} from "@/server/db/repositories/campaign-repository";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { QuestProofRepository, type QuestProof } from "@/server/db/repositories/quest-proof-repository";
import { QuestRepository } from "@/server/db/repositories/quest-repository";
import { traced } from "@/server/effect/traced";
import type { CampaignPageView } from "@/server/services/campaigns/campaign-catalogue";
import { CampaignListings, type Viewer } from "@/server/services/campaigns/campaign-listings";
import {
  summaryOf,
  userProgressOf,
  type CampaignDetailView,
} from "@/server/services/campaigns/campaign-views";

export const QUEST_TABS = ["live", "upcoming", "ended"] as const;
export type QuestTab = (typeof QUEST_TABS)[number];

/** The statuses a listed quest can be in: drafts and archived quests are never listed to gamers. */
export const LISTED_QUEST_STATUSES = [
  "LIVE",
  "PUBLISHED",
  "CLAIM_REWARDS",
  "PROCESSING_REWARDS",
  "REWARDS_CREDITED",
  "ENDED",
] as const satisfies readonly CampaignStatus[];
export type ListedQuestStatus = (typeof LISTED_QUEST_STATUSES)[number];

export const TAB_STATUSES: { readonly [Tab in QuestTab]: readonly ListedQuestStatus[] } = {
  live: ["LIVE"],
  upcoming: ["PUBLISHED"],
  ended: ["CLAIM_REWARDS", "PROCESSING_REWARDS", "REWARDS_CREDITED", "ENDED"],
};

/**
 * Kleos has no clans yet: the quests shown to clan chiefs are the recruiting ones, whose tasks are done by
 * bringing gamers in (spec §6: a chief "shares invites").
 */
export const CLAN_CHIEF_TASK_TYPES: readonly TaskType[] = ["CREATE_REFERRAL", "SHARE_REFERRAL_INVITE"];

export interface Paging {
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface GameRefView {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly iconImage: string;
}

export interface QuestGameView {
  readonly game: GameRefView;
  readonly questCount: number;
  readonly liveQuestCount: number;
}

export interface QuestFiltersView {
  readonly games: readonly QuestGameView[];
  readonly statuses: readonly { readonly status: ListedQuestStatus; readonly count: number }[];
}

export interface QuestTabPageView extends CampaignPageView {
  readonly tab: QuestTab;
  readonly counts: { readonly [Tab in QuestTab]: number };
}

export interface QuestSlotsView {
  readonly questId: string;
  readonly slots: number | null;
  readonly remainingSlots: number | null;
}

export interface QuestProofView {
  readonly id: string;
  readonly status: QuestProof["status"];
  readonly version: QuestProof["version"];
  readonly createdAt: string;
}

export interface QuestStatusView {
  readonly questId: string;
  readonly status: CampaignStatus;
  readonly started: boolean;
  readonly completedTasks: number;
  readonly totalTasks: number;
  readonly rewardClaimed: boolean;
  readonly claimOpen: boolean;
  readonly startedAt: string | null;
  readonly proof: QuestProofView | null;
}

export const proofViewOf = (proof: QuestProof): QuestProofView => ({
  id: proof.id,
  status: proof.status,
  version: proof.version,
  createdAt: proof.createdAt.toISOString(),
});

/** Published, public quests: what every quest list starts from. */
const listedQuests = (filter: Partial<CampaignFilter> = {}): CampaignFilter => ({
  kind: "quest",
  status: undefined,
  featured: undefined,
  upcoming: undefined,
  continent: undefined,
  country: undefined,
  includePrivate: false,
  includeUnpublished: false,
  title: undefined,
  ...filter,
});

export class Quests extends Context.Service<
  Quests,
  {
    listQuests(
      query: Paging & {
        readonly gameId?: number;
        readonly status?: ListedQuestStatus;
        readonly search?: string;
      },
      userId: string | undefined,
    ): Effect.Effect<CampaignPageView>;
    getQuestFilters(): Effect.Effect<QuestFiltersView>;
    listGameQuests(
      game: string,
      query: Paging & { readonly status?: ListedQuestStatus },
      userId: string | undefined,
    ): Effect.Effect<CampaignPageView & { readonly game: GameRefView }, GameNotFound>;
    listQuestsByTab(
      tab: QuestTab,
      query: Paging & { readonly gameId?: number },
      userId: string | undefined,
    ): Effect.Effect<QuestTabPageView>;
    listQuestGames(): Effect.Effect<readonly QuestGameView[]>;
    listMyQuests(userId: string, paging: Paging): Effect.Effect<CampaignPageView>;
    listClanChiefQuests(userId: string, paging: Paging): Effect.Effect<CampaignPageView>;
    getQuest(ref: string, viewer: Viewer): Effect.Effect<CampaignDetailView, CampaignNotFound>;
    getQuestSlots(ref: string): Effect.Effect<QuestSlotsView, CampaignNotFound>;
    getQuestStatus(userId: string, ref: string): Effect.Effect<QuestStatusView, CampaignNotFound>;
    /**
     * What comes before the campaign start: the login method check and the slots. Answers the quest's id, for
     * the campaign start to take over.
     */
    prepareStart(
      userId: string,
      ref: string,
    ): Effect.Effect<string, CampaignNotFound | QuestLoginMethodInvalid | QuestSlotsFull>;
  }
>()("kleos/server/services/campaigns/Quests") {
  static readonly layer = Layer.effect(
    Quests,
    Effect.gen(function* () {
      const campaigns = yield* CampaignRepository;
      const progress = yield* CampaignProgressRepository;
      const quests = yield* QuestRepository;
      const proofs = yield* QuestProofRepository;
      const games = yield* GameRepository;
      const gameAccounts = yield* GameAccountRepository;
      const listings = yield* CampaignListings;
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));
      const gamer = (userId: string): Viewer => ({ userId, isAdmin: false });

      /** Summaries, each with the signed-in gamer's progress. */
      const summariesFor = (page: readonly CampaignListing[], userId: string | undefined) =>
        Effect.gen(function* () {
          if (userId === undefined) return page.map((listing) => summaryOf(listing));
          const ids = page.map((listing) => listing.campaign.id);
          const [participants, verified] = yield* Effect.all(
            [progress.participantsOf(userId, ids), progress.verifiedActiveCounts(userId, ids)],
            { concurrency: "unbounded" },
          );
          const participantOf = new Map(participants.map((row) => [row.campaignId, row]));
          return page.map((listing) =>
            summaryOf(
              listing,
              userProgressOf(
                listing,
                participantOf.get(listing.campaign.id),
                verified.get(listing.campaign.id) ?? 0,
              ),
            ),
          );
        });

      const pageOf = (filter: CampaignFilter, paging: Paging, userId: string | undefined) =>
        Effect.gen(function* () {
          const { listings: found, total } = yield* campaigns.list(
            filter,
            yield* now,
            paging.pageOffset,
            paging.pageLimit,
          );
          return {
            items: yield* summariesFor(found, userId),
            page: { ...paging, total },
          } satisfies CampaignPageView;
        });

      const gameByKey = (key: string) =>
        Effect.gen(function* () {
          const game = yield* games.findByKey(parseGameKey(key));
          if (game === undefined) return yield* new GameNotFound({ gameId: key });
          return {
            id: game.id,
            name: game.name,
            slug: game.slug,
            iconImage: game.images.icon,
          } satisfies GameRefView;
        });

      const questGames = Effect.gen(function* () {
        const rows = yield* campaigns.gameCounts(listedQuests(), yield* now);
        return rows.map((row): QuestGameView => ({
          game: row.game,
          questCount: row.total,
          liveQuestCount: row.live,
        }));
      });

      /**
       * The game login method check of a start (spec §5): a quest of a game that names login methods needs the
       * gamer's saved identity in that game, made with one of them.
       */
      const checkLoginMethod = (listing: CampaignListing, userId: string) =>
        Effect.gen(function* () {
          const { gameId } = listing.campaign;
          if (gameId === null) return;
          const [methods, saved] = yield* Effect.all(
            [gameAccounts.findLoginMethods(gameId), gameAccounts.findUsername(userId, gameId)],
            { concurrency: "unbounded" },
          );
          if (methods === undefined || methods.length === 0) return;
          if (saved === undefined || !methods.includes(saved.loginMethod))
            return yield* new QuestLoginMethodInvalid({
              questId: listing.campaign.id,
              loginMethod: saved?.loginMethod ?? "NONE",
            });
        });

      return Quests.of(
        traced("Quests", {
          listQuests: (
            query: Paging & {
              readonly gameId?: number;
              readonly status?: ListedQuestStatus;
              readonly search?: string;
            },
            userId: string | undefined,
          ) =>
            pageOf(
              listedQuests({
                ...(query.status === undefined ? {} : { status: query.status }),
                ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
                ...(query.search === undefined ? {} : { title: query.search }),
              }),
              query,
              userId,
            ),

          getQuestFilters: () =>
            Effect.gen(function* () {
              const [gameViews, counts] = yield* Effect.all(
                [questGames, Effect.flatMap(now, (at) => campaigns.statusCounts(listedQuests(), at))],
                { concurrency: "unbounded" },
              );
              return {
                games: gameViews,
                statuses: LISTED_QUEST_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
              };
            }),

          listGameQuests: (
            key: string,
            query: Paging & { readonly status?: ListedQuestStatus },
            userId: string | undefined,
          ) =>
            Effect.gen(function* () {
              const game = yield* gameByKey(key);
              const page = yield* pageOf(
                listedQuests({
                  gameId: game.id,
                  ...(query.status === undefined ? {} : { status: query.status }),
                }),
                query,
                userId,
              );
              return { game, ...page };
            }),

          listQuestsByTab: (
            tab: QuestTab,
            query: Paging & { readonly gameId?: number },
            userId: string | undefined,
          ) =>
            Effect.gen(function* () {
              const base = listedQuests(query.gameId === undefined ? {} : { gameId: query.gameId });
              const [page, counts] = yield* Effect.all(
                [
                  pageOf({ ...base, statuses: TAB_STATUSES[tab] }, query, userId),
                  Effect.flatMap(now, (at) => campaigns.statusCounts(base, at)),
                ],
                { concurrency: "unbounded" },
              );
              const countOf = (statuses: readonly ListedQuestStatus[]) =>
                statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
              return {
                tab,
                counts: {
                  live: countOf(TAB_STATUSES.live),
                  upcoming: countOf(TAB_STATUSES.upcoming),
                  ended: countOf(TAB_STATUSES.ended),
                },
                ...page,
              };
            }),

          listQuestGames: () => questGames,

          listMyQuests: (userId: string, paging: Paging) =>
            Effect.gen(function* () {
              const { ids, total } = yield* quests.startedQuestIds(
                userId,
                paging.pageOffset,
                paging.pageLimit,
              );
              // Private quests open by their link, so the ones a gamer started are theirs to see.
              const { listings: found } = yield* campaigns.list(
                listedQuests({ ids, includePrivate: true }),
                yield* now,
                0,
                Math.max(ids.length, 1),
              );
              const byId = new Map(found.map((listing) => [listing.campaign.id, listing]));
              const ordered = ids.flatMap((id) => {
                const listing = byId.get(id);
                return listing === undefined ? [] : [listing];
              });
              return {
                items: yield* summariesFor(ordered, userId),
                page: { ...paging, total },
              } satisfies CampaignPageView;
            }),

          listClanChiefQuests: (userId: string, paging: Paging) =>
            pageOf(
              listedQuests({ statuses: ["LIVE", "PUBLISHED"], taskTypes: CLAN_CHIEF_TASK_TYPES }),
              paging,
              userId,
            ),

          getQuest: (ref: string, viewer: Viewer) =>
            Effect.flatMap(listings.visibleQuest(ref, viewer), (listing) =>
              listings.campaignDetail(listing, viewer.userId),
            ),

          getQuestSlots: (ref: string) =>
            Effect.map(
              listings.visibleQuest(ref, { userId: undefined, isAdmin: false }),
              ({ campaign }): QuestSlotsView => ({
                questId: campaign.id,
                slots: campaign.slots,
                remainingSlots:
                  campaign.slots === null ? null : Math.max(0, campaign.slots - campaign.participantCount),
              }),
            ),

          getQuestStatus: (userId: string, ref: string) =>
            Effect.gen(function* () {
              const listing = yield* listings.visibleQuest(ref, gamer(userId));
              const id = listing.campaign.id;
              const [participant, verified, proof] = yield* Effect.all(
                [
                  progress.findParticipant(id, userId),
                  progress.verifiedActiveCounts(userId, [id]),
                  proofs.findLatest(id, userId),
                ],
                { concurrency: "unbounded" },
              );
              const own = userProgressOf(listing, participant, verified.get(id) ?? 0);
              return {
                questId: id,
                status: listing.status,
                started: own.started,
                completedTasks: own.completedTasks,
                totalTasks: own.totalTasks,
                rewardClaimed: own.rewardClaimed,
                claimOpen: own.claimOpen,
                startedAt: own.startedAt,
                proof: proof === undefined ? null : proofViewOf(proof),
              } satisfies QuestStatusView;
            }),

          prepareStart: (userId: string, ref: string) =>
            Effect.gen(function* () {
              const listing = yield* listings.visibleQuest(ref, gamer(userId));
              yield* checkLoginMethod(listing, userId);
              const { campaign } = listing;
              if (campaign.slots !== null && campaign.participantCount >= campaign.slots) {
                // Starting again is fine for a gamer who holds a slot already.
                const holder = yield* progress.findParticipant(campaign.id, userId);
                if (holder === undefined) return yield* new QuestSlotsFull({ questId: campaign.id });
              }
              return campaign.id;
            }),
        }),
      );
    }),
  );
}
