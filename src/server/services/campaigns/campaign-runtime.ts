/**
 * What the campaign services need from the server at start-up: the admin lists from config, the task verifier
 * registry (with the special-code secret and the partner game client), and where a client address is.
 */
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { makePartnerGameClient } from "@/server/providers/games/partner-game-client";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";
import type { AdminOptions } from "@/server/services/campaigns/admins";
import type { CampaignProgressOptions } from "@/server/services/campaigns/campaign-progress";
import { makeTaskVerifiers } from "@/server/services/campaigns/verifiers/registry";
import { loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";
import type { TaskVerifiers } from "@/server/services/campaigns/verifiers/task-verifier";

export interface CampaignRuntimeOptions {
  readonly admins: AdminOptions;
  readonly progress: CampaignProgressOptions;
}

/** `verifiers` replaces the registry (tests); by default it is the real one. */
export const campaignRuntimeOptions = async (
  db: Db,
  config: Pick<Config, "adminEmails" | "adminPhones">,
  verifiers?: TaskVerifiers,
): Promise<CampaignRuntimeOptions> => ({
  admins: { adminEmails: config.adminEmails, adminPhones: config.adminPhones },
  progress: {
    verifiers:
      verifiers ??
      makeTaskVerifiers({
        specialCodeSecret: await loadSpecialCodeSecret(db),
        partnerGames: makePartnerGameClient(),
      }),
    locate: (ip) => {
      const location = lookupIpLocation(ip);
      return location === undefined
        ? undefined
        : { continent: location.continentCode, country: location.countryCodeISO2 };
    },
  },
});
