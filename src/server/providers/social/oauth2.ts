/**
 * The OAuth 2.0 authorization code flow of X and Discord (RFC 6749, with PKCE RFC 7636 where the provider takes
 * it): the URL to send the browser to, the code exchanged for tokens, and tokens refreshed. The client
 * authenticates to the token endpoint with HTTP Basic (both providers accept it for confidential clients).
 */
import { createHash, randomBytes } from "node:crypto";
import { callSocialApi, SocialApiError, type SocialFetch } from "@/server/providers/social/social-http";

export type ConnectProvider = "twitter" | "discord";

export interface OAuthClientConfig {
  readonly provider: ConnectProvider;
  /** Where the browser authorizes; may be a path of this site (the local simulator), resolved on its origin. */
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
  readonly fetch: SocialFetch;
}

export interface OAuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly expiresAt: Date | undefined;
  readonly scope: string;
}

interface TokenAnswer {
  readonly access_token?: unknown;
  readonly refresh_token?: unknown;
  readonly expires_in?: unknown;
  readonly scope?: unknown;
}

/** A fresh PKCE pair (S256). */
export const makePkce = (): { readonly verifier: string; readonly challenge: string } => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
};

export const authorizationUrl = (
  config: OAuthClientConfig,
  request: {
    readonly origin: string;
    readonly redirectUri: string;
    readonly state: string;
    readonly codeChallenge: string;
  },
): string => {
  const url = new URL(config.authorizeUrl, request.origin);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", request.redirectUri);
  url.searchParams.set("scope", config.scopes.join(" "));
  url.searchParams.set("state", request.state);
  url.searchParams.set("code_challenge", request.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  if (config.provider === "discord") url.searchParams.set("prompt", "consent");
  return url.toString();
};

const tokensOf = (answer: TokenAnswer, now: number, what: string): OAuthTokens => {
  if (typeof answer.access_token !== "string" || answer.access_token === "")
    throw new SocialApiError("unavailable", `${what} answered no access_token`);
  return {
    accessToken: answer.access_token,
    refreshToken: typeof answer.refresh_token === "string" ? answer.refresh_token : undefined,
    expiresAt: typeof answer.expires_in === "number" ? new Date(now + answer.expires_in * 1000) : undefined,
    scope: typeof answer.scope === "string" ? answer.scope : "",
  };
};

const tokenRequest = async (
  config: OAuthClientConfig,
  form: Record<string, string>,
  what: string,
  now: number,
): Promise<OAuthTokens> => {
  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  ).toString("base64");
  try {
    const answer = await callSocialApi<TokenAnswer>(config.fetch, config.tokenUrl, {
      what,
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...form, client_id: config.clientId }).toString(),
    });
    return tokensOf(answer, now, what);
  } catch (error) {
    // A refused grant (an expired or used code, a revoked refresh token) is 400 invalid_grant: the token is dead.
    if (error instanceof SocialApiError && error.failure === "unavailable" && error.message.includes(" 400:"))
      throw new SocialApiError("unauthorized", error.message, undefined, { cause: error });
    throw error;
  }
};

export const exchangeCode = (
  config: OAuthClientConfig,
  request: { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string },
  now: number,
): Promise<OAuthTokens> =>
  tokenRequest(
    config,
    {
      grant_type: "authorization_code",
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    },
    `${config.provider} token exchange`,
    now,
  );

export const refreshTokens = (
  config: OAuthClientConfig,
  refreshToken: string,
  now: number,
): Promise<OAuthTokens> =>
  tokenRequest(
    config,
    { grant_type: "refresh_token", refresh_token: refreshToken },
    `${config.provider} token refresh`,
    now,
  );
