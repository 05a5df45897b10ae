/**
 * Linked social accounts, shared by every provider: the external account as an identity of the Kleos account
 * (`user_identities`, provider `twitter`, `discord`, `steam`, `telegram`; one external account links to one
 * Kleos account, else `AccountAlreadyLinked`), its OAuth tokens encrypted at rest (`social_tokens`, AES-256-GCM,
 * `token-cipher.ts`) and refreshed with the refresh token when they expire, both deleted on disconnect and on
 * account erasure (with the identity).
 *
 * The X and Discord connect is the OAuth 2.0 authorization code flow with PKCE: the state, the PKCE verifier and
 * the account wait in `oauth_states` between the redirect out and the redirect back, so any instance can finish
 * a connect another started, and each works once; the route binds it to the browser that started it (a cookie).
 *
 * Verifiers ask `linked(userId, provider)` for the account and a token valid now.
 */
import { randomBytes } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import { OAUTH_STATE_TTL_MS } from "@/domain/constants/sign-in";
import { SignInMethodNotConfigured } from "@/domain/errors/auth-errors";
import type { AccountAlreadyLinked } from "@/domain/errors/task-errors";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import {
  SocialAccountRepository,
  type LinkedAccountRow,
} from "@/server/db/repositories/social-account-repository";
import { traced } from "@/server/effect/traced";
import {
  authorizationUrl,
  exchangeCode,
  makePkce,
  refreshTokens,
  type ConnectProvider,
  type OAuthTokens,
} from "@/server/providers/social/oauth2";
import { SocialApiError } from "@/server/providers/social/social-http";
import type { SocialProviderClients } from "@/server/services/social/social-providers";
import { loadTokenCipher, type TokenCipher } from "@/server/services/social/token-cipher";

/** Every provider an account links here (X, Discord through OAuth; Steam, Telegram through their own proofs). */
export type SocialProvider = ConnectProvider | "steam" | "telegram";

/** A linked external account, as verifiers see it. */
export interface LinkedAccount {
  /** The provider's id of the account (X user id, Discord user id, SteamID64, Telegram id). */
  readonly subject: string;
  /** What to show: `@handle`, a username. */
  readonly display: string | null;
  /**
   * An access token valid now (refreshed when it had expired), or undefined when the provider keeps none
   * (Steam, Telegram) or the gamer revoked it (they must connect again).
   */
  readonly accessToken: string | undefined;
}

/** How a connect ended, for the page the browser goes back to (`connect=…&reason=…`). */
export type ConnectOutcome =
  | { readonly kind: "linked"; readonly provider: ConnectProvider; readonly returnTo: string }
  | {
      readonly kind: "failed";
      readonly provider: ConnectProvider | undefined;
      readonly returnTo: string;
      readonly reason: "denied" | "state" | "linked" | "upstream";
    };

/** A token this close to its expiry is refreshed first, so it does not die during the call. */
const REFRESH_MARGIN_MS = 60_000;

export interface SocialAccountsOptions {
  readonly clients: SocialProviderClients;
  /** `SOCIAL_TOKEN_KEY`; undefined: the key kept in `server_secrets`. */
  readonly tokenKey: string | undefined;
}

export class SocialAccounts extends Context.Service<
  SocialAccounts,
  {
    /** The providers a gamer can connect through OAuth here (configured, or simulated in development). */
    readonly connectable: readonly ConnectProvider[];
    /** Starts a connect: the URL to send the browser to; its `state` parameter is the connect's id. */
    startConnect(request: {
      readonly userId: string;
      readonly provider: ConnectProvider;
      /** The site's origin, which a relative authorize URL (the simulator's page) is resolved on. */
      readonly origin: string;
      readonly redirectUri: string;
      readonly returnTo: string;
    }): Effect.Effect<string, SignInMethodNotConfigured>;
    /** The provider's redirect back: links the account (or says why not); each state works once. */
    completeConnect(request: {
      readonly state: string;
      readonly code: string | undefined;
      readonly error: string | undefined;
    }): Effect.Effect<ConnectOutcome>;
    /**
     * Links an external account proven some other way (Steam OpenID, Telegram login), with its tokens if it
     * has any; it replaces the account's previous one of the provider.
     */
    link(
      userId: string,
      identity: {
        readonly provider: SocialProvider;
        readonly subject: string;
        readonly display: string | null;
      },
      tokens?: OAuthTokens,
    ): Effect.Effect<void, AccountAlreadyLinked>;
    /**
     * The gamer's linked account of `provider` with a token valid now, or undefined when none is linked.
     * `refresh: true` refreshes even an unexpired token (the provider answered 401 to it).
     * UpstreamFailed: the provider could not refresh the token now.
     */
    linked(
      userId: string,
      provider: SocialProvider,
      options?: { readonly refresh?: boolean },
    ): Effect.Effect<LinkedAccount | undefined, UpstreamFailed>;
    /** Unlinks the provider and deletes its tokens; nothing happens when none is linked. */
    disconnect(userId: string, provider: SocialProvider): Effect.Effect<void>;
  }
>()("kleos/server/services/social/SocialAccounts") {
  static readonly layer = (options: SocialAccountsOptions) =>
    Layer.effect(
      SocialAccounts,
      Effect.gen(function* () {
        const { transaction } = yield* Database;
        const auth = yield* AuthRepository;
        const accounts = yield* SocialAccountRepository;
        const cipher: TokenCipher = yield* loadTokenCipher(options.tokenKey);
        const { clients } = options;
        /** Refreshes in flight, per identity: concurrent checks share one (X rotates refresh tokens). */
        const refreshing = new Map<number, Promise<OAuthTokens>>();

        const sealed = (tokens: OAuthTokens) => ({
          accessToken: cipher.encrypt(tokens.accessToken),
          refreshToken: tokens.refreshToken === undefined ? null : cipher.encrypt(tokens.refreshToken),
          expiresAt: tokens.expiresAt ?? null,
          scope: tokens.scope,
        });

        const link = (
          userId: string,
          identity: {
            readonly provider: SocialProvider;
            readonly subject: string;
            readonly display: string | null;
          },
          tokens?: OAuthTokens,
        ) =>
          Effect.gen(function* () {
            const now = new Date(yield* Clock.currentTimeMillis);
            yield* transaction(
              Effect.gen(function* () {
                const identityId = yield* accounts.replaceIdentity({ userId, ...identity });
                if (tokens !== undefined) yield* accounts.saveTokens(identityId, sealed(tokens), now);
              }),
            );
          });

        /** The external account behind a fresh token: X's user, Discord's user. */
        const profileOf = (provider: ConnectProvider, accessToken: string) =>
          Effect.tryPromise({
            try: async () => {
              if (provider === "twitter") {
                const user = await clients.x!.me(accessToken);
                return { subject: user.id, display: `@${user.username}` };
              }
              const user = await clients.discord!.me(accessToken);
              return { subject: user.id, display: user.globalName ?? user.username };
            },
            catch: () => new UpstreamFailed({ service: provider }),
          });

        const refreshed = (userId: string, row: LinkedAccountRow, provider: ConnectProvider, now: number) =>
          Effect.gen(function* () {
            const oauth = clients.oauth[provider];
            const refreshToken = row.tokens?.refreshToken;
            if (oauth === undefined || refreshToken === null || refreshToken === undefined) return undefined;
            const plain = cipher.decrypt(refreshToken);
            const pending =
              refreshing.get(row.identityId) ??
              refreshTokens(oauth, plain, now).finally(() => refreshing.delete(row.identityId));
            refreshing.set(row.identityId, pending);
            const outcome = yield* Effect.tryPromise({ try: () => pending, catch: (error) => error }).pipe(
              Effect.result,
            );
            if (outcome._tag === "Success") {
              const tokens = {
                ...outcome.success,
                // A provider that does not rotate keeps the old refresh token working.
                refreshToken: outcome.success.refreshToken ?? plain,
              };
              yield* accounts.saveTokens(row.identityId, sealed(tokens), new Date(now));
              return tokens.accessToken;
            }
            const error = outcome.failure;
            if (!(error instanceof SocialApiError) || error.failure !== "unauthorized")
              return yield* new UpstreamFailed({ service: provider });
            // Refused: revoked by the gamer, or rotated meanwhile by a refresh on another instance, whose new
            // token is then in the row.
            const again = yield* accounts.findLinked(userId, provider);
            const other = again?.tokens;
            if (
              other !== undefined &&
              other.refreshToken !== refreshToken &&
              (other.expiresAt === null || other.expiresAt.getTime() - REFRESH_MARGIN_MS > now)
            )
              return cipher.decrypt(other.accessToken);
            return undefined;
          });

        return SocialAccounts.of(
          traced("SocialAccounts", {
            connectable: (["twitter", "discord"] as const).filter(
              (provider) => clients.oauth[provider] !== undefined,
            ),

            startConnect: (request: {
              readonly userId: string;
              readonly provider: ConnectProvider;
              readonly origin: string;
              readonly redirectUri: string;
              readonly returnTo: string;
            }) =>
              Effect.gen(function* () {
                const oauth = clients.oauth[request.provider];
                if (oauth === undefined)
                  return yield* new SignInMethodNotConfigured({ method: request.provider });
                const now = yield* Clock.currentTimeMillis;
                const state = randomBytes(24).toString("base64url");
                const pkce = makePkce();
                yield* auth.insertOauthState({
                  state,
                  provider: request.provider,
                  userId: request.userId,
                  nonce: randomBytes(16).toString("base64url"),
                  codeVerifier: pkce.verifier,
                  redirectUri: request.redirectUri,
                  returnTo: request.returnTo,
                  expiresAt: new Date(now + OAUTH_STATE_TTL_MS),
                });
                return authorizationUrl(oauth, {
                  origin: request.origin,
                  redirectUri: request.redirectUri,
                  state,
                  codeChallenge: pkce.challenge,
                });
              }),

            completeConnect: (request: {
              readonly state: string;
              readonly code: string | undefined;
              readonly error: string | undefined;
            }) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const stored = yield* auth.useOauthState(request.state, new Date(now));
                const provider =
                  stored?.provider === "twitter" || stored?.provider === "discord"
                    ? stored.provider
                    : undefined;
                const oauth = provider === undefined ? undefined : clients.oauth[provider];
                if (
                  stored === undefined ||
                  provider === undefined ||
                  oauth === undefined ||
                  stored.userId === null
                )
                  return {
                    kind: "failed",
                    provider,
                    returnTo: stored?.returnTo ?? "/",
                    reason: "state",
                  } as const;
                const failed = (reason: "denied" | "linked" | "upstream"): ConnectOutcome => ({
                  kind: "failed",
                  provider,
                  returnTo: stored.returnTo,
                  reason,
                });
                if (request.error !== undefined || request.code === undefined) return failed("denied");
                const code = request.code;
                const tokens = yield* Effect.tryPromise({
                  try: () =>
                    exchangeCode(
                      oauth,
                      { code, redirectUri: stored.redirectUri, codeVerifier: stored.codeVerifier },
                      now,
                    ),
                  catch: (error) => error,
                }).pipe(Effect.result);
                if (tokens._tag === "Failure") {
                  const refused =
                    tokens.failure instanceof SocialApiError && tokens.failure.failure === "unauthorized";
                  return failed(refused ? "denied" : "upstream");
                }
                const profile = yield* profileOf(provider, tokens.success.accessToken).pipe(Effect.result);
                if (profile._tag === "Failure") return failed("upstream");
                const linked = yield* link(
                  stored.userId,
                  { provider, subject: profile.success.subject, display: profile.success.display },
                  tokens.success,
                ).pipe(Effect.result);
                if (linked._tag === "Failure") return failed("linked");
                return { kind: "linked", provider, returnTo: stored.returnTo } as const;
              }),

            link,

            linked: (
              userId: string,
              provider: SocialProvider,
              linkedOptions?: { readonly refresh?: boolean },
            ) =>
              Effect.gen(function* () {
                const row = yield* accounts.findLinked(userId, provider);
                if (row === undefined) return undefined;
                const base = { subject: row.subject, display: row.display };
                if (row.tokens === undefined || (provider !== "twitter" && provider !== "discord"))
                  return { ...base, accessToken: undefined };
                const now = yield* Clock.currentTimeMillis;
                const expiresAt = row.tokens.expiresAt?.getTime();
                const fresh =
                  linkedOptions?.refresh !== true &&
                  (expiresAt === undefined || expiresAt - REFRESH_MARGIN_MS > now);
                if (fresh) return { ...base, accessToken: cipher.decrypt(row.tokens.accessToken) };
                return { ...base, accessToken: yield* refreshed(userId, row, provider, now) };
              }),

            disconnect: (userId: string, provider: SocialProvider) =>
              accounts.deleteIdentity(userId, provider),
          }),
        );
      }),
    );
}
