/**
 * Quest proofs: a picture a gamer who started a quest sends to show they played (the proof calls v1, v2, v3 of
 * the apps' generations), reviewed by admins. Pictures follow the profile picture's rules (JPEG by its bytes,
 * at most 5 MiB, re-encoded so EXIF and anything hidden after the image are gone) and live in the same store,
 * at an unguessable key; unlike a profile picture a proof is not cropped, only kept within a size.
 */
import { Context, Effect, Layer } from "effect";
import sharp from "sharp";
import type { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { CampaignNotJoined, CampaignTaskNotFound } from "@/domain/errors/campaign-errors";
import { QuestProofAlreadyReviewed, QuestProofNotFound } from "@/domain/errors/quest-errors";
import { validateField, validationFailed, type ValidationFailed } from "@/domain/errors/validation-errors";
import { JpegImageBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import type { Db } from "@/server/db/client";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import {
  questProofRepository,
  type QuestProofStatus,
  type ReviewedQuestProof,
} from "@/server/db/repositories/quest-proof-repository";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import {
  visibleQuest,
  proofViewOf,
  type Paging,
  type QuestProofView,
} from "@/server/services/campaigns/quests";
import { pictureUrlOf } from "@/server/services/users/profile-extras";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";

/** A proof picture is kept within this many pixels a side (screenshots stay readable). */
export const QUEST_PROOF_MAX_SIDE_PX = 2048;

export interface NewQuestProof {
  readonly userId: string;
  readonly questRef: string;
  readonly version: 1 | 2 | 3;
  readonly bytes: Uint8Array;
  readonly note?: string;
  readonly taskId?: string;
}

export interface AdminQuestProofView {
  readonly id: string;
  readonly questId: string;
  readonly questTitle: string;
  readonly userId: string;
  readonly username: string | null;
  readonly version: 1 | 2 | 3;
  readonly note: string | null;
  readonly taskId: string | null;
  readonly status: QuestProofStatus;
  readonly pictureUrl: string;
  readonly createdAt: string;
  readonly reviewedAt: string | null;
  readonly reviewedBy: string | null;
}

export interface AdminQuestProofPageView {
  readonly items: readonly AdminQuestProofView[];
  readonly page: Paging & { readonly total: number };
}

const adminViewOf = (proof: ReviewedQuestProof): AdminQuestProofView => ({
  id: proof.id,
  questId: proof.questId,
  questTitle: proof.questTitle,
  userId: proof.userId,
  username: proof.username,
  version: proof.version,
  note: proof.note,
  taskId: proof.taskId,
  status: proof.status,
  // The key is never null for a proof; pictureUrlOf takes the profile's nullable key.
  pictureUrl: pictureUrlOf(proof.pictureKey) ?? "",
  createdAt: proof.createdAt.toISOString(),
  reviewedAt: proof.reviewedAt?.toISOString() ?? null,
  reviewedBy: proof.reviewedBy,
});

type SubmitErrors = CampaignNotFound | CampaignNotJoined | CampaignTaskNotFound | ValidationFailed;

/** Who may send a proof: a gamer who started the quest; for v3, about one of its tasks. */
const checkSender = async (db: Db, proof: NewQuestProof): Promise<string> => {
  const listing = await visibleQuest(
    db,
    proof.questRef,
    { userId: proof.userId, isAdmin: false },
    new Date(),
  );
  const questId = listing.campaign.id;
  const participant = await campaignProgressRepository.findParticipant(db, questId, proof.userId);
  if (participant === undefined) throw new CampaignNotJoined({ campaignId: questId });
  if (proof.taskId !== undefined) {
    const task = await campaignRepository.findTask(db, questId, proof.taskId);
    if (task === undefined) throw new CampaignTaskNotFound({ campaignId: questId, taskId: proof.taskId });
  }
  return questId;
};

export class QuestProofs extends Context.Service<
  QuestProofs,
  {
    submitProof(proof: NewQuestProof): Effect.Effect<QuestProofView, SubmitErrors>;
    listProofs(query: Paging & { readonly status: QuestProofStatus }): Effect.Effect<AdminQuestProofPageView>;
    reviewProof(
      proofId: string,
      decision: { readonly status: "APPROVED" | "REJECTED"; readonly reviewedBy: string },
    ): Effect.Effect<AdminQuestProofView, QuestProofNotFound | QuestProofAlreadyReviewed>;
  }
>()("kleos/server/services/campaigns/QuestProofs") {
  static readonly layer = (pictures: PictureStore) =>
    Layer.effect(
      QuestProofs,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const notJpeg = () =>
          validationFailed("picture", { ...validationMessage("validation.image.jpegOnly"), path: [] });

        return QuestProofs.of({
          submitProof: (proof) =>
            Effect.gen(function* () {
              const questId = yield* attempt<
                string,
                CampaignNotFound | CampaignNotJoined | CampaignTaskNotFound
              >(() => checkSender(db, proof));
              yield* validateField(JpegImageBytes, proof.bytes, "picture");
              // Re-encoding drops EXIF (location!) and anything hidden after the image data.
              const encoded = yield* Effect.tryPromise({
                try: () =>
                  sharp(proof.bytes, { failOn: "error" })
                    .rotate()
                    .resize(QUEST_PROOF_MAX_SIDE_PX, QUEST_PROOF_MAX_SIDE_PX, {
                      fit: "inside",
                      withoutEnlargement: true,
                    })
                    .jpeg({ quality: 85, mozjpeg: true })
                    .toBuffer(),
                catch: notJpeg,
              });
              const pictureKey = yield* Effect.promise(() => pictures.put(encoded));
              const stored = yield* Effect.promise(() =>
                questProofRepository.insert(db, {
                  questId,
                  userId: proof.userId,
                  version: proof.version,
                  pictureKey,
                  note: proof.note ?? null,
                  taskId: proof.taskId ?? null,
                  createdAt: new Date(),
                }),
              );
              return proofViewOf(stored);
            }),

          listProofs: (query) =>
            Effect.promise(async () => {
              const { items, total } = await questProofRepository.findPage(db, query);
              return {
                items: items.map(adminViewOf),
                page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
              };
            }),

          reviewProof: (proofId, decision) =>
            attempt<AdminQuestProofView, QuestProofNotFound | QuestProofAlreadyReviewed>(async () => {
              const decided = await questProofRepository.review(db, proofId, { ...decision, at: new Date() });
              const proof = await questProofRepository.findForReview(db, proofId);
              if (proof === undefined) throw new QuestProofNotFound({ proofId });
              if (decided === undefined)
                throw new QuestProofAlreadyReviewed({ proofId, decision: proof.status });
              return adminViewOf(proof);
            }),
        });
      }),
    );
}
