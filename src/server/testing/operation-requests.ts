/**
 * One request per operation that the seeded demo catalogue answers with success. The type lists every
 * operationId of the contract, so a new operation does not compile until it has one.
 *
 * A request that needs a signed-in caller or something prepared first (a pending code, a signed wallet message,
 * a Google sign-in at the provider) is a recipe: a function that prepares it on the test app and answers the
 * request to send. The app must be built with `config.telegram` = TEST_TELEGRAM_BOT and Google pointed at a
 * local provider (googleTestConfig).
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import type { OperationId } from "@/server/http/operations";
import { connectCallback, simulatedUser } from "@/server/testing/social";
import { googleCallback } from "@/server/testing/google";
import {
  ageChallenge,
  codeFromDevInbox,
  freshEmail,
  freshIndianNumber,
  freshIp,
  sessionByPhone,
  signInByPhone,
  startChallenge,
} from "@/server/testing/sign-in";
import { evmSigner, signedWalletProof, solanaSigner, telegramLogin } from "@/server/testing/sign-in-proofs";
import type { TestApp } from "@/server/testing/test-app";
import { razorpaySignature } from "@/server/providers/payments/razorpay-payments";
import type { TestSession } from "@/server/testing/sign-in";
import { SIMULATOR_PREFIX } from "@/server/plugins/steam-telegram-simulator";
import { STEAM_STATE_COOKIE } from "@/server/routes/steam-telegram";
import {
  gameIdBySlug,
  insertCampaign,
  startedRedirectTask,
} from "@/server/testing/task-verification-fixtures";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { CAMPAIGN_REQUESTS } from "@/server/testing/campaign-requests";
import { QUEST_REQUESTS } from "@/server/testing/quest-requests";
import { POG_REQUESTS } from "@/server/testing/pog-requests";
import { POG_SHOWCASE_REQUESTS } from "@/server/testing/pog-showcase-requests";
import { OFFERWALL_REQUESTS } from "@/server/testing/offerwall-requests";
import { TOURNAMENT_REQUESTS } from "@/server/testing/tournament-requests";
import { CONTENT_REQUESTS } from "@/server/testing/content-requests";
import { ANALYTICS_REQUESTS } from "@/server/testing/analytics-requests";
import { STORE_REQUESTS } from "@/server/testing/store-requests";
import { CLAN_REQUESTS } from "@/server/testing/clan-requests";
import { KYC_REQUESTS } from "@/server/testing/kyc-requests";
import { PAYOUT_CONSOLE_REQUESTS } from "@/server/testing/payout-console-requests";
import { PAYOUT_REQUESTS } from "@/server/testing/payout-requests";
import { LEADERBOARD_REQUESTS } from "@/server/testing/leaderboard-requests";
import { KLASH_REQUESTS } from "@/server/testing/klash-requests";
import { NOTIFICATION_REQUESTS } from "@/server/testing/notification-requests";

export type RequestRecipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

/** The request a recipe stands for, prepared on `testApp`. */
export const resolveRecipe = (recipe: RequestRecipe, testApp: TestApp): Promise<InjectOptions> =>
  typeof recipe === "function" ? recipe(testApp) : Promise.resolve(recipe);

/**
 * A signed-in request: a fresh gamer signed in by phone (sessionByPhone: the app's services issue the session;
 * the sign-in operations' own recipes go through the routes) and the request (made afresh each time, so that
 * fresh numbers, names and proofs are not reused) with the bearer token.
 */
const signedIn =
  (
    make: (testApp: TestApp) => InjectOptions | Promise<InjectOptions>,
  ): ((testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp) => {
    const request = await make(testApp);
    const session = await sessionByPhone(testApp);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A small real JPEG, as a phone camera would send (re-encoded by the server). */
const testJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6feb" } })
    .jpeg()
    .toBuffer();

let nextUsername = 0;
const freshUsername = (): string => {
  nextUsername += 1;
  return `player${nextUsername}`;
};

const phoneLoginChallenge = (testApp: TestApp, phoneNumber: string) =>
  startChallenge(testApp.app, {
    url: "/api/authentication/login",
    payload: { waId: phoneNumber.slice(1) },
    remoteAddress: freshIp(),
  });

/** A signed-in request prepared with the same session (its balance, its orders, its quotes). */
const withSession =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** Sends a prepared wallet request and insists on `status`; answers its JSON body. */
const prepared = async <T>(
  testApp: TestApp,
  session: TestSession,
  request: InjectOptions,
  status: number,
) => {
  const response = await testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...session.authorization, "idempotency-key": randomUUID() },
  });
  if (response.statusCode !== status)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
};

const KCASH_ORDER = {
  method: "POST",
  url: "/api/payments/orders",
  payload: { kcashAmount: 100_000 },
} as const;
const openOrder = (testApp: TestApp, session: TestSession) =>
  prepared<{ paymentId: string }>(testApp, session, KCASH_ORDER, 201);

export const VALID_REQUESTS: { readonly [K in OperationId]: RequestRecipe } = {
  getHealth: { method: "GET", url: "/api/health" },
  listGames: { method: "GET", url: "/api/game?genre=RPG&genre=Action&platform=PC&sort=name&pageLimit=5" },
  getGame: { method: "GET", url: "/api/game/dark-throne" },
  getGameFilters: { method: "GET", url: "/api/game/filter" },
  listGameGenres: { method: "GET", url: "/api/game-genre" },
  listGamePlatforms: { method: "GET", url: "/api/game-platform" },
  listGameNetworks: { method: "GET", url: "/api/game-network" },
  listWebBanners: { method: "GET", url: "/api/web-banners" },
  listWebFooters: { method: "GET", url: "/api/web-footers" },
  listArticles: { method: "GET", url: "/api/articles?lang=hi&pageLimit=8" },
  getArticle: { method: "GET", url: "/api/articles/getting-started-with-kleos?lang=hi" },
  listVideos: { method: "GET", url: "/api/videos?lang=pt-BR" },
  getVideo: { method: "GET", url: "/api/videos/kleos-in-two-minutes" },
  recordUserSearch: {
    method: "POST",
    url: "/api/user-searches",
    payload: { term: "Throne", geography: "India" },
  },
  listRecentUserSearches: { method: "GET", url: "/api/user-searches/recent?geography=India&limit=5" },

  getSignInMethods: { method: "GET", url: "/api/authentication/methods" },
  startPhoneLogin: async () => ({
    method: "POST",
    url: "/api/authentication/login?source=android&region=IN",
    payload: { waId: freshIndianNumber().slice(1), countryCode: "IN", channel: "whatsapp", locale: "en" },
    remoteAddress: freshIp(),
  }),
  startPhoneVerification: signedIn(() => ({
    method: "POST",
    url: "/api/authentication/register",
    payload: { phoneNumber: freshIndianNumber(), channel: "sms" },
  })),
  verifyPhoneCode: async (testApp) => {
    const phoneNumber = freshIndianNumber();
    const challengeId = await phoneLoginChallenge(testApp, phoneNumber);
    const code = await codeFromDevInbox(testApp.app, phoneNumber);
    return { method: "POST", url: "/api/authentication/verify", payload: { challengeId, code } };
  },
  sendCodeAgain: async (testApp) => {
    const challengeId = await phoneLoginChallenge(testApp, freshIndianNumber());
    await ageChallenge(testApp.database.db, challengeId, 60_000);
    return {
      method: "POST",
      url: "/api/authentication/resend",
      payload: { challengeId },
      remoteAddress: freshIp(),
    };
  },
  refreshSession: async ({ app }) => ({
    method: "POST",
    url: "/api/authentication/token/refresh",
    payload: { refreshToken: (await signInByPhone(app)).refreshToken },
  }),
  signOut: async ({ app }) => ({
    method: "POST",
    url: "/api/authentication/logout",
    payload: { refreshToken: (await signInByPhone(app)).refreshToken },
  }),
  startEmailLogin: async () => ({
    method: "POST",
    url: "/api/users/email",
    payload: { email: freshEmail(), locale: "pt-BR" },
    remoteAddress: freshIp(),
  }),
  startEmailVerification: signedIn(() => ({
    method: "POST",
    url: "/api/users/verify/email",
    payload: { email: freshEmail() },
  })),
  verifyEmailCode: async ({ app }) => {
    const email = freshEmail();
    const challengeId = await startChallenge(app, {
      url: "/api/users/email",
      payload: { email },
      remoteAddress: freshIp(),
    });
    const code = await codeFromDevInbox(app, email);
    return { method: "POST", url: "/api/users/verify-email", payload: { challengeId, code } };
  },
  getVerificationStatus: signedIn(() => ({ method: "GET", url: "/api/users/is_verified" })),
  createWalletChallenge: async () => ({
    method: "POST",
    url: "/api/authentication/wallet/nonce",
    payload: { chain: "evm", address: evmSigner().address, chainId: 137 },
    remoteAddress: freshIp(),
  }),
  verifyWalletSignIn: async ({ app }) => ({
    method: "POST",
    url: "/api/authentication/wallet",
    payload: await signedWalletProof(app, evmSigner()),
    remoteAddress: freshIp(),
  }),
  linkWallet: signedIn(async ({ app }) => ({
    method: "POST",
    url: "/api/wallets/third-party/verify-wallet",
    payload: await signedWalletProof(app, await solanaSigner()),
  })),
  listThirdPartyWallets: signedIn(() => ({ method: "GET", url: "/api/wallets/third-party" })),
  linkThirdPartyWallet: signedIn(async ({ app }) => {
    const { message, signature } = await signedWalletProof(app, evmSigner());
    return {
      method: "POST",
      url: "/api/wallets/v2/third-party/verify-wallet",
      payload: { message, signature },
    };
  }),
  disconnectThirdPartyWallet: withSession(async (testApp, session) => {
    const signer = evmSigner();
    const { message, signature } = await signedWalletProof(testApp.app, signer);
    const linked = await testApp.app.inject({
      method: "POST",
      url: "/api/wallets/v2/third-party/verify-wallet",
      headers: session.authorization,
      payload: { message, signature },
    });
    if (linked.statusCode !== 201) throw new Error(`The wallet was not linked: ${linked.body}`);
    return {
      method: "POST",
      url: "/api/wallets/third-party/disconnect",
      payload: { chain: "evm", address: signer.address },
    };
  }),
  verifyTelegramSignIn: async () => ({
    method: "POST",
    url: "/api/authentication/telegram",
    payload: telegramLogin(),
    remoteAddress: freshIp(),
  }),
  linkTelegram: signedIn(() => ({
    method: "POST",
    url: "/api/social-auth/link-telegram",
    payload: telegramLogin(),
  })),
  connectSteam: signedIn(() => ({
    method: "POST",
    url: "/api/social-auth/connect/steam",
    payload: { returnTo: "/profile" },
  })),
  verifySteamConnect: async (testApp) => {
    const { app } = testApp;
    // A real attempt, approved in the dev simulator (test apps have the dev tools on and no Steam key).
    const session = await sessionByPhone(testApp);
    const started = await app.inject({
      method: "POST",
      url: "/api/social-auth/connect/steam",
      headers: session.authorization,
      payload: {},
    });
    const authorizationUrl = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
    const approved = await app.inject({
      method: "POST",
      url: `${SIMULATOR_PREFIX}/steam/sign-in`,
      payload: {
        checkidQuery: authorizationUrl.search.slice(1),
        approve: true,
        steamId: `7656${String(Date.now()).slice(-13).padStart(13, "1")}`,
      },
    });
    const back = new URL(approved.json<{ redirectUrl: string }>().redirectUrl);
    const state = started.cookies.find((cookie) => cookie.name === STEAM_STATE_COOKIE)?.value ?? "";
    return {
      method: "POST",
      url: "/api/social-auth/connect/steam/verify",
      headers: { ...session.authorization, cookie: `${STEAM_STATE_COOKIE}=${state}` },
      payload: { callbackQuery: back.search.slice(1) },
    };
  },
  startSocialSignIn: {
    method: "POST",
    url: "/api/social-auth",
    payload: { provider: "google", returnTo: "/quests" },
  },
  verifyGoogleSignIn: async ({ app }) => googleCallback(app),
  listDevInboxMessages: { method: "GET", url: "/api/dev-inbox?limit=5" },
  completeSocialConnect: async (testApp) =>
    connectCallback(
      testApp.app,
      await sessionByPhone(testApp),
      "discord",
      (await simulatedUser(testApp.app, "discord")).id,
    ),
  getSocialStatuses: signedIn(() => ({ method: "GET", url: "/api/social-auth/status" })),
  disconnectSocialAccount: signedIn(() => ({
    method: "POST",
    url: "/api/social-auth/disconnect",
    payload: { provider: "twitter" },
  })),
  getProviderSimulator: { method: "GET", url: "/api/dev/providers" },
  submitProviderSimulatorAction: {
    method: "POST",
    url: "/api/dev/providers/actions",
    payload: { action: "setProfile", userId: "2002", description: "Ranked grinder" },
  },

  getUserProfile: signedIn(() => ({ method: "GET", url: "/api/users/me/profile" })),
  updateUserProfile: signedIn(() => ({
    method: "PATCH",
    url: "/api/users/me/profile",
    payload: { firstName: "Asha", city: "Pune", countryCode: "IN", preferredRole: "Quester" },
  })),
  updateUsername: signedIn(() => ({
    method: "POST",
    url: "/api/users/username",
    payload: { username: freshUsername() },
  })),
  getUsernameAvailability: signedIn(() => ({
    method: "GET",
    url: `/api/users/username?username=${freshUsername()}`,
  })),
  verifyUsername: signedIn(() => ({
    method: "POST",
    url: "/api/users/verify-username",
    payload: { username: freshUsername() },
  })),
  getUserWallets: signedIn(() => ({ method: "GET", url: "/api/users/me/wallets" })),
  getMyMarket: signedIn(() => ({ method: "GET", url: "/api/users/me/market" })),
  getDeletionRequest: async (testApp) => {
    const { app } = testApp;
    const session = await sessionByPhone(testApp);
    const requested = await app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    if (requested.statusCode !== 201) throw new Error(`No deletion request: ${requested.body}`);
    // Signed out everywhere by the request: sign in again to look at it.
    const again = await sessionByPhone(testApp, session.phoneNumber);
    return { method: "GET", url: "/api/users/me/deletion-request", headers: again.authorization };
  },
  requestAccountDeletion: signedIn(() => ({ method: "POST", url: "/api/users/me/deletion-request" })),
  cancelAccountDeletion: async (testApp) => {
    const session = await sessionByPhone(testApp);
    await testApp.app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    // The request ended every session; the gamer signs back in to change their mind.
    const back = await sessionByPhone(testApp, session.phoneNumber);
    return { method: "DELETE", url: "/api/users/me/deletion-request", headers: back.authorization };
  },
  getWalletAddress: signedIn(() => ({ method: "GET", url: "/api/wallet/address" })),
  updateProfilePicture: signedIn(async () => ({
    method: "POST",
    url: "/api/users/profile/picture",
    headers: { "content-type": "image/jpeg" },
    payload: await testJpeg(),
  })),
  deleteProfilePicture: signedIn(() => ({ method: "DELETE", url: "/api/users/profile/picture" })),
  getProfilePicture: async (testApp) => {
    const { app } = testApp;
    const session = await sessionByPhone(testApp);
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/users/profile/picture",
      headers: { ...session.authorization, "content-type": "image/jpeg" },
      payload: await testJpeg(),
    });
    return { method: "GET", url: uploaded.json<{ pictureUrl: string }>().pictureUrl };
  },
  listProfessions: { method: "GET", url: "/api/users/professions" },
  listCountries: { method: "GET", url: "/api/users/countries" },
  listCities: { method: "GET", url: "/api/users/cities?countryCode=IN&search=mum" },
  listColleges: { method: "GET", url: "/api/users/colleges?countryCode=BR&city=Campinas" },
  getLocation: { method: "GET", url: "/api/users/locations?ip=8.8.8.8" },
  listUserDetails: withSession(async (_testApp, session) => ({
    method: "POST",
    url: "/api/users/batch-details",
    payload: { userIds: [session.userId] },
  })),
  getPreferredRole: signedIn(() => ({ method: "GET", url: "/api/v1/user/preferred-role" })),
  updatePreferredRole: signedIn(() => ({
    method: "POST",
    url: "/api/v1/user/preferred-role",
    payload: { preferredRole: "Quester" },
  })),
  getPreferredPlatform: signedIn(() => ({ method: "GET", url: "/api/v1/user/preferred-platform" })),
  updatePreferredPlatform: signedIn(() => ({
    method: "POST",
    url: "/api/v1/user/preferred-platform",
    payload: { preferredPlatform: "Android" },
  })),
  recordAnalyticsEvents: {
    method: "POST",
    url: "/api/analytics/events",
    payload: {
      events: [
        { name: "page_view", sessionId: randomUUID(), pageName: "Home", at: new Date().toISOString() },
      ],
    },
  },
  getWalletBalance: signedIn(() => ({ method: "GET", url: "/api/wallets/balance" })),
  getTokenBalance: signedIn(() => ({ method: "GET", url: "/api/wallets/tokens/balance" })),
  getKPointsSummary: signedIn(() => ({ method: "GET", url: "/api/wallets/kpoints/summary" })),
  claimDevFaucet: signedIn(() => ({
    method: "POST",
    url: "/api/dev-faucet",
    payload: { address: evmSigner().address, asset: "token", amount: 5 },
  })),
  claimDevReward: signedIn(() => ({
    method: "POST",
    url: "/api/wallets/dev-rewards",
    headers: { "idempotency-key": randomUUID() },
    payload: { currency: "KPOINTS", amount: 250 },
  })),
  listTransactions: withSession(async (testApp, session) => {
    await prepared(
      testApp,
      session,
      { method: "POST", url: "/api/wallets/dev-rewards", payload: { currency: "KCASH", amount: 500 } },
      201,
    );
    return { method: "GET", url: "/api/transactions?currency=KCASH&pageLimit=8" };
  }),
  getSimplifiedTransaction: withSession(async (testApp, session) => ({
    method: "GET",
    url: `/api/transactions/simplified/onramp/id/${(await openOrder(testApp, session)).paymentId}`,
  })),
  listSwapChains: { method: "GET", url: "/api/swap/chains" },
  getSwapDeductions: {
    method: "GET",
    url: "/api/swap/deductions?fromCurrency=KCASH&toCurrency=USDT&amount=10000&chain=polygon",
  },
  getOnrampConversion: { method: "GET", url: "/api/onramp/conversion?kcashAmount=100000&fiatCurrency=INR" },
  getTokenPrice: { method: "GET", url: "/api/offramp/token-prices/USDT" },
  createSwapQuote: signedIn(() => ({
    method: "POST",
    url: "/api/onramp/swap",
    payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 10_000, chain: "polygon" },
  })),
  getSwapGasFee: { method: "GET", url: "/api/onramp/swap/gas-fee?chain=polygon&currency=KCASH" },
  confirmSwap: withSession(async (testApp, session) => {
    await prepared(
      testApp,
      session,
      { method: "POST", url: "/api/wallets/dev-rewards", payload: { currency: "KCASH", amount: 50_000 } },
      201,
    );
    const quote = await prepared<{ quoteId: string }>(
      testApp,
      session,
      {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 20_000, chain: "polygon" },
      },
      201,
    );
    return {
      method: "POST",
      url: "/api/swap",
      headers: { "idempotency-key": randomUUID() },
      payload: { quoteId: quote.quoteId },
    };
  }),
  buyKcash: signedIn(() => ({ ...KCASH_ORDER, headers: { "idempotency-key": randomUUID() } })),
  getPaymentOrder: withSession(async (testApp, session) => ({
    method: "GET",
    url: `/api/payments/orders/${(await openOrder(testApp, session)).paymentId}`,
  })),
  recordSandboxDecision: withSession(async (testApp, session) => ({
    method: "POST",
    url: `/api/payments/sandbox/${(await openOrder(testApp, session)).paymentId}`,
    payload: { decision: "approve" },
  })),
  ...CAMPAIGN_REQUESTS,
  recordRazorpayEvent: async ({ config }) => {
    // Needs an app that knows Razorpay's webhook secret: build it with razorpayTestConfig (fakes/fake-razorpay).
    if (config.razorpay === undefined)
      throw new Error("recordRazorpayEvent needs an app built with razorpayTestConfig");
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_KleosFakeAcct01",
      // Paid, for an order this server never made: verified, looked up, and answered `unknownOrder`.
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: {
          entity: {
            id: "pay_KleosFake00001",
            order_id: "order_KleosFake0001",
            amount: 8500,
            currency: "INR",
          },
        },
        order: {
          entity: {
            id: "order_KleosFake0001",
            amount: 8500,
            amount_paid: 8500,
            currency: "INR",
            status: "paid",
          },
        },
      },
      created_at: 1_767_225_600,
    });
    return {
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": razorpaySignature(body, config.razorpay.webhookSecret),
      },
      payload: body,
    };
  },
  recordAsaasEvent: async ({ config }) => {
    // Needs an app that knows Asaas's webhook token: every test app does (fakes/fake-asaas ASAAS_WEBHOOKS_ONLY).
    if (config.asaas === undefined) throw new Error("recordAsaasEvent needs an app with Asaas configured");
    return {
      method: "POST",
      url: "/api/payments/asaas/webhook",
      headers: { "content-type": "application/json", "asaas-access-token": config.asaas.webhookToken },
      // Received, for a charge this server never made: authenticated, looked up, and answered `unknownOrder`.
      payload: JSON.stringify({
        id: "evt_05b708f961d739ea7eba7e4db318f621&368604920",
        event: "PAYMENT_RECEIVED",
        dateCreated: "2026-01-01 12:00:00",
        payment: {
          object: "payment",
          id: "pay_kleosfake0001",
          value: 5.6,
          billingType: "PIX",
          status: "RECEIVED",
        },
      }),
    };
  },
  getReferralCode: withSession(async (testApp, session) => {
    await prepared(testApp, session, { method: "POST", url: "/api/referral-campaign/code/user" }, 201);
    return { method: "GET", url: "/api/referral-campaign/code/user" };
  }),
  createReferralCode: signedIn(() => ({ method: "POST", url: "/api/referral-campaign/code/user" })),
  listTaskVerificationChecks: async (testApp) => {
    const session = await signInAsAdmin(testApp);
    const campaign = await insertCampaign(testApp.database.db);
    return {
      method: "GET",
      url: `/api/admin/task-verifications?campaignId=${campaign.id}`,
      headers: session.authorization,
    };
  },
  recordTaskRedirect: withSession(async (testApp, session) => ({
    method: "GET",
    url: (await startedRedirectTask(testApp.database.db, session.userId)).path,
  })),
  listGameLoginMethods: async ({ database }) => ({
    method: "GET",
    url: `/api/game/loginmethod?gameId=${await gameIdBySlug(database.db, "dark-throne")}`,
  }),
  getGameUsername: withSession(async (testApp, session) => {
    const url = `/api/users/me/games/${await gameIdBySlug(testApp.database.db, "dark-throne")}/username`;
    await prepared(
      testApp,
      session,
      { method: "PUT", url, payload: { loginMethod: "IN_GAME_USER_ID", value: "throne_king_7" } },
      200,
    );
    return { method: "GET", url };
  }),
  updateGameUsername: withSession(async (testApp, session) => ({
    method: "PUT",
    url: `/api/users/${session.userId}/games/${await gameIdBySlug(testApp.database.db, "dark-throne")}/username`,
    payload: { loginMethod: "IN_GAME_EMAIL", value: "throne.king@example.com" },
  })),
  ...QUEST_REQUESTS,
  ...POG_REQUESTS,
  ...POG_SHOWCASE_REQUESTS,
  ...TOURNAMENT_REQUESTS,
  ...LEADERBOARD_REQUESTS,
  ...CONTENT_REQUESTS,
  ...ANALYTICS_REQUESTS,
  ...KLASH_REQUESTS,
  ...NOTIFICATION_REQUESTS,
  ...STORE_REQUESTS,
  ...CLAN_REQUESTS,
  ...KYC_REQUESTS,
  ...PAYOUT_REQUESTS,
  ...PAYOUT_CONSOLE_REQUESTS,
  ...OFFERWALL_REQUESTS,
};
