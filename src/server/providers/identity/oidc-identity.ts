/**
 * Sign-in with an OpenID Connect provider (Google by default; any issuer set by env): authorization code flow
 * with PKCE, state and nonce. The server keeps `state`, `nonce` and `codeVerifier` between the two steps.
 */

export interface OidcAuthorizationRequest {
  /** Where the browser goes to sign in. */
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface OidcIdentity {
  /** The provider's stable user id (`sub`). */
  readonly subject: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
  readonly picture: string | undefined;
}

export interface OidcClient {
  readonly issuer: string;
  /** Builds the authorization URL for `redirectUri`, with fresh state, nonce and PKCE verifier. */
  startAuthorization(redirectUri: string): Promise<OidcAuthorizationRequest>;
  /**
   * Exchanges the code in `callbackUrl` (the full URL the provider redirected to) for tokens, checks the ID
   * token (issuer, audience, expiry, nonce) and returns who signed in. Rejects on any mismatch.
   */
  completeAuthorization(
    callbackUrl: string,
    expected: { readonly state: string; readonly nonce: string; readonly codeVerifier: string },
  ): Promise<OidcIdentity>;
}
