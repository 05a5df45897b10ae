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

export const questHandlers = ({ run }: AppRuntime) => {
  const submit = (request: FastifyRequest, proof: Omit<NewQuestProof, "userId">) =>
    run(QuestProofs.use((proofs) => proofs.submitProof({ ...proof, userId: signedIn(request).userId })));

  const requireAdmin = (request: FastifyRequest) =>
    run(Admins.use((admins) => admins.requireAdmin(signedIn(request).userId)));

  return {
    listQuests: async ({ query }, request) =>
      run(
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
      ),

    getQuestFilters: async () => run(Quests.use((quests) => quests.getQuestFilters())),

    listGameQuests: async ({ query }, request) =>
      run(
        Quests.use((quests) =>
          quests.listGameQuests(
            query.game,
            { ...paging(query), ...(query.status === undefined ? {} : { status: query.status }) },
            callerOf(request),
          ),
        ),
      ),

    listQuestsByTab: async ({ query }, request) =>
      run(
        Quests.use((quests) =>
          quests.listQuestsByTab(
            query.tab ?? "live",
            { ...paging(query), ...(query.gameId === undefined ? {} : { gameId: query.gameId }) },
            callerOf(request),
          ),
        ),
      ),

    listLiveQuests: async ({ query }, request) =>
      run(Quests.use((quests) => quests.listQuests({ ...paging(query), status: "LIVE" }, callerOf(request)))),

    listQuestGames: async () => ({ items: await run(Quests.use((quests) => quests.listQuestGames())) }),

    listMyQuests: async ({ query }, request) =>
      run(Quests.use((quests) => quests.listMyQuests(signedIn(request).userId, paging(query)))),

    getQuestSlots: async ({ query }) => run(Quests.use((quests) => quests.getQuestSlots(query.questId))),

    getQuestStatus: async ({ query }, request) =>
      run(Quests.use((quests) => quests.getQuestStatus(signedIn(request).userId, query.questId))),

    startQuest: async ({ body }, request) => {
      const { userId } = signedIn(request);
      return run(
        Quests.use((quests) => quests.prepareStart(userId, body.questId)).pipe(
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
        ),
      );
    },

    createQuestProof: async ({ query, body }, request) =>
      submit(request, { questRef: query.questId, version: 1, bytes: pictureOf(body) }),

    createQuestProofV2: async ({ query, body }, request) =>
      submit(request, { questRef: query.questId, version: 2, bytes: pictureOf(body), note: query.note }),

    createQuestProofV3: async ({ query, body }, request) =>
      submit(request, {
        questRef: query.questId,
        version: 3,
        bytes: pictureOf(body),
        note: query.note,
        taskId: query.taskId,
      }),

    listClanChiefQuests: async ({ query }, request) =>
      run(Quests.use((quests) => quests.listClanChiefQuests(signedIn(request).userId, paging(query)))),

    getQuest: async ({ params }, request) => {
      const userId = callerOf(request);
      const isAdmin = userId !== undefined && (await run(Admins.use((admins) => admins.isAdmin(userId))));
      return run(Quests.use((quests) => quests.getQuest(params.id, { userId, isAdmin })));
    },

    listQuestsOfGame: async ({ params, query }, request) => {
      const { items, page } = await run(
        Quests.use((quests) => quests.listGameQuests(params.id, paging(query), callerOf(request))),
      );
      return { items, page };
    },

    listQuestProofs: async ({ query }, request) => {
      await requireAdmin(request);
      return run(
        QuestProofs.use((proofs) =>
          proofs.listProofs({ ...paging(query), status: query.status ?? "PENDING" }),
        ),
      );
    },

    recordQuestProofReview: async ({ params, body }, request) => {
      await requireAdmin(request);
      return run(
        QuestProofs.use((proofs) =>
          proofs.reviewProof(params.proofId, { status: body.decision, reviewedBy: signedIn(request).userId }),
        ),
      );
    },
  } satisfies Partial<Handlers>;
};
