import { Effect } from "effect";
import type { FastifyRequest } from "fastify";
import { ProgressOwnerMismatch } from "@/domain/errors/campaign-errors";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Admins } from "@/server/services/campaigns/admins";
import { CampaignAdmin } from "@/server/services/campaigns/campaign-admin";
import { CampaignCatalogue } from "@/server/services/campaigns/campaign-catalogue";
import { CampaignClaims } from "@/server/services/campaigns/campaign-claims";
import type { Viewer } from "@/server/services/campaigns/campaign-listings";
import { CampaignProgress } from "@/server/services/campaigns/campaign-progress";

/** Drops the keys whose value is undefined (the services' inputs take no explicit undefined). */
const defined = <T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

export const campaignHandlers = ({ run }: AppRuntime) => {
  /** The caller of an operation open to guests: nobody, a gamer, or an admin. */
  const viewerOf = (request: FastifyRequest): Effect.Effect<Viewer, never, Admins> => {
    const userId = request.auth?.userId;
    if (userId === undefined) return Effect.succeed({ userId, isAdmin: false });
    return Effect.map(
      Admins.use((admins) => admins.isAdmin(userId)),
      (isAdmin) => ({ userId, isAdmin }),
    );
  };

  /** The signed-in caller, who must be the gamer the progress path names (their id, or `me`). */
  const progressOwner = (request: FastifyRequest, userId: string): string => {
    const caller = signedIn(request).userId;
    if (userId !== "me" && userId !== caller) throw new ProgressOwnerMismatch({ userId });
    return caller;
  };

  /** The signed-in admin's id; AdminRoleRequired for anyone else. */
  const admin = (request: FastifyRequest) => {
    const { userId } = signedIn(request);
    return Effect.as(
      Admins.use((admins) => admins.requireAdmin(userId)),
      userId,
    );
  };

  return {
    listCampaignsByState: ({ query }, request) => {
      // Only drafts, archived and private campaigns need the admin role: every other list skips the lookup.
      const adminOnly =
        query.status === "DRAFT" || query.status === "ARCHIVED" || query.excludePrivateCampaigns === false;
      const viewer = adminOnly
        ? viewerOf(request)
        : Effect.succeed({ userId: request.auth?.userId, isAdmin: false });
      return Effect.flatMap(viewer, (caller) =>
        CampaignCatalogue.use((catalogue) => catalogue.listCampaignsByState(defined(query), caller)),
      );
    },

    getCampaign: ({ params }, request) =>
      Effect.flatMap(viewerOf(request), (viewer) =>
        CampaignCatalogue.use((catalogue) => catalogue.getCampaign(params.campaignId, viewer)),
      ),

    listCampaignLeaderboard: ({ params, query }, request) =>
      Effect.flatMap(viewerOf(request), (viewer) =>
        CampaignCatalogue.use((catalogue) =>
          catalogue.listCampaignLeaderboard(params.campaignId, defined(query), viewer),
        ),
      ),

    getDistributionProgress: ({ query }, request) =>
      Effect.flatMap(viewerOf(request), (viewer) =>
        CampaignCatalogue.use((catalogue) => catalogue.getDistributionProgress(query.campaignId, viewer)),
      ),

    startCampaign: async ({ params, body }, request) => {
      const userId = progressOwner(request, params.userId);
      return run(
        CampaignProgress.use((progress) =>
          progress.startCampaign({
            userId,
            ref: params.campaignId,
            ip: request.ip,
            ...(body.referral === undefined ? {} : { referral: body.referral }),
          }),
        ),
      );
    },

    validateCampaignTask: async ({ params, body }, request) => {
      const userId = progressOwner(request, params.userId);
      return run(
        CampaignProgress.use((progress) =>
          progress.validateCampaignTask({
            userId,
            ref: params.campaignId,
            taskId: params.taskId,
            ...(body.code === undefined ? {} : { code: body.code }),
          }),
        ),
      );
    },

    claimCampaignReward: async ({ params }, request, reply) => {
      const userId = progressOwner(request, params.userId);
      const answer = await run(
        CampaignClaims.use((claims) =>
          claims.claimCampaignReward({
            userId,
            ref: params.campaignId,
            idempotencyKey: idempotencyKeyOf(request),
          }),
        ),
      );
      return answerOf(reply, answer);
    },

    searchCampaignsByTitle: ({ query }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.searchCampaignsByTitle(defined(query))),
      ),

    getAdminCampaign: ({ params }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.getAdminCampaign(params.campaignId)),
      ),

    createCampaign: ({ body }, request) =>
      Effect.flatMap(admin(request), (adminId) =>
        CampaignAdmin.use((campaigns) => campaigns.createCampaign(adminId, body)),
      ),

    updateCampaign: ({ params, body }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.updateCampaign(params.campaignId, body)),
      ),

    publishCampaign: ({ params }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.publishCampaign(params.campaignId)),
      ),

    archiveCampaign: ({ params }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.archiveCampaign(params.campaignId)),
      ),

    addSpecialCodes: ({ params, body }, request) =>
      Effect.andThen(
        admin(request),
        CampaignAdmin.use((campaigns) => campaigns.addSpecialCodes(params.campaignId, params.taskId, body)),
      ),
  } satisfies Partial<Handlers>;
};
