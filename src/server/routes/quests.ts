import type { FastifyRequest } from "fastify";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Admins } from "@/server/services/campaigns/admins";
import { CampaignProgress } from "@/server/services/campaigns/campaign-progress";
import { QuestProofs, type NewQuestProof } from "@/server/services/campaigns/quest-proofs";
import { Quests, type Paging } from "@/server/services/campaigns/quests";
import { QuestSlotsFull } from "@/domain/errors/quest-errors";
import { Effect } from "effect";

const paging = (query: { readonly pageOffset?: number; readonly pageLimit?: number }): Paging => ({
  pageOffset: query.pageOffset ?? 0,
  pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
});

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

/** The picture of a proof call: the contract takes image/jpeg only, parsed as bytes. */
const pictureOf = (body: unknown): Uint8Array => {
  if (!(body instanceof Uint8Array))
    throw new HttpProblem(415, "UnsupportedMediaType", "Send the picture as image/jpeg");
  return body;
};

export const questHandlers = (_runtime: AppRuntime) => {
  const submit = (request: FastifyRequest, proof: Omit<NewQuestProof, "userId">) =>
    QuestProofs.use((proofs) => proofs.submitQuestProof({ ...proof, userId: signedIn(request).userId }));

  const requireAdmin = (request: FastifyRequest) =>
    Admins.use((admins) => admins.requireAdmin(signedIn(request).userId));

  return {
    listQuests: ({ query }, request) =>
      Quests.use((quests) =>
        quests.listQuests(
          {
            ...paging(query),
            ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
            ...(query.status === undefined ? {} : { status: query.status }),
            ...(query.search === undefined ? {} : { search: query.search }),
          },
          callerOf(request),
        ),
      ),

    getQuestFilters: () => Quests.use((quests) => quests.getQuestFilters()),

    listGameQuests: ({ query }, request) =>
      Quests.use((quests) =>
        quests.listGameQuests(
          query.game,
          { ...paging(query), ...(query.status === undefined ? {} : { status: query.status }) },
          callerOf(request),
        ),
      ),

    listQuestsByTab: ({ query }, request) =>
      Quests.use((quests) =>
        quests.listQuestsByTab(
          query.tab ?? "live",
          { ...paging(query), ...(query.gameId === undefined ? {} : { gameId: query.gameId }) },
          callerOf(request),
        ),
      ),

    listLiveQuests: ({ query }, request) =>
      Quests.use((quests) => quests.listQuests({ ...paging(query), status: "LIVE" }, callerOf(request))),

    listQuestGames: () =>
      Effect.map(
        Quests.use((quests) => quests.listQuestGames()),
        (items) => ({ items }),
      ),

    listMyQuests: ({ query }, request) =>
      Quests.use((quests) => quests.listMyQuests(signedIn(request).userId, paging(query))),

    getQuestSlots: ({ query }) => Quests.use((quests) => quests.getQuestSlots(query.questId)),

    getQuestStatus: ({ query }, request) =>
      Quests.use((quests) => quests.getQuestStatus(signedIn(request).userId, query.questId)),

    startQuest: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Quests.use((quests) => quests.prepareStart(userId, body.questId)).pipe(
        Effect.flatMap((questId) =>
          CampaignProgress.use((progress) =>
            progress.startCampaign({
              userId,
              ref: questId,
              ip: request.ip,
              ...(body.referral === undefined ? {} : { referral: body.referral }),
            }),
          ),
        ),
        // The last slot may go between the check and the start: the same answer as the check's.
        Effect.catchTag("CampaignSlotsFull", (full) =>
          Effect.fail(new QuestSlotsFull({ questId: full.campaignId })),
        ),
      );
    },

    submitQuestProof: ({ query, body }, request) =>
      submit(request, { questRef: query.questId, version: 1, bytes: pictureOf(body) }),

    submitQuestProofV2: ({ query, body }, request) =>
      submit(request, { questRef: query.questId, version: 2, bytes: pictureOf(body), note: query.note }),

    submitQuestProofV3: ({ query, body }, request) =>
      submit(request, {
        questRef: query.questId,
        version: 3,
        bytes: pictureOf(body),
        note: query.note,
        taskId: query.taskId,
      }),

    listClanChiefQuests: ({ query }, request) =>
      Quests.use((quests) => quests.listClanChiefQuests(signedIn(request).userId, paging(query))),

    getQuest: ({ params }, request) => {
      const userId = callerOf(request);
      const isAdmin =
        userId === undefined ? Effect.succeed(false) : Admins.use((admins) => admins.isAdmin(userId));
      return Effect.flatMap(isAdmin, (admin) =>
        Quests.use((quests) => quests.getQuest(params.id, { userId, isAdmin: admin })),
      );
    },

    listQuestsOfGame: ({ params, query }, request) =>
      Effect.map(
        Quests.use((quests) => quests.listGameQuests(params.id, paging(query), callerOf(request))),
        ({ items, page }) => ({ items, page }),
      ),

    listQuestProofs: ({ query }, request) =>
      Effect.andThen(
        requireAdmin(request),
        QuestProofs.use((proofs) =>
          proofs.listQuestProofs({ ...paging(query), status: query.status ?? "PENDING" }),
        ),
      ),

    reviewQuestProof: ({ params, body }, request) =>
      Effect.andThen(
        requireAdmin(request),
        QuestProofs.use((proofs) =>
          proofs.reviewQuestProof(params.proofId, {
            status: body.decision,
            reviewedBy: signedIn(request).userId,
          }),
        ),
      ),
  } satisfies Partial<Handlers>;
};
