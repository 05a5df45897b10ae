/**
 * What the campaign services need from the server at start-up: the admin lists from config. (Where a gamer is
 * comes from `Markets`; the task verifiers are a service of their own: `TaskVerifiers` in verifiers/registry.ts.)
 */
import type { Config } from "@/server/config";
import type { AdminOptions } from "@/server/services/campaigns/admins";

export interface CampaignRuntimeOptions {
  readonly admins: AdminOptions;
}

export const campaignRuntimeOptions = (
  config: Pick<Config, "adminEmails" | "adminPhones">,
): CampaignRuntimeOptions => ({
  admins: { adminEmails: config.adminEmails, adminPhones: config.adminPhones },
});
