/**
 * K-Quest: quests are campaigns of kind `quest`, so listing, detail, start, validation and claim are the
 * campaign services' (campaign-catalogue.ts, campaign-progress.ts) and the status comes from the campaign
 * repository's SQL. What is the quests' own: lists by game and by tab, the games that have quests, a gamer's
 * quests, slots, the game login method check before a start, and the recruiting quests shown to clan chiefs.
 */
import { Context, Effect, Layer } from "effect";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { QuestSlotsFull } from "@/domain/errors/quest-errors";
import { QuestLoginMethodInvalid } from "@/domain/errors/task-errors";
import { parseGameKey } from "@/domain/games/game";
import { GameNotFound } from "@/domain/games/game-errors";
import type { TaskType } from "@/domain/tasks/task-types";
import type { Db } from "@/server/db/client";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import {
  campaignRepository,
  type CampaignFilter,
  type CampaignListing,
} from "@/server/db/repositories/campaign-repository";
import { gameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { gameRepository } from "@/server/db/repositories/game-repository";
import { questProofRepository, type QuestProof } from "@/server/db/repositories/quest-proof-repository";
import { questRepository } from "@/server/db/repositories/quest-repository";
import {
  campaignDetail,
  visibleListing,
  type CampaignPageView,
  type Viewer,
} from "@/server/services/campaigns/campaign-catalogue";
import {
  summaryOf,
  userProgressOf,
  type CampaignDetailView,
  type CampaignSummaryView,
} from "@/server/services/campaigns/campaign-views";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";

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

/** The quest `ref` names, as `viewer` may see it; a campaign of another kind is no quest. */
export const visibleQuest = async (
  db: Db,
  ref: string,
  viewer: Viewer,
  now: Date,
): Promise<CampaignListing> => {
  const listing = await visibleListing(db, ref, viewer, now);
  if (listing.campaign.kind !== "quest") throw new CampaignNotFound({ campaignId: ref });
  return listing;
};

/** Summaries, each with the signed-in gamer's progress. */
const summariesFor = async (
  db: Db,
  listings: readonly CampaignListing[],
  userId: string | undefined,
): Promise<CampaignSummaryView[]> => {
  if (userId === undefined) return listings.map((listing) => summaryOf(listing));
  const ids = listings.map((listing) => listing.campaign.id);
  const [participants, verified] = await Promise.all([
    campaignProgressRepository.participantsOf(db, userId, ids),
    campaignProgressRepository.verifiedActiveCounts(db, userId, ids),
  ]);
  const participantOf = new Map(participants.map((row) => [row.campaignId, row]));
  return listings.map((listing) =>
    summaryOf(
      listing,
      userProgressOf(listing, participantOf.get(listing.campaign.id), verified.get(listing.campaign.id) ?? 0),
    ),
  );
};

const pageOf = async (
  db: Db,
  filter: CampaignFilter,
  paging: Paging,
  userId: string | undefined,
  now: Date,
): Promise<CampaignPageView> => {
  const { listings, total } = await campaignRepository.list(
    db,
    filter,
    now,
    paging.pageOffset,
    paging.pageLimit,
  );
  return { items: await summariesFor(db, listings, userId), page: { ...paging, total } };
};

const gameByKey = async (db: Db, key: string): Promise<GameRefView> => {
  const game = await gameRepository.findByKey(db, parseGameKey(key));
  if (game === undefined) throw new GameNotFound({ gameId: key });
  return { id: game.id, name: game.name, slug: game.slug, iconImage: game.images.icon };
};

const questGames = async (db: Db, now: Date): Promise<QuestGameView[]> =>
  (await campaignRepository.gameCounts(db, listedQuests(), now)).map((row) => ({
    game: row.game,
    questCount: row.total,
    liveQuestCount: row.live,
  }));

/**
 * The game login method check of a start (spec §5): a quest of a game that names login methods needs the
 * gamer's saved identity in that game, made with one of them.
 */
const checkLoginMethod = async (db: Db, listing: CampaignListing, userId: string): Promise<void> => {
  const { gameId } = listing.campaign;
  if (gameId === null) return;
  const [methods, saved] = await Promise.all([
    gameAccountRepository.findLoginMethods(db, gameId),
    gameAccountRepository.findUsername(db, userId, gameId),
  ]);
  if (methods === undefined || methods.length === 0) return;
  if (saved === undefined || !methods.includes(saved.loginMethod))
    throw new QuestLoginMethodInvalid({
      questId: listing.campaign.id,
      loginMethod: saved?.loginMethod ?? "NONE",
    });
};

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
      const { db } = yield* DatabaseService;
      const gamer = (userId: string): Viewer => ({ userId, isAdmin: false });

      return Quests.of({
        listQuests: (query, userId) =>
          Effect.promise(() =>
            pageOf(
              db,
              listedQuests({
                ...(query.status === undefined ? {} : { status: query.status }),
                ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
                ...(query.search === undefined ? {} : { title: query.search }),
              }),
              query,
              userId,
              new Date(),
            ),
          ),

        getQuestFilters: () =>
          Effect.promise(async () => {
            const now = new Date();
            const [games, counts] = await Promise.all([
              questGames(db, now),
              campaignRepository.statusCounts(db, listedQuests(), now),
            ]);
            return {
              games,
              statuses: LISTED_QUEST_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
            };
          }),

        listGameQuests: (key, query, userId) =>
          attempt<CampaignPageView & { readonly game: GameRefView }, GameNotFound>(async () => {
            const game = await gameByKey(db, key);
            const page = await pageOf(
              db,
              listedQuests({
                gameId: game.id,
                ...(query.status === undefined ? {} : { status: query.status }),
              }),
              query,
              userId,
              new Date(),
            );
            return { game, ...page };
          }),

        listQuestsByTab: (tab, query, userId) =>
          Effect.promise(async () => {
            const now = new Date();
            const base = listedQuests(query.gameId === undefined ? {} : { gameId: query.gameId });
            const [page, counts] = await Promise.all([
              pageOf(db, { ...base, statuses: TAB_STATUSES[tab] }, query, userId, now),
              campaignRepository.statusCounts(db, base, now),
            ]);
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

        listQuestGames: () => Effect.promise(() => questGames(db, new Date())),

        listMyQuests: (userId, paging) =>
          Effect.promise(async () => {
            const now = new Date();
            const { ids, total } = await questRepository.startedQuestIds(
              db,
              userId,
              paging.pageOffset,
              paging.pageLimit,
            );
            // Private quests open by their link, so the ones a gamer started are theirs to see.
            const { listings } = await campaignRepository.list(
              db,
              listedQuests({ ids, includePrivate: true }),
              now,
              0,
              Math.max(ids.length, 1),
            );
            const byId = new Map(listings.map((listing) => [listing.campaign.id, listing]));
            const ordered = ids.flatMap((id) => {
              const listing = byId.get(id);
              return listing === undefined ? [] : [listing];
            });
            return { items: await summariesFor(db, ordered, userId), page: { ...paging, total } };
          }),

        listClanChiefQuests: (userId, paging) =>
          Effect.promise(() =>
            pageOf(
              db,
              listedQuests({ statuses: ["LIVE", "PUBLISHED"], taskTypes: CLAN_CHIEF_TASK_TYPES }),
              paging,
              userId,
              new Date(),
            ),
          ),

        getQuest: (ref, viewer) =>
          attempt<CampaignDetailView, CampaignNotFound>(async () => {
            const now = new Date();
            return campaignDetail(db, await visibleQuest(db, ref, viewer, now), viewer.userId, now);
          }),

        getQuestSlots: (ref) =>
          attempt<QuestSlotsView, CampaignNotFound>(async () => {
            const { campaign } = await visibleQuest(
              db,
              ref,
              { userId: undefined, isAdmin: false },
              new Date(),
            );
            return {
              questId: campaign.id,
              slots: campaign.slots,
              remainingSlots:
                campaign.slots === null ? null : Math.max(0, campaign.slots - campaign.participantCount),
            };
          }),

        getQuestStatus: (userId, ref) =>
          attempt<QuestStatusView, CampaignNotFound>(async () => {
            const now = new Date();
            const listing = await visibleQuest(db, ref, gamer(userId), now);
            const id = listing.campaign.id;
            const [participant, verified, proof] = await Promise.all([
              campaignProgressRepository.findParticipant(db, id, userId),
              campaignProgressRepository.verifiedActiveCounts(db, userId, [id]),
              questProofRepository.findLatest(db, id, userId),
            ]);
            const progress = userProgressOf(listing, participant, verified.get(id) ?? 0);
            return {
              questId: id,
              status: listing.status,
              started: progress.started,
              completedTasks: progress.completedTasks,
              totalTasks: progress.totalTasks,
              rewardClaimed: progress.rewardClaimed,
              claimOpen: progress.claimOpen,
              startedAt: progress.startedAt,
              proof: proof === undefined ? null : proofViewOf(proof),
            };
          }),

        prepareStart: (userId, ref) =>
          attempt<string, CampaignNotFound | QuestLoginMethodInvalid | QuestSlotsFull>(async () => {
            const listing = await visibleQuest(db, ref, gamer(userId), new Date());
            await checkLoginMethod(db, listing, userId);
            const { campaign } = listing;
            if (campaign.slots !== null && campaign.participantCount >= campaign.slots) {
              // Starting again is fine for a gamer who holds a slot already.
              const holder = await campaignProgressRepository.findParticipant(db, campaign.id, userId);
              if (holder === undefined) throw new QuestSlotsFull({ questId: campaign.id });
            }
            return campaign.id;
          }),
      });
    }),
  );
}
