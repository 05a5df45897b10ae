import { Clock, Effect, Layer, Context } from "effect";
import {
  CampaignEnded,
  CampaignNotJoined,
  CampaignNotStarted,
  CampaignTaskNotFound,
} from "@/domain/errors/campaign-errors";
import {
  campaignStatusAt,
  type CampaignLifecycle,
  type DistributionMethod,
  type DistributionState,
} from "@/domain/campaigns/campaign-lifecycle";
import { isRedirectableUrl } from "@/domain/tasks/redirect-url";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { traced } from "@/server/effect/traced";

const urlOf = (config: unknown): string | undefined => {
  if (typeof config !== "object" || config === null || !("url" in config)) return undefined;
  const { url } = config;
  return typeof url === "string" && isRedirectableUrl(url) ? url : undefined;
};

/**
 * The tracked redirect of URI_REDIRECTION tasks: the site sends the gamer through Kleos, which records the visit
 * (once) and answers the task's URL, so validating the task checks a fact Kleos saw itself.
 */
export class TaskRedirects extends Context.Service<
  TaskRedirects,
  {
    recordTaskRedirect(
      userId: string,
      campaignId: string,
      taskId: string,
    ): Effect.Effect<string, CampaignTaskNotFound | CampaignNotStarted | CampaignEnded | CampaignNotJoined>;
  }
>()("kleos/server/services/campaigns/TaskRedirects") {
  static readonly layer = Layer.effect(
    TaskRedirects,
    Effect.gen(function* () {
      const facts = yield* TaskFactRepository;
      return TaskRedirects.of(
        traced("TaskRedirects", {
          recordTaskRedirect: (userId: string, campaignId: string, taskId: string) =>
            Effect.gen(function* () {
              const found = yield* facts.findTaskWithCampaign(campaignId, taskId);
              const url = found?.type === "URI_REDIRECTION" ? urlOf(found.config) : undefined;
              // Drafts are for admins only: a gamer cannot tell one from a task that does not exist.
              if (found === undefined || url === undefined || found.campaign.lifecycle === "DRAFT")
                return yield* new CampaignTaskNotFound({ campaignId, taskId });
              const { campaign } = found;
              // The columns hold the domain's vocabularies only (written through the admin API's enums).
              const status = campaignStatusAt({
                lifecycle: campaign.lifecycle as CampaignLifecycle,
                distribution: campaign.distribution as DistributionMethod,
                distributionState: campaign.distributionState as DistributionState,
                startsAt: campaign.startsAt.getTime(),
                endsAt: campaign.endsAt.getTime(),
                claimEndsAt: campaign.claimEndsAt.getTime(),
                now: yield* Clock.currentTimeMillis,
              });
              if (status === "PUBLISHED")
                return yield* new CampaignNotStarted({
                  campaignId,
                  startsAt: campaign.startsAt.toISOString(),
                });
              if (status !== "LIVE") return yield* new CampaignEnded({ campaignId });
              if (!(yield* facts.hasStarted(campaignId, userId)))
                return yield* new CampaignNotJoined({ campaignId });
              yield* facts.recordRedirectClick(taskId, userId);
              return url;
            }),
        }),
      );
    }),
  );
}
