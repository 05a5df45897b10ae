/**
 * Quest proofs: a picture a gamer who started a quest sends to show they played (the proof calls v1, v2, v3 of
 * the apps' generations), reviewed by admins. Pictures follow the profile picture's rules (JPEG by its bytes,
 * at most 5 MiB, re-encoded so EXIF and anything hidden after the image are gone) and live in the same store,
 * at an unguessable key; unlike a profile picture a proof is not cropped, only kept within a size.
 */
import { Clock, Context, Effect, Layer } from "effect";
import sharp from "sharp";
import type { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { CampaignNotJoined, CampaignTaskNotFound } from "@/domain/errors/campaign-errors";
import { QuestProofAlreadyReviewed, QuestProofNotFound } from "@/domain/errors/quest-errors";
import { validateField, validationFailed, type ValidationFailed } from "@/domain/errors/validation-errors";
import { JpegImageBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository } from "@/server/db/repositories/campaign-repository";
import {
  QuestProofRepository,
  type QuestProofStatus,
  type ReviewedQuestProof,
} from "@/server/db/repositories/quest-proof-repository";
import { traced } from "@/server/effect/traced";
import { Database } from "@/server/db/database";
import { campaignPath, taskVerification } from "@/domain/notifications/notification-events";
import { Notifications } from "@/server/services/notifications/notifications";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { proofViewOf, type Paging, type QuestProofView } from "@/server/services/campaigns/quests";
import { pictureUrlOf } from "@/server/services/users/profile-view";

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

export class QuestProofs extends Context.Service<
  QuestProofs,
  {
    submitQuestProof(proof: NewQuestProof): Effect.Effect<QuestProofView, SubmitErrors>;
    listQuestProofs(
      query: Paging & { readonly status: QuestProofStatus },
    ): Effect.Effect<AdminQuestProofPageView>;
    reviewQuestProof(
      proofId: string,
      decision: { readonly status: "APPROVED" | "REJECTED"; readonly reviewedBy: string },
    ): Effect.Effect<AdminQuestProofView, QuestProofNotFound | QuestProofAlreadyReviewed>;
  }
>()("kleos/server/services/campaigns/QuestProofs") {
  static readonly layer = (pictures: PictureStore) =>
    Layer.effect(
      QuestProofs,
      Effect.gen(function* () {
        const campaigns = yield* CampaignRepository;
        const progress = yield* CampaignProgressRepository;
        const proofs = yield* QuestProofRepository;
        const listings = yield* CampaignListings;
        const notifications = yield* Notifications;
        const { transaction } = yield* Database;
        const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));
        const notJpeg = () =>
          validationFailed("picture", { ...validationMessage("validation.image.jpegOnly"), path: [] });

        /** Who may send a proof: a gamer who started the quest; for v3, about one of its tasks. */
        const checkSender = (proof: NewQuestProof) =>
          Effect.gen(function* () {
            const listing = yield* listings.visibleQuest(proof.questRef, {
              userId: proof.userId,
              isAdmin: false,
            });
            const questId = listing.campaign.id;
            if ((yield* progress.findParticipant(questId, proof.userId)) === undefined)
              return yield* new CampaignNotJoined({ campaignId: questId });
            if (
              proof.taskId !== undefined &&
              (yield* campaigns.findTask(questId, proof.taskId)) === undefined
            )
              return yield* new CampaignTaskNotFound({ campaignId: questId, taskId: proof.taskId });
            return questId;
          });

        return QuestProofs.of(
          traced("QuestProofs", {
            submitQuestProof: (proof: NewQuestProof) =>
              Effect.gen(function* () {
                const questId = yield* checkSender(proof);
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
                const stored = yield* proofs.insert({
                  questId,
                  userId: proof.userId,
                  version: proof.version,
                  pictureKey,
                  note: proof.note ?? null,
                  taskId: proof.taskId ?? null,
                  createdAt: yield* now,
                });
                return proofViewOf(stored);
              }),

            listQuestProofs: (query: Paging & { readonly status: QuestProofStatus }) =>
              Effect.map(proofs.findPage(query), ({ items, total }) => ({
                items: items.map(adminViewOf),
                page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
              })),

            reviewQuestProof: (
              proofId: string,
              decision: { readonly status: "APPROVED" | "REJECTED"; readonly reviewedBy: string },
            ) =>
              transaction(
                Effect.gen(function* () {
                  const decided = yield* proofs.review(proofId, { ...decision, at: yield* now });
                  const proof = yield* proofs.findForReview(proofId);
                  if (proof === undefined) return yield* new QuestProofNotFound({ proofId });
                  if (decided === undefined)
                    return yield* new QuestProofAlreadyReviewed({ proofId, decision: proof.status });
                  // The gamer hears the decision with it (once: a proof is reviewed once).
                  yield* notifications.notify(
                    taskVerification(
                      proof.userId,
                      `proof:${proof.id}`,
                      decision.status === "APPROVED",
                      proof.questTitle,
                      campaignPath({ id: proof.questId, kind: "quest", title: proof.questTitle }),
                    ),
                  );
                  return adminViewOf(proof);
                }),
              ),
          }),
        );
      }),
    );
}
