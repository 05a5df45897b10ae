import type { FastifyRequest } from "fastify";
import type { Config } from "@/server/config";
import { originOf, signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { PogShowcase } from "@/server/services/pog/pog-showcase";
import { ReferralRoadmaps } from "@/server/services/referrals/referral-roadmaps";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

/** The POG showcase, likes and share links (api-spec/pog-showcase.yaml); referral roadmaps (referral-roadmaps.yaml). */
export const pogShowcaseHandlers = (config: Pick<Config, "publicUrl">) =>
  ({
    listPogFeed: ({ params, query }, request) =>
      PogShowcase.use((showcase) =>
        showcase.listPogFeed(params.kind, callerOf(request), query.pageOffset ?? 0, query.pageLimit ?? 20),
      ),

    listHighlightedPogs: ({ params }, request) =>
      PogShowcase.use((showcase) => showcase.listHighlightedPogs(params.kind, callerOf(request))),

    addPogCardLike: ({ body }, request) => {
      const { userId } = signedIn(request);
      return PogShowcase.use((showcase) => showcase.addPogCardLike(userId, body.name));
    },

    createPogShareLink: ({ query }, request) => {
      const { userId } = signedIn(request);
      return PogShowcase.use((showcase) =>
        showcase.createPogShareLink(
          userId,
          { cta: query.cta ?? "view", self: query.self ?? true, name: query.name },
          originOf(request, config.publicUrl),
        ),
      );
    },

    getPogMintingFlowReferralRoadmap: () =>
      ReferralRoadmaps.use((roadmaps) => roadmaps.getPogMintingFlowReferralRoadmap()),

    joinReferralRoadmap: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return ReferralRoadmaps.use((roadmaps) =>
        roadmaps.joinReferralRoadmap(userId, params.id, body.referralCode),
      );
    },

    getReferralRoadmapProgress: ({ params }, request) => {
      const { userId } = signedIn(request);
      return ReferralRoadmaps.use((roadmaps) =>
        roadmaps.getReferralRoadmapProgress(userId, params.id, params.user),
      );
    },
  }) satisfies Partial<Handlers>;
