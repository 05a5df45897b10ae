import type { FastifyReply, FastifyRequest } from "fastify";
import { Effect } from "effect";
import { safeReturnPath } from "@/domain/auth/return-path";
import { OAUTH_STATE_TTL_MS, TELEGRAM_AUTH_MAX_AGE_SECONDS } from "@/domain/constants/sign-in";
import {
  InvalidRefreshToken,
  SignInMethodNotConfigured,
  SignInProofRejected,
} from "@/domain/errors/auth-errors";
import { validateField, validationFailed } from "@/domain/errors/validation-errors";
import { Email } from "@/domain/validation/email-rules";
import { EvmAddress, SolanaAddress } from "@/domain/validation/wallet-rules";
import { mobileNumberFor, parseMobileNumber } from "@/domain/validation/phone-rules";
import { validationMessage } from "@/domain/validation/validate";
import type { Config } from "@/server/config";
import {
  accessTokenOf,
  clearSessionCookies,
  isWebsite,
  originOf,
  refreshTokenOf,
  setSessionCookies,
  signedIn,
} from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { verifyTelegramLogin, TelegramLoginRejected } from "@/server/providers/wallets/telegram-login";
import { Accounts, type SignedInAccount } from "@/server/services/auth/accounts";
import { GoogleSignIn } from "@/server/services/auth/google-sign-in";
import { SignInCodes } from "@/server/services/auth/sign-in-codes";
import { Tokens, type LoginMethod } from "@/server/services/auth/tokens";
import { ThirdPartyWallets } from "@/server/services/auth/third-party-wallets";
import { WalletSignIn, walletChainOfMessage, walletSubject } from "@/server/services/auth/wallet-sign-in";
import { UserProfiles } from "@/server/services/users/user-profiles";
import { SocialAccounts } from "@/server/services/social/social-accounts";
import { startSocialConnect } from "@/server/routes/social";

export interface AuthRouteOptions {
  readonly config: Config;
  /** Whether codes land in the dev inbox (no outside messaging configured). */
  readonly usesDevInbox: boolean;
  /**
   * The Steam and Telegram simulator's bot token (development without TELEGRAM_BOT_TOKEN): linking a Telegram
   * account then takes the simulator's signed logins. Signing in with Telegram stays unavailable.
   */
  readonly simulatedTelegramBotToken?: string | undefined;
}

const GOOGLE_CALLBACK_PATH = "/api/oauth/google/authenticate";
/**
 * The state of the Google sign-in this browser started (HttpOnly, sent to the callback path only; `__Secure-`:
 * only an https page of the site can set it).
 */
const OAUTH_STATE_COOKIE = "__Secure-kleosOauthState";

const sessionUser = (user: SignedInAccount["user"]) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  email: user.emailVerifiedAt === null ? null : user.email,
  phoneNumber: user.phoneVerifiedAt === null ? null : user.phoneNumber,
  evmWalletAddress: user.evmWalletAddress,
});

/** Parses a full phone number and applies its region's rule (spec §5), naming `field` when it fails. */
const mobileNumberOf = (value: string, region: string | undefined, field: string) =>
  Effect.gen(function* () {
    const number = parseMobileNumber(value, region);
    if (number === undefined) {
      return yield* Effect.fail(
        validationFailed(field, { ...validationMessage("validation.mobileNumber.invalid"), path: [] }),
      );
    }
    yield* validateField(mobileNumberFor(number.region), number.national, field);
    return number;
  });

export const authHandlers = ({ config, usesDevInbox, simulatedTelegramBotToken }: AuthRouteOptions) => {
  /** Issues a token pair, sets the cookies, and answers the session (tokens in the body for apps only). */
  const answerSession = (
    request: FastifyRequest,
    reply: FastifyReply,
    account: SignedInAccount,
    loginMethod: LoginMethod,
  ) =>
    Tokens.use((service) => service.issue(account.user, loginMethod)).pipe(
      Effect.tap((tokens) => Effect.sync(() => setSessionCookies(reply, tokens))),
      Effect.map((tokens) => ({
        user: sessionUser(account.user),
        isNewUser: account.isNewUser,
        loginMethod,
        accessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString(),
        ...(isWebsite(request) ? {} : { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      })),
    );

  const spendAttempt = (ip: string) => SignInCodes.use((codes) => codes.spendAttempt(ip));

  const telegramProof = (
    body: Record<string, string | number>,
    botToken: string | undefined = config.telegram.botToken,
  ) => {
    if (botToken === undefined) return undefined;
    try {
      return verifyTelegramLogin(
        Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])),
        { botToken, now: new Date(), maxAgeSeconds: TELEGRAM_AUTH_MAX_AGE_SECONDS },
      );
    } catch (error) {
      if (error instanceof TelegramLoginRejected) {
        throw new SignInProofRejected({ method: "telegram", reason: error.reason });
      }
      throw error;
    }
  };

  return {
    getSignInMethods: () =>
      Effect.gen(function* () {
        return {
          phoneChannels: [...(yield* SignInCodes.use((codes) => Effect.succeed(codes.phoneChannels)))],
          email: yield* SignInCodes.use((codes) => Effect.succeed(codes.emailOffered)),
          google: yield* GoogleSignIn.use((google) => Effect.succeed(google.configured)),
          telegram:
            config.telegram.botToken !== undefined && config.telegram.botName !== undefined
              ? // The bot's id is the public part of its token (before the colon); the secret part stays here.
                { botName: config.telegram.botName, botId: config.telegram.botToken.split(":")[0] ?? "" }
              : null,
          evm: true,
          solana: true,
          devInbox: usesDevInbox,
          socialConnect: [...(yield* SocialAccounts.use((social) => Effect.succeed(social.connectable)))],
        };
      }),

    startPhoneLogin: ({ body }, request) =>
      Effect.gen(function* () {
        const number = yield* mobileNumberOf(body.waId, body.countryCode, "waId");
        return yield* SignInCodes.use((codes) =>
          codes.start({
            purpose: "login",
            channel: body.channel ?? "whatsapp",
            recipient: number.e164,
            dialPrefix: number.callingCode,
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        );
      }),

    startPhoneVerification: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        const number = yield* mobileNumberOf(body.phoneNumber, body.countryCode, "phoneNumber");
        return yield* SignInCodes.use((codes) =>
          codes.start({
            purpose: "verify-phone",
            channel: body.channel ?? "whatsapp",
            recipient: number.e164,
            dialPrefix: number.callingCode,
            userId,
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        );
      }),

    verifyPhoneCode: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const caller = request.auth?.userId;
        const challenge = yield* SignInCodes.use((codes) =>
          codes.check(body.challengeId, body.code, request.ip, ["whatsapp", "sms"], caller),
        );
        if (challenge.purpose === "verify-phone" && challenge.userId !== null) {
          const userId = challenge.userId;
          const before = yield* Accounts.use((accounts) => accounts.findUser(userId));
          const user = yield* Accounts.use((accounts) => accounts.verifyPhone(userId, challenge.recipient));
          // A changed phone number ends every other sign-in (whoever held the old number); this one starts anew.
          if (before?.phoneVerifiedAt != null && before.phoneNumber !== challenge.recipient)
            yield* Tokens.use((tokens) => tokens.endSignIns(userId));
          return yield* answerSession(request, reply, { user, isNewUser: false }, "phone");
        }
        const account = yield* Accounts.use((accounts) => accounts.signInWithPhone(challenge.recipient));
        return yield* answerSession(request, reply, account, "phone");
      }),

    sendCodeAgain: ({ body }, request) =>
      SignInCodes.use((codes) => codes.resend(body.challengeId, request.ip, body.proofOfWork)),

    refreshSession: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const refreshToken = refreshTokenOf(request, body);
        if (refreshToken === undefined) {
          clearSessionCookies(reply);
          return yield* new InvalidRefreshToken();
        }
        // Two tabs of one browser refreshing at once: the second gets the first one's pair, not a sign-out.
        const client = `${request.ip} ${request.headers["user-agent"] ?? ""}`;
        const refreshed = yield* Tokens.use((tokens) => tokens.refresh(refreshToken, client)).pipe(
          Effect.tapError(() => Effect.sync(() => clearSessionCookies(reply))),
        );
        setSessionCookies(reply, refreshed.tokens);
        return {
          user: sessionUser(refreshed.user),
          isNewUser: false,
          loginMethod: refreshed.loginMethod,
          accessTokenExpiresAt: refreshed.tokens.accessTokenExpiresAt.toISOString(),
          ...(isWebsite(request)
            ? {}
            : { accessToken: refreshed.tokens.accessToken, refreshToken: refreshed.tokens.refreshToken }),
        };
      }),

    signOut: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const refreshToken = refreshTokenOf(request, body);
        const accessToken = accessTokenOf(request);
        // Either ends the sign-in, access tokens included; an app may hold only its access token.
        if (refreshToken !== undefined) yield* Tokens.use((tokens) => tokens.revoke(refreshToken));
        else if (accessToken !== undefined) yield* Tokens.use((tokens) => tokens.revokeAccess(accessToken));
        clearSessionCookies(reply);
        return { signedOut: true as const };
      }),

    startEmailLogin: ({ body }, request) =>
      Effect.gen(function* () {
        const email = yield* validateField(Email, body.email.trim().toLowerCase(), "email");
        return yield* SignInCodes.use((codes) =>
          codes.start({
            purpose: "login",
            channel: "email",
            recipient: email,
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        );
      }),

    startEmailVerification: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        const email = yield* validateField(Email, body.email.trim().toLowerCase(), "email");
        return yield* SignInCodes.use((codes) =>
          codes.start({
            purpose: "verify-email",
            channel: "email",
            recipient: email,
            userId,
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        );
      }),

    verifyEmailCode: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const caller = request.auth?.userId;
        const challenge = yield* SignInCodes.use((codes) =>
          codes.check(body.challengeId, body.code, request.ip, ["email"], caller),
        );
        if (challenge.purpose === "verify-email" && challenge.userId !== null) {
          const userId = challenge.userId;
          const before = yield* Accounts.use((accounts) => accounts.findUser(userId));
          const user = yield* Accounts.use((accounts) => accounts.verifyEmail(userId, challenge.recipient));
          // A changed e-mail address ends every other sign-in; this one starts anew.
          if (before?.emailVerifiedAt != null && before.email !== challenge.recipient)
            yield* Tokens.use((tokens) => tokens.endSignIns(userId));
          return yield* answerSession(request, reply, { user, isNewUser: false }, "email");
        }
        const account = yield* Accounts.use((accounts) => accounts.signInWithEmail(challenge.recipient));
        return yield* answerSession(request, reply, account, "email");
      }),

    getVerificationStatus: (_input, request) =>
      Effect.gen(function* () {
        const profile = yield* UserProfiles.use((profiles) =>
          profiles.getUserProfile(signedIn(request).userId),
        );
        return {
          email: profile.email,
          emailVerified: profile.emailVerified,
          phoneNumber: profile.phoneNumber,
          phoneVerified: profile.phoneVerified,
        };
      }),

    createWalletChallenge: ({ body }, request) =>
      Effect.gen(function* () {
        yield* validateField(body.chain === "evm" ? EvmAddress : SolanaAddress, body.address, "address");
        yield* spendAttempt(request.ip);
        const challenge = yield* WalletSignIn.use((wallets) =>
          wallets.challenge({
            chain: body.chain,
            address: body.address,
            chainId: body.chainId ?? 1,
            origin: originOf(request, config.publicUrl),
          }),
        );
        return {
          message: challenge.message,
          nonce: challenge.nonce,
          expiresAt: challenge.expiresAt.toISOString(),
        };
      }),

    verifyWalletSignIn: ({ body }, request, reply) =>
      Effect.gen(function* () {
        yield* spendAttempt(request.ip);
        const wallet = yield* WalletSignIn.use((wallets) =>
          wallets.verify({ ...body, origin: originOf(request, config.publicUrl) }),
        );
        const account = yield* Accounts.use((accounts) =>
          accounts.signInWithIdentity({
            provider: wallet.chain,
            subject: walletSubject(wallet),
            display: wallet.address,
          }),
        );
        return yield* answerSession(request, reply, account, wallet.chain);
      }),

    linkWallet: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        yield* spendAttempt(request.ip);
        const wallet = yield* WalletSignIn.use((wallets) =>
          wallets.verify({ ...body, origin: originOf(request, config.publicUrl) }),
        );
        yield* Accounts.use((accounts) =>
          accounts.linkIdentity(userId, {
            provider: wallet.chain,
            subject: walletSubject(wallet),
            display: wallet.address,
          }),
        );
        return yield* UserProfiles.use((profiles) => profiles.getUserWallets(userId));
      }),

    listThirdPartyWallets: (_input, request) =>
      ThirdPartyWallets.use((wallets) => wallets.listThirdPartyWallets(signedIn(request).userId)),

    linkThirdPartyWallet: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        yield* spendAttempt(request.ip);
        const chain = walletChainOfMessage(body.message);
        if (chain === undefined)
          return yield* new SignInProofRejected({ method: "wallet", reason: "not a Kleos wallet challenge" });
        const wallet = yield* WalletSignIn.use((wallets) =>
          wallets.verify({ chain, ...body, origin: originOf(request, config.publicUrl) }),
        );
        return yield* ThirdPartyWallets.use((wallets) => wallets.linkThirdPartyWallet(userId, wallet));
      }),

    disconnectThirdPartyWallet: ({ body }, request) =>
      ThirdPartyWallets.use((wallets) => wallets.disconnectThirdPartyWallet(signedIn(request).userId, body)),

    verifyTelegramSignIn: ({ body }, request, reply) =>
      Effect.gen(function* () {
        yield* spendAttempt(request.ip);
        const login = telegramProof(body);
        if (login === undefined) return yield* new SignInMethodNotConfigured({ method: "telegram" });
        const account = yield* Accounts.use((accounts) =>
          accounts.signInWithIdentity({
            provider: "telegram",
            subject: String(login.id),
            display: login.username === undefined ? login.firstName : `@${login.username}`,
            firstName: login.firstName,
          }),
        );
        return yield* answerSession(request, reply, account, "telegram");
      }),

    linkTelegram: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        yield* spendAttempt(request.ip);
        const login = telegramProof(body, config.telegram.botToken ?? simulatedTelegramBotToken);
        if (login === undefined) return yield* new SignInMethodNotConfigured({ method: "telegram" });
        yield* Accounts.use((accounts) =>
          accounts.linkIdentity(userId, {
            provider: "telegram",
            subject: String(login.id),
            display: login.username === undefined ? login.firstName : `@${login.username}`,
          }),
        );
        return (yield* UserProfiles.use((profiles) => profiles.getUserProfile(userId))).socialStatuses;
      }),

    startSocialSignIn: ({ body }, request, reply) =>
      Effect.gen(function* () {
        const origin = originOf(request, config.publicUrl);
        if (body.provider !== "google")
          return yield* startSocialConnect(request, reply, {
            provider: body.provider,
            origin,
            returnTo: safeReturnPath(body.returnTo),
          });
        const authorizationUrl = yield* GoogleSignIn.use((google) =>
          google.start({
            redirectUri: `${origin}${GOOGLE_CALLBACK_PATH}`,
            // Kept normalised, so the callback comes back to a path of this site (home when it was not one).
            returnTo: safeReturnPath(body.returnTo),
          }),
        );
        // Binds the sign-in to this browser: the callback counts only with the state it was started with, so
        // nobody can send someone else's browser a callback URL of their own sign-in (login CSRF, RFC 6749 §10.12).
        const state = new URL(authorizationUrl).searchParams.get("state") ?? "";
        reply.setCookie(OAUTH_STATE_COOKIE, state, {
          path: GOOGLE_CALLBACK_PATH,
          httpOnly: true,
          secure: true,
          sameSite: "lax",
          maxAge: Math.floor(OAUTH_STATE_TTL_MS / 1000),
        });
        return { authorizationUrl };
      }),

    verifyGoogleSignIn: ({ query }, request, reply) =>
      Effect.gen(function* () {
        const origin = originOf(request, config.publicUrl);
        const startedHere = request.cookies[OAUTH_STATE_COOKIE] === query.state;
        // A `__Secure-` cookie is cleared only by a Set-Cookie that is Secure too.
        reply.clearCookie(OAUTH_STATE_COOKIE, {
          path: GOOGLE_CALLBACK_PATH,
          httpOnly: true,
          secure: true,
          sameSite: "lax",
        });
        const outcome = startedHere
          ? yield* GoogleSignIn.use((google) =>
              google.complete({ state: query.state, callbackUrl: `${origin}${request.url}` }),
            ).pipe(Effect.result)
          : undefined;
        if (outcome === undefined || outcome._tag === "Failure" || query.error !== undefined) {
          reply.redirect(`/?login=failed&method=google`, 303);
          return REPLIED;
        }
        const { identity, returnTo } = outcome.success;
        const account = yield* Accounts.use((accounts) =>
          accounts.signInWithIdentity({
            provider: "google",
            subject: identity.subject,
            display: identity.email ?? identity.name ?? null,
            verifiedEmail: identity.emailVerified ? identity.email?.toLowerCase() : undefined,
          }),
        );
        const tokens = yield* Tokens.use((service) => service.issue(account.user, "google"));
        setSessionCookies(reply, tokens);
        // Checked again on the way out: a kept path from before the rule, or one the rule now refuses, goes home.
        const target = new URL(safeReturnPath(returnTo), origin);
        target.searchParams.set("login", account.isNewUser ? "new" : "ok");
        reply.redirect(`${target.pathname}${target.search}`, 303);
        return REPLIED;
      }),

    listDevInboxMessages: ({ query }) =>
      Effect.gen(function* () {
        if (!config.devTools || !usesDevInbox)
          return yield* Effect.fail(
            new HttpProblem(404, "RouteNotFound", "The dev inbox exists only with the dev tools on"),
          );
        const messages = yield* SignInCodes.use((codes) =>
          codes.listDevInbox(query.recipient, query.limit ?? 20),
        );
        return {
          items: messages.map((message) => ({
            id: message.id,
            channel: message.channel as "whatsapp" | "sms" | "email",
            recipient: message.recipient,
            subject: message.subject,
            text: message.text,
            createdAt: message.createdAt.toISOString(),
          })),
        };
      }),
  } satisfies Partial<Handlers>;
};
