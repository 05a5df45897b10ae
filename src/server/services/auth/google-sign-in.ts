/**
 * Google sign-in (any OpenID Connect issuer set by env): the authorization code flow with PKCE. The state,
 * nonce and PKCE verifier wait in the database between the redirect out and the redirect back, so any
 * instance can finish a sign-in another started, and each works once.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { OAUTH_STATE_TTL_MS } from "@/domain/constants/sign-in";
import { SignInMethodNotConfigured, SignInProofRejected } from "@/domain/errors/auth-errors";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";
import type { OidcClient, OidcIdentity } from "@/server/providers/identity/oidc-identity";

export interface GoogleSignInOptions {
  /** Makes the client (discovery); undefined when no client id and secret are configured. */
  readonly makeClient: (() => Promise<OidcClient>) | undefined;
}

export class GoogleSignIn extends Context.Service<
  GoogleSignIn,
  {
    readonly configured: boolean;
    start(input: {
      readonly redirectUri: string;
      readonly returnTo: string;
    }): Effect.Effect<string, SignInMethodNotConfigured | UpstreamFailed>;
    complete(input: {
      readonly state: string;
      readonly callbackUrl: string;
    }): Effect.Effect<
      { readonly identity: OidcIdentity; readonly returnTo: string },
      SignInMethodNotConfigured | SignInProofRejected | UpstreamFailed
    >;
  }
>()("kleos/server/services/auth/GoogleSignIn") {
  static readonly layer = (options: GoogleSignInOptions) =>
    Layer.effect(
      GoogleSignIn,
      Effect.gen(function* () {
        const auth = yield* AuthRepository;
        let client: Promise<OidcClient> | undefined;
        const clientOf = (): Effect.Effect<OidcClient, SignInMethodNotConfigured | UpstreamFailed> => {
          const make = options.makeClient;
          if (make === undefined) return Effect.fail(new SignInMethodNotConfigured({ method: "google" }));
          return Effect.tryPromise({
            try: () => (client ??= make()),
            catch: () => {
              // Discovery failed: try again on the next sign-in rather than remembering the failure.
              client = undefined;
              return new UpstreamFailed({ service: "google" });
            },
          });
        };

        return GoogleSignIn.of(
          traced("GoogleSignIn", {
            configured: options.makeClient !== undefined,
            start: ({ redirectUri, returnTo }: { readonly redirectUri: string; readonly returnTo: string }) =>
              Effect.gen(function* () {
                const oidc = yield* clientOf();
                const now = yield* Clock.currentTimeMillis;
                const request = yield* Effect.tryPromise({
                  try: () => oidc.startAuthorization(redirectUri),
                  catch: () => new UpstreamFailed({ service: "google" }),
                });
                yield* auth.insertOauthState({
                  state: request.state,
                  provider: "google",
                  nonce: request.nonce,
                  codeVerifier: request.codeVerifier,
                  redirectUri,
                  returnTo,
                  expiresAt: new Date(now + OAUTH_STATE_TTL_MS),
                });
                return request.url;
              }),
            complete: ({ state, callbackUrl }: { readonly state: string; readonly callbackUrl: string }) =>
              Effect.gen(function* () {
                const oidc = yield* clientOf();
                const now = new Date(yield* Clock.currentTimeMillis);
                const stored = yield* auth.useOauthState(state, now);
                if (stored === undefined)
                  return yield* new SignInProofRejected({ method: "google", reason: "state" });
                const identity = yield* Effect.tryPromise({
                  try: () =>
                    oidc.completeAuthorization(callbackUrl, {
                      state: stored.state,
                      nonce: stored.nonce,
                      codeVerifier: stored.codeVerifier,
                    }),
                  catch: () => new SignInProofRejected({ method: "google", reason: "code" }),
                });
                return { identity, returnTo: stored.returnTo };
              }),
          }),
        );
      }),
    );
}
