import type { FastifyRequest } from "fastify";
import { ProgressOwnerMismatch } from "@/domain/errors/campaign-errors";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Admins } from "@/server/services/campaigns/admins";
import { CampaignAdmin } from "@/server/services/campaigns/campaign-admin";
import { CampaignCatalogue, type Viewer } from "@/server/services/campaigns/campaign-catalogue";
import { CampaignClaims } from "@/server/services/campaigns/campaign-claims";
import { CampaignProgress } from "@/server/services/campaigns/campaign-progress";

/** Drops the keys whose value is undefined (the services' inputs take no explicit undefined). */
const defined = <T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

export const campaignHandlers = ({ run }: AppRuntime) => {
  /** The caller of an operation open to guests: nobody, a gamer, or an admin. */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const userId = request.auth?.userId;
    if (userId === undefined) return { userId, isAdmin: false };
    return { userId, isAdmin: await run(Admins.use((admins) => admins.isAdmin(userId))) };
  };

  /** The signed-in caller, who must be the gamer the progress path names (their id, or `me`). */
  const progressOwner = (request: FastifyRequest, userId: string): string => {
    const caller = signedIn(request).userId;
    if (userId !== "me" && userId !== caller) throw new ProgressOwnerMismatch({ userId });
    return caller;
  };

  /** The signed-in admin's id; AdminRoleRequired for anyone else. */
  const admin = async (request: FastifyRequest): Promise<string> => {
    const { userId } = signedIn(request);
    await run(Admins.use((admins) => admins.requireAdmin(userId)));
    return userId;
  };

  return {
    listCampaignsByState: async ({ query }, request) => {
      // Only drafts, archived and private campaigns need the admin role: every other list skips the lookup.
      const adminOnly =
        query.status === "DRAFT" || query.status === "ARCHIVED" || query.excludePrivateCampaigns === false;
      const viewer = adminOnly ? await viewerOf(request) : { userId: request.auth?.userId, isAdmin: false };
      return run(
        CampaignCatalogue.use((catalogue) => catalogue.listCampaignsByState(defined(query), viewer)),
      );
    },

    getCampaign: async ({ params }, request) => {
      const viewer = await viewerOf(request);
      return run(CampaignCatalogue.use((catalogue) => catalogue.getCampaign(params.campaignId, viewer)));
    },

    listCampaignLeaderboard: async ({ params, query }, request) => {
      const viewer = await viewerOf(request);
      return run(
        CampaignCatalogue.use((catalogue) =>
          catalogue.listCampaignLeaderboard(params.campaignId, defined(query), viewer),
        ),
      );
    },

    getDistributionProgress: async ({ query }, request) => {
      const viewer = await viewerOf(request);
      return run(
        CampaignCatalogue.use((catalogue) => catalogue.getDistributionProgress(query.campaignId, viewer)),
      );
    },

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

    searchCampaignsByTitle: async ({ query }, request) => {
      await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.searchCampaignsByTitle(defined(query))));
    },

    getAdminCampaign: async ({ params }, request) => {
      await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.getAdminCampaign(params.campaignId)));
    },

    createCampaign: async ({ body }, request) => {
      const adminId = await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.createCampaign(adminId, body)));
    },

    updateCampaign: async ({ params, body }, request) => {
      await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.updateCampaign(params.campaignId, body)));
    },

    createCampaignPublication: async ({ params }, request) => {
      await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.publishCampaign(params.campaignId)));
    },

    createCampaignArchival: async ({ params }, request) => {
      await admin(request);
      return run(CampaignAdmin.use((campaigns) => campaigns.archiveCampaign(params.campaignId)));
    },

    createSpecialCodes: async ({ params, body }, request) => {
      await admin(request);
      return run(
        CampaignAdmin.use((campaigns) => campaigns.addSpecialCodes(params.campaignId, params.taskId, body)),
      );
    },
  } satisfies Partial<Handlers>;
};
