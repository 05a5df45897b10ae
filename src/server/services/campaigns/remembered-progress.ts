/**
 * Each signed-in gamer's own progress, as the campaign list shows it, remembered so that a page of the list
 * costs no read of the database: read once for every campaign the gamer started (a gamer takes part in few),
 * kept for the 10,000 most recently listing gamers, until what it shows changes. A gamer's start, task
 * validation and claim drop their entry at once on this server, after they are written (`forgetUser`); on every
 * server, the commit of any write to the gamer's `campaign_participants` or `task_progress` rows announces the
 * gamer on `kleos_gamer_progress` (the triggers of migration 0020), and a change of campaigns' tasks (which
 * decides which verified tasks count) on the list's shape channel drops every gamer. A read that began before
 * a drop is not kept; if the announcements can no longer be heard, nothing is remembered any more
 * (`rememberedUntilAnnounced`, as `VerifiedTokens`).
 */
import { Context, Effect, Layer } from "effect";
import {
  CampaignProgressRepository,
  type ParticipantProgress,
} from "@/server/db/repositories/campaign-progress-repository";
import { forgetAnnounced, rememberedUntilAnnounced } from "@/server/db/remembered-until-announced";
import { traced } from "@/server/effect/traced";
import { CAMPAIGN_LIST_SHAPES_CHANNEL } from "@/server/services/campaigns/campaign-catalogue";

/** Announced (payload: `<schema> <user id>`) when a gamer's participation or task progress changes (0020). */
export const GAMER_PROGRESS_CHANNEL = "kleos_gamer_progress";

/** How many gamers an instance remembers (the least recently used leave first). */
const CAPACITY = 10_000;

/** A gamer's progress by campaign id (a campaign they did not start has none). */
export type GamerProgress = ReadonlyMap<string, ParticipantProgress>;

export class RememberedProgress extends Context.Service<
  RememberedProgress,
  {
    /** The gamer's progress in every campaign they started: from memory, else read (and kept). */
    progressOf(userId: string): Effect.Effect<GamerProgress>;
    /** Drops the gamer's entry: call it once their change is written (committed). */
    forgetUser(userId: string): Effect.Effect<void>;
  }
>()("kleos/server/services/campaigns/RememberedProgress") {
  static readonly layer = Layer.effect(
    RememberedProgress,
    Effect.gen(function* () {
      const progress = yield* CampaignProgressRepository;
      const remembered = rememberedUntilAnnounced<GamerProgress>(CAPACITY);
      yield* forgetAnnounced(GAMER_PROGRESS_CHANNEL, remembered, remembered.forget);
      yield* forgetAnnounced(CAMPAIGN_LIST_SHAPES_CHANNEL, remembered, remembered.forgetAll);
      return RememberedProgress.of(
        traced("RememberedProgress", {
          progressOf: (userId: string) =>
            Effect.suspend(() => {
              const known = remembered.recall(userId);
              if (known !== undefined) return Effect.succeed(known);
              const mark = remembered.mark();
              return Effect.map(progress.progressOfUser(userId), (rows) => {
                const read: GamerProgress = new Map(rows.map((row) => [row.participant.campaignId, row]));
                remembered.keep(userId, read, mark);
                return read;
              });
            }),
          forgetUser: (userId: string) => Effect.sync(() => remembered.forget(userId)),
        }),
      );
    }),
  );
}
