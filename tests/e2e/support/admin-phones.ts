/**
 * The admins of the e2e server (playwright.config.ts lists them in KLEOS_ADMIN_PHONES): one number per admin
 * journey. A number may be sent three codes in 180 s (SIGN_IN_LIMITS.sendsPerRecipientBurst), and the admin
 * journeys run back to back, each signing in and, after a failure, again on its retry: with one shared number
 * the fourth sign-in in a row was refused with 429 TooManyLoginAttempts.
 */
export const ADMIN_PHONES = {
  analytics: "+919000000771",
  analyticsLayout: "+919000000772",
  kycReview: "+919000000773",
  payoutHold: "+919000000774",
  taskChecks: "+919000000775",
  contentBanners: "+919000000776",
  contentFooter: "+919000000777",
  leaderboards: "+919000000778",
  contentFeatured: "+919000000779",
  contentGames: "+919000000780",
} as const;
