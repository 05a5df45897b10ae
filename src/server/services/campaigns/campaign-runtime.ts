/**
 * What the campaign services need from the server at start-up: the admin lists from config and where a client
 * address is. (The task verifiers are a service of their own: `TaskVerifiers` in verifiers/registry.ts.)
 */
import type { Config } from "@/server/config";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";
import type { AdminOptions } from "@/server/services/campaigns/admins";
import type { CampaignProgressOptions } from "@/server/services/campaigns/campaign-progress";

export interface CampaignRuntimeOptions {
  readonly admins: AdminOptions;
  readonly progress: CampaignProgressOptions;
}

export const campaignRuntimeOptions = (
  config: Pick<Config, "adminEmails" | "adminPhones">,
): CampaignRuntimeOptions => ({
  admins: { adminEmails: config.adminEmails, adminPhones: config.adminPhones },
  progress: {
    locate: (ip) => {
      const location = lookupIpLocation(ip);
      return location === undefined
        ? undefined
        : { continent: location.continentCode, country: location.countryCodeISO2 };
    },
  },
});
