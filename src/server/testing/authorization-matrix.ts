/**
 * Who may call each operation of the contract, and what another caller gets instead: the table the
 * authorization matrix (routes/authorization-matrix.test.ts) holds the server to. Its type names every
 * operationId, so a new operation does not compile, and the matrix fails, until it is classified here.
 *
 * - `public`: no sign-in; the answer is the same for everyone.
 * - `guestOrGamer`: sign-in optional; a guest gets the public answer, a gamer their own view of it.
 * - `signedIn`: a gamer's own account, found from the token. Where the request names an object by id (a path
 *   parameter, a body field ending in `Id`), `why` says why that object is not one account's own (a public
 *   clan, a quest anyone may join) or how the server scopes it to the caller.
 * - `owned`: the request names an object that belongs to one account (an order, a quote, another gamer's
 *   progress). A second account, with a well-formed request for the owner's real object, gets `refused`;
 *   the owner then still succeeds, so the attempts changed nothing.
 * - `admin`: the admin role; a gamer without it gets 403 AdminRoleRequired.
 * - `partner`: a partner game's token only (audience `kleos-partner`), never a gamer's.
 *
 * Every signed-in class is also tried with no token and with a partner token (401 each).
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import { gameIdBySlug } from "@/server/testing/task-verification-fixtures";
import type { TestApp } from "@/server/testing/test-app";

/** A real object of one account, and the request that reaches it. */
export interface OwnedAttempt {
  /** The owner's credentials. */
  readonly owner: Pick<TestSession, "authorization">;
  /** The request without credentials (the matrix adds each caller's). */
  readonly request: InjectOptions;
}

export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "guestOrGamer" }
  | { readonly kind: "signedIn"; readonly why?: string }
  | {
      readonly kind: "owned";
      readonly refused: { readonly status: 403 | 404; readonly code: string };
      /** How the owner's object and request are made; by default the operation's VALID_REQUESTS recipe. */
      readonly attempt?: (testApp: TestApp) => Promise<OwnedAttempt>;
    }
  | { readonly kind: "admin" }
  | { readonly kind: "partner" };

const PUBLIC: Access = { kind: "public" };
const GUEST_OR_GAMER: Access = { kind: "guestOrGamer" };
const SIGNED_IN: Access = { kind: "signedIn" };
const ADMIN: Access = { kind: "admin" };
const PARTNER: Access = { kind: "partner" };
const signedIn = (why: string): Access => ({ kind: "signedIn", why });
const owned = (
  status: 403 | 404,
  code: string,
  attempt?: (testApp: TestApp) => Promise<OwnedAttempt>,
): Access => ({
  kind: "owned",
  refused: { status, code },
  ...(attempt === undefined ? {} : { attempt }),
});

/** A game username saved by a fresh gamer, read back through the path with the owner's own user id. */
const savedGameUsername = async (testApp: TestApp): Promise<OwnedAttempt> => {
  const owner = await sessionByPhone(testApp);
  const url = `/api/users/${owner.userId}/games/${await gameIdBySlug(testApp.database.db, "dark-throne")}/username`;
  const saved = await testApp.app.inject({
    method: "PUT",
    url,
    headers: owner.authorization,
    payload: { loginMethod: "IN_GAME_USER_ID", value: "throne_king_7" },
  });
  if (saved.statusCode !== 200) throw new Error(`The game username was not saved: ${saved.body}`);
  return { owner, request: { method: "GET", url } };
};

export const AUTHORIZATION: { readonly [K in OperationId]: Access } = {
  getHealth: PUBLIC,
  listGames: PUBLIC,
  getGameFilters: PUBLIC,
  getGame: PUBLIC,
  listGameGenres: PUBLIC,
  listGamePlatforms: PUBLIC,
  listGameNetworks: PUBLIC,
  listWebBanners: PUBLIC,
  listWebFooters: PUBLIC,
  listArticles: PUBLIC,
  getArticle: PUBLIC,
  listVideos: PUBLIC,
  getVideo: PUBLIC,
  saveArticle: ADMIN,
  saveVideo: ADMIN,
  listContentAudit: ADMIN,
  listAdminArticles: ADMIN,
  listAdminVideos: ADMIN,
  listAdminWebBanners: ADMIN,
  saveWebBanner: ADMIN,
  deleteWebBanner: ADMIN,
  uploadVoucherCodes: ADMIN,
  listAdminWebFooters: ADMIN,
  saveWebFooters: ADMIN,
  listAdminFeaturedVouchers: ADMIN,
  saveFeaturedVouchers: ADMIN,
  getGameTexts: ADMIN,
  saveGameTexts: ADMIN,
  recordUserSearch: PUBLIC,
  listRecentUserSearches: PUBLIC,

  getSignInMethods: PUBLIC,
  startPhoneLogin: PUBLIC,
  startPhoneVerification: SIGNED_IN,
  verifyPhoneCode: GUEST_OR_GAMER,
  sendCodeAgain: PUBLIC,
  refreshSession: PUBLIC,
  signOut: PUBLIC,
  startEmailLogin: PUBLIC,
  startEmailVerification: SIGNED_IN,
  verifyEmailCode: GUEST_OR_GAMER,
  getVerificationStatus: SIGNED_IN,
  createWalletChallenge: PUBLIC,
  verifyWalletSignIn: PUBLIC,
  linkWallet: SIGNED_IN,
  listThirdPartyWallets: SIGNED_IN,
  linkThirdPartyWallet: SIGNED_IN,
  disconnectThirdPartyWallet: signedIn(
    "the wallet is looked up among the caller's own linked wallets; another account's answers LinkedWalletNotFound",
  ),
  verifyTelegramSignIn: PUBLIC,
  linkTelegram: signedIn(
    "the Telegram account is proven by its signed login; one linked to another account is refused",
  ),
  connectSteam: signedIn("starts linking a Steam account to the caller's own account"),
  verifySteamConnect: signedIn(
    "the Steam account is proven by Steam's confirmed assertion, in the browser that started; one linked to another account is refused",
  ),
  // Google sign-in is anyone's; an X or Discord connect links to the caller's own account (401 without one).
  startSocialSignIn: GUEST_OR_GAMER,
  verifyGoogleSignIn: PUBLIC,
  listDevInboxMessages: PUBLIC,
  // The connect's account is the one that started it, kept with its state; the browser must hold its cookie.
  completeSocialConnect: PUBLIC,
  getSocialStatuses: SIGNED_IN,
  disconnectSocialAccount: SIGNED_IN,
  // Dev tools only (404 in production): the developer plays the provider's side of a simulated world.
  getProviderSimulator: PUBLIC,
  submitProviderSimulatorAction: PUBLIC,

  getUserProfile: SIGNED_IN,
  updateUserProfile: SIGNED_IN,
  updateUsername: SIGNED_IN,
  getUsernameAvailability: SIGNED_IN,
  verifyUsername: SIGNED_IN,
  getUserWallets: SIGNED_IN,
  getWalletAddress: SIGNED_IN,
  getDeletionRequest: SIGNED_IN,
  getMyMarket: GUEST_OR_GAMER,
  requestAccountDeletion: SIGNED_IN,
  cancelAccountDeletion: SIGNED_IN,
  updateProfilePicture: SIGNED_IN,
  deleteProfilePicture: SIGNED_IN,
  getProfilePicture: PUBLIC,
  listProfessions: PUBLIC,
  listCountries: PUBLIC,
  listCities: PUBLIC,
  listColleges: PUBLIC,
  getLocation: PUBLIC,
  listUserDetails: signedIn(
    "public card fields (name, picture, level) of the listed gamers, as any gamer sees them",
  ),
  getPreferredRole: SIGNED_IN,
  updatePreferredRole: SIGNED_IN,
  getPreferredPlatform: SIGNED_IN,
  updatePreferredPlatform: SIGNED_IN,
  recordAnalyticsEvents: GUEST_OR_GAMER,
  getAnalyticsSummary: ADMIN,

  getWalletBalance: SIGNED_IN,
  getTokenBalance: SIGNED_IN,
  getKPointsSummary: SIGNED_IN,
  claimDevReward: SIGNED_IN,
  claimDevFaucet: SIGNED_IN,
  listTransactions: SIGNED_IN,
  getSimplifiedTransaction: owned(404, "TransactionNotFound"),
  listSwapChains: PUBLIC,
  getSwapDeductions: PUBLIC,
  getOnrampConversion: PUBLIC,
  getTokenPrice: PUBLIC,
  createSwapQuote: SIGNED_IN,
  getSwapGasFee: PUBLIC,
  confirmSwap: owned(404, "QuoteNotFound"),
  buyKcash: SIGNED_IN,

  getKycStatus: SIGNED_IN,
  getKycVerificationStatus: signedIn(
    "streams one of the caller's own KYC checks; another gamer's check is 404, as an unknown one",
  ),
  verifyPan: SIGNED_IN,
  verifyAadhaar: SIGNED_IN,
  verifyBank: SIGNED_IN,
  updateBank: SIGNED_IN,
  verifyCpf: SIGNED_IN,
  verifyPixKey: SIGNED_IN,
  claimKycBonus: SIGNED_IN,
  // Cashfree's signature (the client secret) is its caller's proof; a Kleos token proves nothing here.
  recordCashfreeEvent: PUBLIC,
  listKycReviews: ADMIN,
  reviewKycCheck: ADMIN,
  listAdminWithdrawals: ADMIN,
  getAdminWithdrawal: ADMIN,
  resendWithdrawalPayout: ADMIN,
  setWithdrawalInvestigation: ADMIN,
  getPaymentOrder: owned(404, "PaymentNotFound"),
  recordSandboxDecision: owned(404, "PaymentNotFound"),
  getOfframpTokenPrices: PUBLIC,
  getWalletApprovalStatus: SIGNED_IN,
  registerOfframpUser: signedIn("its upiId is where the caller's own cash-outs go, not an object of Kleos"),
  requestWithdrawal: signedIn(
    "the challengeId names the one-time code sent to the caller; another gamer's challenge answers CodeExpired, as an unknown one",
  ),
  quoteWithdrawal: SIGNED_IN,
  sendWithdrawalOtp: SIGNED_IN,
  getTdsStatement: SIGNED_IN,
  listWithdrawals: SIGNED_IN,
  getWithdrawal: owned(404, "WithdrawalNotFound"),
  recordRazorpayxPayoutEvent: PUBLIC,
  recordAsaasTransferEvent: PUBLIC,
  recordRazorpayEvent: PUBLIC,
  recordAyetStudiosPostback: PUBLIC,
  listOffers: SIGNED_IN,
  completeOffer: signedIn("offers are Kleos' own; the conversion is the caller's, found from the token"),
  listActivities: SIGNED_IN,
  recordAsaasEvent: PUBLIC,

  listCampaignsByState: GUEST_OR_GAMER,
  getCampaign: GUEST_OR_GAMER,
  listCampaignLeaderboard: GUEST_OR_GAMER,
  startCampaign: owned(403, "ProgressOwnerMismatch"),
  validateCampaignTask: owned(403, "ProgressOwnerMismatch"),
  claimCampaignReward: owned(403, "ProgressOwnerMismatch"),
  getDistributionProgress: GUEST_OR_GAMER,
  searchCampaignsByTitle: ADMIN,
  createCampaign: ADMIN,
  getAdminCampaign: ADMIN,
  updateCampaign: ADMIN,
  publishCampaign: ADMIN,
  archiveCampaign: ADMIN,
  addSpecialCodes: ADMIN,
  getReferralCode: SIGNED_IN,
  createReferralCode: SIGNED_IN,
  recordTaskRedirect: signedIn("the campaign and task are public; the visit is recorded for the caller"),
  listGameLoginMethods: PUBLIC,
  getGameUsername: owned(403, "GameAccountOwnerMismatch", savedGameUsername),
  updateGameUsername: owned(403, "GameAccountOwnerMismatch"),

  listQuests: GUEST_OR_GAMER,
  getQuestFilters: PUBLIC,
  listGameQuests: GUEST_OR_GAMER,
  listQuestsByTab: GUEST_OR_GAMER,
  listLiveQuests: GUEST_OR_GAMER,
  listQuestGames: PUBLIC,
  listMyQuests: SIGNED_IN,
  getQuestSlots: PUBLIC,
  getQuestStatus: signedIn("the quest is public; the status is the caller's own participation"),
  startQuest: signedIn("the quest is public; the participation started is the caller's own"),
  submitQuestProof: signedIn("the quest is public; the proof is filed as the caller's"),
  submitQuestProofV2: signedIn("the quest is public; the proof is filed as the caller's"),
  submitQuestProofV3: signedIn("the quest is public; the proof is filed as the caller's"),
  listClanChiefQuests: SIGNED_IN,
  getQuest: GUEST_OR_GAMER,
  listQuestsOfGame: GUEST_OR_GAMER,
  listQuestProofs: ADMIN,
  listTaskVerificationChecks: ADMIN,
  reviewQuestProof: ADMIN,
  getThirdPartyRedirectUrl: signedIn("the partner client is public; the handoff code is made for the caller"),
  exchangeHandoffCode: PUBLIC,
  getPartnerGamer: PARTNER,
  getPartnerQuestStatus: PARTNER,
  createThirdPartyClient: ADMIN,
  listArenaGames: GUEST_OR_GAMER,
  getGameArenaMetadata: PUBLIC,
  getGameMetadataByProviderGameId: PUBLIC,
  getArenaRedirectUrl: signedIn("arena games are public; the handoff code is made for the caller"),
  joinArenaWaitlist: signedIn("arena games are public; the sign-up is the caller's own"),
  getOverlayStatus: SIGNED_IN,
  listOverlaySchedules: ADMIN,
  createOverlaySchedule: ADMIN,
  listNotifications: SIGNED_IN,
  getUnreadNotificationCount: SIGNED_IN,
  setNotificationsRead: signedIn("marks the caller's own notifications; another gamer's ids are 404"),
  getNotificationSettings: SIGNED_IN,
  updateNotificationSettings: SIGNED_IN,
  getPushPublicKey: PUBLIC,
  createPushSubscription: SIGNED_IN,
  deletePushSubscription: signedIn("forgets only the caller's own subscription of that endpoint"),
  getCheckIn: SIGNED_IN,
  checkIn: SIGNED_IN,

  listClans: GUEST_OR_GAMER,
  createClan: SIGNED_IN,
  getClanRules: PUBLIC,
  getClan: GUEST_OR_GAMER,
  deleteClan: owned(403, "NotClanChief"),
  getMyClan: SIGNED_IN,
  joinClan: signedIn("clans are public and open to join; the membership made is the caller's"),
  leaveClan: SIGNED_IN,
  sendClanChiefOtp: SIGNED_IN,
  verifyClanChiefOtp: signedIn(
    "the code's challenge belongs to the caller: another account's answers CodeExpired",
  ),
  getClanChief: SIGNED_IN,
  updateClanChief: SIGNED_IN,
  listClanImages: PUBLIC,
  getClanImage: PUBLIC,
  getClanCampaignStats: GUEST_OR_GAMER,
  getClanUserCampaignParticipationStats: GUEST_OR_GAMER,
  getClanMemberQuestParticipationStats: GUEST_OR_GAMER,
  getClanPogScores: GUEST_OR_GAMER,

  checkPogName: PUBLIC,
  getPogCardFront: PUBLIC,
  getPogCardBack: PUBLIC,
  reservePogName: SIGNED_IN,
  getPogMintStatus: SIGNED_IN,
  listPogFeed: GUEST_OR_GAMER,
  listHighlightedPogs: GUEST_OR_GAMER,
  addPogCardLike: signedIn("the like is the token's user's, of a card named in the body"),
  createPogShareLink: signedIn("the link is the token's user's, of their own card or a public one"),
  getPogMintingFlowReferralRoadmap: PUBLIC,
  joinReferralRoadmap: signedIn("the token's user joins through the code in the body"),
  getReferralRoadmapProgress: owned(403, "ProgressOwnerMismatch"),
  getMyPogBadges: SIGNED_IN,
  listPogMintStates: PUBLIC,
  getPogMintState: owned(404, "PogCardNotFound"),
  requestPogMint: owned(404, "PogCardNotFound"),
  getPogCollectionMetadata: PUBLIC,
  getPogTokenMetadata: PUBLIC,
  listUserNfts: SIGNED_IN,
  listAvatarCategories: PUBLIC,
  listAvatarCharacters: PUBLIC,
  listAvatarStyles: PUBLIC,
  saveAvatarStyle: signedIn("the slot number is one of the caller's own slots, found by the token's user"),
  saveAvatarSelfie: signedIn("the slot number is one of the caller's own slots, found by the token's user"),
  requestAvatarGeneration: signedIn(
    "the slot number is one of the caller's own slots, found by the token's user",
  ),
  listAvatarSlots: SIGNED_IN,
  buyAvatarSlot: SIGNED_IN,
  setActiveAvatar: signedIn("the slot number is one of the caller's own slots, found by the token's user"),
  getPogAvatarStatus: SIGNED_IN,
  getPogPreferences: SIGNED_IN,
  updatePogPreferences: SIGNED_IN,
  getPogAdminSettings: ADMIN,
  updatePogAdminSettings: ADMIN,

  listStoreVouchers: GUEST_OR_GAMER,
  getStoreVoucher: GUEST_OR_GAMER,
  redeemVoucher: signedIn("vouchers are public; the redemption is paid from and given to the caller"),
  listStoreRedemptions: SIGNED_IN,

  listTournaments: PUBLIC,
  getTournament: GUEST_OR_GAMER,
  registerForTournament: signedIn("tournaments are public; the seat taken is the caller's"),
  withdrawFromTournament: signedIn("only the caller's own registration (`registrations/me`)"),
  getTournamentStandings: GUEST_OR_GAMER,
  recordTournamentResults: ADMIN,
  listLeaderboards: PUBLIC,
  listClanChiefLeaderboards: PUBLIC,
  listClanLeaderboards: PUBLIC,
  listPartnerClanLeaderboards: PUBLIC,
  listLeaderboardsByStatus: PUBLIC,
  getLeaderboardByEntityRef: GUEST_OR_GAMER,
  getLeaderboard: GUEST_OR_GAMER,
  getMyLeaderboardStanding: signedIn("boards are public; the standing answered is the caller's own (`/me`)"),
  getLeaderboardClanStanding: PUBLIC,
  createLeaderboard: ADMIN,
  updateLeaderboard: ADMIN,
};
