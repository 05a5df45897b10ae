/**
 * One request per operation that the seeded demo catalogue answers with success. The type lists every
 * operationId of the contract, so a new operation does not compile until it has one.
 *
 * A request that needs a signed-in caller or something prepared first (a pending code, a signed wallet message,
 * a Google sign-in at the provider) is a recipe: a function that prepares it on the test app and answers the
 * request to send. The app must be built with `config.telegram` = TEST_TELEGRAM_BOT and Google pointed at a
 * local provider (googleTestConfig).
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { googleCallback } from "@/server/testing/google";
import {
  ageChallenge,
  codeFromDevInbox,
  freshEmail,
  freshIndianNumber,
  freshIp,
  signInByPhone,
  startChallenge,
} from "@/server/testing/sign-in";
import { evmSigner, signedWalletProof, solanaSigner, telegramLogin } from "@/server/testing/sign-in-proofs";
import type { TestApp } from "@/server/testing/test-app";

export type RequestRecipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

/** The request a recipe stands for, prepared on `testApp`. */
export const resolveRecipe = (recipe: RequestRecipe, testApp: TestApp): Promise<InjectOptions> =>
  typeof recipe === "function" ? recipe(testApp) : Promise.resolve(recipe);

/**
 * A signed-in request: signs a fresh user in by phone and sends the request (made afresh each time, so that
 * fresh numbers, names and proofs are not reused) with the bearer token.
 */
const signedIn =
  (
    make: (testApp: TestApp) => InjectOptions | Promise<InjectOptions>,
  ): ((testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp) => {
    const request = await make(testApp);
    const session = await signInByPhone(testApp.app);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

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
  createTokenRefresh: async ({ app }) => ({
    method: "POST",
    url: "/api/authentication/token/refresh",
    payload: { refreshToken: (await signInByPhone(app)).refreshToken },
  }),
  deleteSession: async ({ app }) => ({
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
  startSocialSignIn: {
    method: "POST",
    url: "/api/social-auth",
    payload: { provider: "google", returnTo: "/quests" },
  },
  verifyGoogleSignIn: async ({ app }) => googleCallback(app),
  listDevInboxMessages: { method: "GET", url: "/api/dev-inbox?limit=5" },

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
  getDeletionRequest: async ({ app }) => {
    const session = await signInByPhone(app);
    const requested = await app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    if (requested.statusCode !== 201) throw new Error(`No deletion request: ${requested.body}`);
    // Signed out everywhere by the request: sign in again to look at it.
    const again = await signInByPhone(app, session.phoneNumber);
    return { method: "GET", url: "/api/users/me/deletion-request", headers: again.authorization };
  },
  createDeletionRequest: signedIn(() => ({ method: "POST", url: "/api/users/me/deletion-request" })),
};
