import * as client from "openid-client";
import type {
  OidcAuthorizationRequest,
  OidcClient,
  OidcIdentity,
} from "@/server/providers/identity/oidc-identity";

export interface OidcClientSettings {
  /** Issuer identifier, e.g. `https://accounts.google.com`; its discovery document must name the same issuer. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Lets the client talk to an `http:` issuer. Only for a local test provider, never in production. */
  readonly allowHttp?: boolean;
}

const SCOPE = "openid email profile";

/**
 * An `OidcClient` on openid-client. Discovers the issuer once, here, so a wrong issuer fails at start-up
 * rather than at the first sign-in.
 */
export const makeOidcClient = async (settings: OidcClientSettings): Promise<OidcClient> => {
  const config = await discover(settings);
  const issuer = config.serverMetadata().issuer;

  const startAuthorization = async (redirectUri: string): Promise<OidcAuthorizationRequest> => {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: "code",
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  };

  const completeAuthorization: OidcClient["completeAuthorization"] = async (callbackUrl, expected) => {
    // Checks the response's state and iss, redeems the code with the PKCE verifier, then checks the ID
    // token's issuer, audience, expiry and nonce. Its signature is not checked: the token comes straight from
    // the token endpoint over TLS, which OIDC Core 3.1.3.7 accepts in place of one.
    const tokens = await client
      .authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      })
      .catch((cause: unknown) => {
        throw new Error(`OIDC sign-in with issuer ${issuer} failed: ${describeFailure(cause)}`, { cause });
      });
    const claims = tokens.claims();
    if (claims === undefined) {
      throw new Error(`The token response from ${issuer} has no ID token`);
    }
    return identityFromClaims(claims);
  };

  return { issuer, startAuthorization, completeAuthorization };
};

const discover = async (settings: OidcClientSettings): Promise<client.Configuration> => {
  try {
    return await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      client.ClientSecretPost(settings.clientSecret),
      settings.allowHttp === true ? { execute: [client.allowInsecureRequests] } : {},
    );
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`OIDC discovery failed for issuer ${settings.issuer}: ${reason}`, { cause });
  }
};

/** openid-client's own messages are generic ("invalid response encountered"); the detail is underneath. */
const describeFailure = (error: unknown): string => {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return error.error_description === undefined ? error.error : `${error.error}: ${error.error_description}`;
  }
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
};

const identityFromClaims = (claims: client.IDToken): OidcIdentity => ({
  subject: claims.sub,
  email: optionalString(claims["email"]),
  // Some providers send the flag as the string "true".
  emailVerified: claims["email_verified"] === true || claims["email_verified"] === "true",
  name: optionalString(claims["name"]),
  picture: optionalString(claims["picture"]),
});

const optionalString = (value: client.JsonValue | undefined): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
