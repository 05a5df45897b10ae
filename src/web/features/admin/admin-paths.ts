/** The admin pages (not in the site's navigation: admins open them by address). The router uses the same paths. */
export const ADMIN_PATHS = {
  home: "/admin",
  newCampaign: "/admin/campaigns/new",
} as const;

/** The edit page of one campaign, by id (or slug). */
export const adminCampaignPath = (campaignId: string): string =>
  `/admin/campaigns/${encodeURIComponent(campaignId)}`;
