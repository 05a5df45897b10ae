/**
 * One campaign as a caller may see it, shared by the catalogue, K-Quest and the quest proofs: gamers see
 * published campaigns only (private ones open by their link), admins drafts and archived ones too; a quest
 * is a campaign of kind `quest`. And a campaign's detail: its tasks with the caller's own progress.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository, type CampaignListing } from "@/server/db/repositories/campaign-repository";
import { traced } from "@/server/effect/traced";
import { detailOf, type CampaignDetailView } from "@/server/services/campaigns/campaign-views";

/** Who asks: a guest, a gamer, or an admin (who also sees drafts, archived and, when asked, private ones). */
export interface Viewer {
  readonly userId: string | undefined;
  readonly isAdmin: boolean;
}

export class CampaignListings extends Context.Service<
  CampaignListings,
  {
    /** The campaign `ref` (its id or slug) names, as `viewer` may see it. */
    visibleListing(ref: string, viewer: Viewer): Effect.Effect<CampaignListing, CampaignNotFound>;
    /** The quest `ref` names, as `viewer` may see it; a campaign of another kind is no quest. */
    visibleQuest(ref: string, viewer: Viewer): Effect.Effect<CampaignListing, CampaignNotFound>;
    /** The campaign's page: its tasks, and the caller's progress when signed in. */
    campaignDetail(listing: CampaignListing, userId: string | undefined): Effect.Effect<CampaignDetailView>;
  }
>()("kleos/server/services/campaigns/CampaignListings") {
  static readonly layer = Layer.effect(
    CampaignListings,
    Effect.gen(function* () {
      const campaigns = yield* CampaignRepository;
      const progress = yield* CampaignProgressRepository;
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));

      const visibleListing = (ref: string, viewer: Viewer) =>
        Effect.gen(function* () {
          const listing = yield* campaigns.findListing(ref, yield* now);
          if (listing === undefined || (listing.campaign.lifecycle !== "PUBLISHED" && !viewer.isAdmin))
            return yield* new CampaignNotFound({ campaignId: ref });
          return listing;
        });

      return CampaignListings.of(
        traced("CampaignListings", {
          visibleListing,
          visibleQuest: (ref: string, viewer: Viewer) =>
            Effect.gen(function* () {
              const listing = yield* visibleListing(ref, viewer);
              if (listing.campaign.kind !== "quest") return yield* new CampaignNotFound({ campaignId: ref });
              return listing;
            }),
          campaignDetail: (listing: CampaignListing, userId: string | undefined) =>
            Effect.gen(function* () {
              const id = listing.campaign.id;
              const tasks = yield* campaigns.tasksOf([id]);
              const at = yield* now;
              if (userId === undefined) return detailOf(listing, tasks, undefined, at);
              const [participant, taskProgress] = yield* Effect.all(
                [progress.findParticipant(id, userId), progress.taskProgressOf(id, userId)],
                { concurrency: "unbounded" },
              );
              return detailOf(listing, tasks, { participant, progress: taskProgress }, at);
            }),
        }),
      );
    }),
  );
}
