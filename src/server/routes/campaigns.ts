import { HttpProblem } from "@/server/http/http-errors";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";

/** The contract of the campaign operations is in; their service lands in the next commits (501 until then). */
const notYet = async (): Promise<never> => {
  throw new HttpProblem(501, "NotImplemented", "Campaigns are being built");
};

export const campaignHandlers = (_runtime: AppRuntime) =>
  ({
    listCampaignsByState: notYet,
    getCampaign: notYet,
    startCampaign: notYet,
    validateCampaignTask: notYet,
    claimCampaignReward: notYet,
    getDistributionProgress: notYet,
    searchCampaignsByTitle: notYet,
    createCampaign: notYet,
    updateCampaign: notYet,
    createCampaignPublication: notYet,
    createCampaignArchival: notYet,
    createSpecialCodes: notYet,
  }) satisfies Partial<Handlers>;
